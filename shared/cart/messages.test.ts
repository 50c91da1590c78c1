import { describe, expect, it } from 'vitest';
import { cartMessages } from './messages';

describe('cart texts', () => {
  it('show a share failure as 500 Internal Server Error in both languages', () => {
    expect(cartMessages.sv.share.failed).toBe('500 Internal Server Error');
    expect(cartMessages.en.share.failed).toBe('500 Internal Server Error');
  });
});
