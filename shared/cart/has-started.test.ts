import { describe, expect, it } from 'vitest';
import { civilFromDays, daysFromCivil } from '../calendar/civil-date';
import { hasStarted, swedishDate } from './has-started';

const utc = (iso: string) => {
  // Test-only parsing through Date; the code under test does not use it.
  return new Date(iso).getTime();
};

describe('event start dates in Swedish time', () => {
  it('converts dates to day numbers and back', () => {
    expect(daysFromCivil({ year: 1970, month: 1, day: 1 })).toBe(0);
    expect(daysFromCivil({ year: 2000, month: 3, day: 1 })).toBe(11_017);
    for (const days of [-800_000, -1, 0, 59, 11_016, 20_000, 2_932_896]) {
      expect(daysFromCivil(civilFromDays(days))).toBe(days);
    }
  });

  it('agrees with the platform calendar for many instants', () => {
    for (let days = 0; days < 40_000; days += 37) {
      const iso = new Date(days * 86_400_000).toISOString().slice(0, 10);
      const { year, month, day } = civilFromDays(days);
      expect(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`).toBe(iso);
    }
  });

  it('uses winter time (UTC+1) in January', () => {
    expect(swedishDate(utc('2025-01-15T22:59:59Z'))).toBe('2025-01-15');
    expect(swedishDate(utc('2025-01-15T23:00:00Z'))).toBe('2025-01-16');
  });

  it('uses summer time (UTC+2) in July', () => {
    expect(swedishDate(utc('2025-07-01T21:59:59Z'))).toBe('2025-07-01');
    expect(swedishDate(utc('2025-07-01T22:00:00Z'))).toBe('2025-07-02');
  });

  it('switches to summer time at 01:00 UTC on the last Sunday of March', () => {
    // 2025-03-30 is the last Sunday of March.
    expect(swedishDate(utc('2025-03-29T22:59:00Z'))).toBe('2025-03-29');
    expect(swedishDate(utc('2025-03-29T23:00:00Z'))).toBe('2025-03-30');
  });

  it('switches back at 01:00 UTC on the last Sunday of October', () => {
    // 2025-10-26 is the last Sunday of October: at 22:30 UTC the day before it is already summer time.
    expect(swedishDate(utc('2025-10-25T22:30:00Z'))).toBe('2025-10-26');
    expect(swedishDate(utc('2025-10-26T22:30:00Z'))).toBe('2025-10-26');
    expect(swedishDate(utc('2025-10-26T23:00:00Z'))).toBe('2025-10-27');
  });

  it('considers an event started from the first moment of its start date in Sweden', () => {
    expect(hasStarted('2025-03-10', utc('2025-03-09T22:59:59Z'))).toBe(false);
    expect(hasStarted('2025-03-10', utc('2025-03-09T23:00:00Z'))).toBe(true);
    expect(hasStarted('2025-03-10', utc('2026-01-01T00:00:00Z'))).toBe(true);
  });
});
