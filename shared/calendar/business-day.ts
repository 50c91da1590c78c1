/**
 * What "today" is for this business, and which events are still ahead. The organisation runs its
 * events in Sweden, so a day is a calendar day in Stockholm time (Europe/Stockholm), whoever asks
 * and wherever the server runs. Event dates are such days (`YYYY-MM-DD`).
 *
 * An event has started from the first moment of its start day in Stockholm. From then on it is no
 * longer bookable: the cart drops it before pricing, the back end answers it closed, and the
 * site stops listing it as upcoming.
 *
 * The clock is always passed in (epoch milliseconds). The arithmetic is done by hand because
 * `shared/` may not rely on `Date` or `Intl` time zones.
 */

import { civilFromDays, daysFromCivil, toIsoDate, weekday, type CivilDate } from './civil-date';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Days since 1970-01-01 of the last Sunday of a month whose last day is `lastDay`. */
function lastSundayOf(year: number, month: number, lastDay: number): number {
  const last = { year, month, day: lastDay };
  return daysFromCivil(last) - weekday(last);
}

/**
 * Offset of Stockholm time from UTC at an instant: UTC+2 while EU summer time runs (from 01:00 UTC
 * on the last Sunday of March to 01:00 UTC on the last Sunday of October), UTC+1 otherwise.
 */
export function stockholmOffsetMs(nowMs: number): number {
  const { year } = civilFromDays(Math.floor(nowMs / DAY_MS));
  const summerStart = lastSundayOf(year, 3, 31) * DAY_MS + HOUR_MS;
  const summerEnd = lastSundayOf(year, 10, 31) * DAY_MS + HOUR_MS;
  return nowMs >= summerStart && nowMs < summerEnd ? 2 * HOUR_MS : HOUR_MS;
}

/** The business's calendar day at an instant: the day in Stockholm. */
export function businessDay(nowMs: number): CivilDate {
  return civilFromDays(Math.floor((nowMs + stockholmOffsetMs(nowMs)) / DAY_MS));
}

/** Today for the business at an instant: the calendar day (`YYYY-MM-DD`) in Stockholm. */
export function businessToday(nowMs: number): string {
  return toIsoDate(businessDay(nowMs));
}

/** Whether an event starting on `startDate` (`YYYY-MM-DD`) has started at `nowMs`. */
export function hasStarted(startDate: string, nowMs: number): boolean {
  // ISO calendar dates of equal length compare correctly as strings.
  return startDate <= businessToday(nowMs);
}

/**
 * The events that have not started at `nowMs`, earliest start first; events starting on the same
 * day keep one order, by id. Cancelled events stay (flagged), so a page can say so.
 */
export function upcomingEvents<E extends { startDate: string; id: number }>(events: readonly E[], nowMs: number): E[] {
  const today = businessToday(nowMs);
  // ISO dates compare as plain strings; `localeCompare` would ask the locale's collation for each pair.
  return events
    .filter((event) => event.startDate > today)
    .sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : a.id - b.id));
}
