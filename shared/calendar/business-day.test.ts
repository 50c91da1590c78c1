import { describe, expect, it } from 'vitest';
import { businessDay, businessToday, hasStarted, stockholmOffsetMs, upcomingEvents } from './business-day';

/** Epoch milliseconds of an ISO instant (test-only parsing through Date; the code under test does not use it). */
const at = (iso: string) => new Date(iso).getTime();

const HOUR_MS = 3_600_000;

/** The Stockholm calendar day of an instant according to the platform's time-zone database. */
const stockholmDayByTimeZoneDatabase = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Stockholm',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const event = (id: number, startDate: string, cancelled = false) => ({ id, startDate, cancelled });

describe('today for the business', () => {
  it('is the Stockholm day, which begins at 23:00 UTC in winter', () => {
    expect(businessToday(at('2026-01-15T22:59:59.999Z'))).toBe('2026-01-15');
    expect(businessToday(at('2026-01-15T23:00:00Z'))).toBe('2026-01-16');
  });

  it('begins at 22:00 UTC in summer', () => {
    expect(businessToday(at('2026-07-01T21:59:59.999Z'))).toBe('2026-07-01');
    expect(businessToday(at('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });

  it('starts the last Sunday of March at 23:00 UTC and the next day at 22:00 UTC, as summer time begins that night', () => {
    // 2026-03-29 is the last Sunday of March; clocks go forward at 01:00 UTC.
    expect(businessToday(at('2026-03-28T22:59:59Z'))).toBe('2026-03-28');
    expect(businessToday(at('2026-03-28T23:00:00Z'))).toBe('2026-03-29');
    expect(stockholmOffsetMs(at('2026-03-29T00:59:59Z'))).toBe(HOUR_MS);
    expect(stockholmOffsetMs(at('2026-03-29T01:00:00Z'))).toBe(2 * HOUR_MS);
    expect(businessToday(at('2026-03-29T21:59:59Z'))).toBe('2026-03-29');
    expect(businessToday(at('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
  });

  it('starts the last Sunday of October at 22:00 UTC and the next day at 23:00 UTC, as summer time ends that night', () => {
    // 2026-10-25 is the last Sunday of October; clocks go back at 01:00 UTC.
    expect(businessToday(at('2026-10-24T21:59:59Z'))).toBe('2026-10-24');
    expect(businessToday(at('2026-10-24T22:00:00Z'))).toBe('2026-10-25');
    expect(stockholmOffsetMs(at('2026-10-25T00:59:59Z'))).toBe(2 * HOUR_MS);
    expect(stockholmOffsetMs(at('2026-10-25T01:00:00Z'))).toBe(HOUR_MS);
    expect(businessToday(at('2026-10-25T22:59:59Z'))).toBe('2026-10-25');
    expect(businessToday(at('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
  });

  it("turns the year at Stockholm's midnight on New Year's Eve, 23:00 UTC", () => {
    expect(businessDay(at('2026-12-31T22:59:59.999Z')).year).toBe(2026);
    expect(businessDay(at('2026-12-31T23:00:00Z')).year).toBe(2027);
  });

  it('agrees with the time-zone database at every half hour of two years', () => {
    for (let now = at('2025-01-01T00:00:00Z'); now < at('2027-01-01T00:00:00Z'); now += HOUR_MS / 2) {
      expect(businessToday(now), new Date(now).toISOString()).toBe(stockholmDayByTimeZoneDatabase.format(now));
    }
  });
});

describe('when an event has started', () => {
  it('is from the first moment of its start day in Stockholm, not in UTC', () => {
    expect(hasStarted('2026-03-10', at('2026-03-09T22:59:59Z'))).toBe(false);
    expect(hasStarted('2026-03-10', at('2026-03-09T23:00:00Z'))).toBe(true);
    expect(hasStarted('2026-03-10', at('2027-01-01T00:00:00Z'))).toBe(true);
  });

  it('is at 22:00 UTC the evening before in summer', () => {
    expect(hasStarted('2026-08-01', at('2026-07-31T21:59:59Z'))).toBe(false);
    expect(hasStarted('2026-08-01', at('2026-07-31T22:00:00Z'))).toBe(true);
  });
});

describe('upcoming events', () => {
  it('are the events that have not started: one starting today is no longer upcoming, one starting tomorrow is', () => {
    const events = [event(1, '2026-03-02'), event(2, '2026-03-03'), event(3, '2026-03-04')];
    expect(upcomingEvents(events, at('2026-03-03T12:00:00Z')).map((e) => e.id)).toEqual([3]);
  });

  it('lose an event at midnight in Stockholm, an hour before midnight in UTC', () => {
    const events = [event(1, '2026-03-04')];
    expect(upcomingEvents(events, at('2026-03-03T22:59:59Z'))).toEqual(events);
    expect(upcomingEvents(events, at('2026-03-03T23:00:00Z'))).toEqual([]);
  });

  it('lose an event at midnight in Stockholm on the night summer time begins', () => {
    // 2026-03-29 began at 23:00 UTC in winter time; 2026-03-30 begins at 22:00 UTC in summer time.
    const events = [event(1, '2026-03-29'), event(2, '2026-03-30')];
    expect(upcomingEvents(events, at('2026-03-28T22:59:59Z')).map((e) => e.id)).toEqual([1, 2]);
    expect(upcomingEvents(events, at('2026-03-28T23:00:00Z')).map((e) => e.id)).toEqual([2]);
    expect(upcomingEvents(events, at('2026-03-29T21:59:59Z')).map((e) => e.id)).toEqual([2]);
    expect(upcomingEvents(events, at('2026-03-29T22:00:00Z'))).toEqual([]);
  });

  it('come earliest first, and events starting the same day by id whatever order they arrive in', () => {
    const events = [event(30, '2026-05-01'), event(20, '2026-04-01'), event(12, '2026-04-01'), event(11, '2026-04-01')];
    expect(upcomingEvents(events, at('2026-03-03T12:00:00Z')).map((e) => e.id)).toEqual([11, 12, 20, 30]);
  });

  it('keep cancelled events, flagged, so that a page can say so', () => {
    const events = [event(1, '2026-04-01', true), event(2, '2026-04-02')];
    expect(upcomingEvents(events, at('2026-03-03T12:00:00Z'))).toEqual(events);
  });

  it('leave the list they are given as it was', () => {
    const events = [event(2, '2026-05-01'), event(1, '2026-04-01')];
    upcomingEvents(events, at('2026-03-03T12:00:00Z'));
    expect(events.map((e) => e.id)).toEqual([2, 1]);
  });
});
