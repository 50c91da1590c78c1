import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../tests/support/property';
import { allocate, mulDivRound, toMajor, toMinor } from './minor-units';

const allocationSumsToTheTotalInNonNegativeParts = fc.property(
  fc.integer({ min: 0, max: 10_000_000_000 }),
  fc.array(fc.integer({ min: 0, max: 20_000_000_000 }), { minLength: 1, maxLength: 20 }),
  (total, weights) => {
    const parts = allocate(total, weights);
    expect(parts.reduce((sum, part) => sum + part, 0)).toBe(total);
    expect(parts.every((part) => part >= 0 && Number.isInteger(part))).toBe(true);
  },
);

describe('minor units', () => {
  it('converts between major and minor units', () => {
    expect(toMajor(123_456)).toBe(1234.56);
    expect(toMinor(1234.56)).toBe(123_456);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMinor(-2.5)).toBe(-250);
  });

  it('multiplies and divides with half-up rounding', () => {
    expect(mulDivRound(999_99, 1250, 10_000)).toBe(12_500);
    expect(mulDivRound(5, 1, 2)).toBe(3);
    expect(mulDivRound(4, 1, 2)).toBe(2);
    expect(mulDivRound(Number.MAX_SAFE_INTEGER, 3, 3)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('allocates proportionally and breaks ties towards earlier entries', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(10, [0, 0])).toEqual([5, 5]);
    expect(allocate(7, [])).toEqual([]);
    expect(allocate(0, [3, 4])).toEqual([0, 0]);
  });

  it('always allocates exactly the total, never negative parts', () => assertProperty({ allocationSumsToTheTotalInNonNegativeParts }, 100));
});
