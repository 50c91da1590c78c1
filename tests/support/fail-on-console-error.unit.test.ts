import { describe, expect, it, vi } from 'vitest';

describe('the tests’ console.error check', () => {
  it.fails('fails a test that logs an error it did not expect', () => {
    console.error('an error nobody expected');
  });

  it('passes a test that expects its error: it spies on console.error and asserts it', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    console.error('an expected error');
    expect(spy).toHaveBeenCalledWith('an expected error');
    spy.mockRestore();
  });
});
