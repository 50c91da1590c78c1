import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../tests/support/property';
import { addDays, civilFromDays, daysFromCivil, isCivilDate, isoDateToEpochSeconds, parseIsoDate, toIsoDate, weekday } from './civil-date';
import { CivilDateSchema } from './civil-date-schema';

const dayCountsRoundTrip = fc.property(fc.integer({ min: 0, max: 2_900_000 }), (days) => {
  expect(daysFromCivil(civilFromDays(days))).toBe(days);
});

const part = fc.oneof(fc.integer({ min: -5, max: 10_005 }), fc.double(), fc.constant(Number.NaN));
const handCheckAgreesWithSchemaOnAnyParts = fc.property(part, part, part, (year, month, day) => {
  const date = { year, month, day };
  expect(isCivilDate(date)).toBe(CivilDateSchema.safeParse(date).success);
});
const handCheckAgreesWithSchemaOnPlausibleDays = fc.property(
  fc.integer({ min: 1970, max: 9999 }),
  fc.integer({ min: 1, max: 12 }),
  fc.integer({ min: 1, max: 31 }),
  (year, month, day) => {
    const date = { year, month, day };
    expect(isCivilDate(date)).toBe(CivilDateSchema.safeParse(date).success);
  },
);

describe('civil dates', () => {
  it('counts days from the Unix epoch', () => {
    expect(daysFromCivil({ year: 1970, month: 1, day: 1 })).toBe(0);
    expect(daysFromCivil({ year: 2000, month: 3, day: 1 })).toBe(11_017);
  });

  it('round-trips every day count through a calendar day', () => assertProperty({ dayCountsRoundTrip }, 100));

  it('agrees with the platform calendar for many day counts', () => {
    for (let days = 0; days < 40_000; days += 37) {
      // Test-only: the platform's calendar through Date; the code under test does not use it.
      expect(toIsoDate(civilFromDays(days))).toBe(new Date(days * 86_400_000).toISOString().slice(0, 10));
    }
  });

  it('crosses month, year and leap-day boundaries when adding days', () => {
    expect(toIsoDate(addDays({ year: 2024, month: 2, day: 28 }, 1))).toBe('2024-02-29');
    expect(toIsoDate(addDays({ year: 2023, month: 2, day: 28 }, 1))).toBe('2023-03-01');
    expect(toIsoDate(addDays({ year: 2025, month: 12, day: 31 }, 1))).toBe('2026-01-01');
    expect(toIsoDate(addDays({ year: 2026, month: 1, day: 1 }, -1))).toBe('2025-12-31');
  });

  it('knows the day of the week', () => {
    expect(weekday({ year: 1970, month: 1, day: 1 })).toBe(4);
    expect(weekday({ year: 2025, month: 1, day: 6 })).toBe(1);
  });

  it('parses real ISO days and refuses impossible ones', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2023-02-29')).toBeNull();
    expect(parseIsoDate('2023-13-01')).toBeNull();
    expect(parseIsoDate('2023-1-01')).toBeNull();
    expect(CivilDateSchema.safeParse({ year: 2025, month: 4, day: 31 }).success).toBe(false);
  });

  it('checks a day by hand exactly as the schema does', () => {
    assertProperty({ handCheckAgreesWithSchemaOnAnyParts }, 100);
    assertProperty({ handCheckAgreesWithSchemaOnPlausibleDays }, 100);
  });

  it('gives Unix seconds at midnight UTC of a day', () => {
    expect(isoDateToEpochSeconds('1970-01-02')).toBe(86_400);
    expect(isoDateToEpochSeconds('nonsense')).toBeNull();
  });
});
