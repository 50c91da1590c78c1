import { describe, expect, it } from 'vitest';
import { eventDates } from './event-dates';

const today = { year: 2025, month: 12, day: 30 };

describe('eventDates', () => {
  it('starts the event offset days after today and counts the end day in', () => {
    expect(eventDates(3, 3, today)).toEqual({ startDate: '2026-01-02', endDate: '2026-01-04' });
  });

  it('ends a one-day event on its start day', () => {
    expect(eventDates(0, 1, today)).toEqual({ startDate: '2025-12-30', endDate: '2025-12-30' });
  });

  it('refuses a length below one day and fractional offsets', () => {
    expect(() => eventDates(1, 0, today)).toThrow(RangeError);
    expect(() => eventDates(1.5, 2, today)).toThrow(RangeError);
  });
});
