import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../tests/support/property';
import { MONTH_SHORT_NAMES, currentMonth, dateFilterLabel, monthSpan, monthsOfSpan } from './month-range';

const month = fc.record({ year: fc.integer({ min: 1970, max: 2200 }), month: fc.integer({ min: 1, max: 12 }) });
const monthSpansAreWholeDaysThatReadBack = fc.property(month, month, (a, b) => {
  const [start, end] = a.year * 12 + a.month <= b.year * 12 + b.month ? [a, b] : [b, a];
  const span = monthSpan(start, end)!;
  expect(span[0] % 86_400).toBe(0);
  expect((span[1] + 1) % 86_400).toBe(0);
  expect(monthsOfSpan(span)).toEqual({ start, end });
});

describe('monthSpan', () => {
  it('runs from the first second of the start month to the last second of the same month', () => {
    // 2026-03-01T00:00:00Z and 2026-03-31T23:59:59Z
    expect(monthSpan({ year: 2026, month: 3 })).toEqual([1772323200, 1775001599]);
  });

  it('ends at the last second of the end month, across a leap day and a year', () => {
    // 2024-02-01T00:00:00Z .. 2024-02-29T23:59:59Z
    expect(monthSpan({ year: 2024, month: 2 })).toEqual([1706745600, 1709251199]);
    // 2026-12-01T00:00:00Z .. 2027-01-31T23:59:59Z
    expect(monthSpan({ year: 2026, month: 12 }, { year: 2027, month: 1 })).toEqual([1796083200, 1801439999]);
  });

  it('treats a null end as no end', () => {
    expect(monthSpan({ year: 2026, month: 3 }, null)).toEqual(monthSpan({ year: 2026, month: 3 }));
  });

  it.each([
    [{ year: 2026, month: 0 }, undefined],
    [{ year: 2026, month: 13 }, undefined],
    [{ year: 2026.5, month: 1 }, undefined],
    [{ year: 1969, month: 12 }, undefined],
    [
      { year: 2026, month: 5 },
      { year: 2026, month: 4 },
    ],
    [
      { year: 2026, month: 5 },
      { year: 2026, month: Number.NaN },
    ],
  ])('gives null for %o to %o', (start, end) => {
    expect(monthSpan(start, end)).toBeNull();
  });

  it('always gives whole days that the months of the span read back from', () => assertProperty({ monthSpansAreWholeDaysThatReadBack }, 100));
});

describe('dateFilterLabel', () => {
  const march = monthSpan({ year: 2026, month: 3 });

  it('shows the empty label without a span', () => {
    expect(dateFilterLabel(null, 'sv', 'Välj datum')).toBe('Välj datum');
  });

  it('shows one month as Mon YYYY', () => {
    expect(dateFilterLabel(march, 'sv', '')).toBe('mar 2026');
    expect(dateFilterLabel(monthSpan({ year: 2026, month: 5 }), 'sv', '')).toBe('maj 2026');
    expect(dateFilterLabel(monthSpan({ year: 2026, month: 5 }), 'en', '')).toBe('May 2026');
  });

  it('shows a span inside one month like a single month', () => {
    expect(dateFilterLabel([1772323200 + 86_400 * 3, 1772323200 + 86_400 * 9], 'en', '')).toBe('Mar 2026');
  });

  it('shows a span inside one year as Mon – Mon YYYY', () => {
    expect(dateFilterLabel(monthSpan({ year: 2026, month: 10 }, { year: 2026, month: 12 }), 'sv', '')).toBe('okt – dec 2026');
  });

  it('shows both years across years', () => {
    expect(dateFilterLabel(monthSpan({ year: 2026, month: 11 }, { year: 2027, month: 2 }), 'en', '')).toBe('Nov 2026 – Feb 2027');
  });

  it('falls back to the empty label for a span that is not one', () => {
    expect(dateFilterLabel([10, 5], 'en', 'Any date')).toBe('Any date');
    expect(dateFilterLabel([-5, 5], 'en', 'Any date')).toBe('Any date');
    expect(dateFilterLabel([1.5, 5], 'en', 'Any date')).toBe('Any date');
  });

  it('has twelve month names per language', () => {
    expect(MONTH_SHORT_NAMES.sv).toHaveLength(12);
    expect(MONTH_SHORT_NAMES.en).toHaveLength(12);
  });
});

describe('currentMonth', () => {
  it('turns with the Stockholm day, not at midnight UTC', () => {
    // 23:30 UTC on 30 November is 00:30 on 1 December in Stockholm (UTC+1 in winter).
    expect(currentMonth(Date.UTC(2026, 10, 30, 23, 30))).toEqual({ year: 2026, month: 12 });
    expect(currentMonth(Date.UTC(2026, 10, 30, 22, 59))).toEqual({ year: 2026, month: 11 });
    // 22:30 UTC on 31 December is 23:30 in Stockholm: still the old year.
    expect(currentMonth(Date.UTC(2026, 11, 31, 22, 30))).toEqual({ year: 2026, month: 12 });
    expect(currentMonth(Date.UTC(2026, 11, 31, 23, 0))).toEqual({ year: 2027, month: 1 });
  });
});
