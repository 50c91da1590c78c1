import { describe, expect, it } from 'vitest';
import { addBit, bitPositions, createBitset, hasBit, intersectInto, uniteInto } from './bitset';

describe('bitset', () => {
  it('holds positions across word boundaries, including bit 31', () => {
    const bits = createBitset(70);
    for (const position of [0, 31, 32, 69]) addBit(bits, position);
    expect(bitPositions(bits)).toEqual([0, 31, 32, 69]);
    expect(hasBit(bits, 31)).toBe(true);
    expect(hasBit(bits, 30)).toBe(false);
  });

  it('intersects and unites in place', () => {
    const a = createBitset(40);
    const b = createBitset(40);
    for (const p of [1, 2, 33]) addBit(a, p);
    for (const p of [2, 33, 39]) addBit(b, p);
    const union = a.slice();
    uniteInto(union, b);
    intersectInto(a, b);
    expect(bitPositions(a)).toEqual([2, 33]);
    expect(bitPositions(union)).toEqual([1, 2, 33, 39]);
  });

  it('is empty for size zero', () => {
    expect(bitPositions(createBitset(0))).toEqual([]);
  });
});
