import { describe, expect, it } from 'vitest';
import { deepFreeze } from './deep-freeze';

describe('deepFreeze', () => {
  it('freezes the value and every object and array inside it, and returns the same value', () => {
    const value = { list: [{ name: 'a' }], inner: { count: 1 } };
    expect(deepFreeze(value)).toBe(value);
    expect(Object.isFrozen(value)).toBe(true);
    expect(Object.isFrozen(value.list)).toBe(true);
    expect(Object.isFrozen(value.list[0])).toBe(true);
    expect(Object.isFrozen(value.inner)).toBe(true);
    expect(() => {
      value.inner.count = 2;
    }).toThrow(TypeError);
  });

  it('leaves plain values as they are', () => {
    expect(deepFreeze(3)).toBe(3);
    expect(deepFreeze(null)).toBeNull();
    expect(deepFreeze('text')).toBe('text');
  });
});
