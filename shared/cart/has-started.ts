/**
 * Event dates are calendar days (`YYYY-MM-DD`) in Swedish time, where the organisation runs its
 * events. An event has started once its start date has begun in Sweden: from then on it is
 * dropped from carts and priced as closed. The calendar arithmetic is done by hand because
 * `shared/` may not rely on `Date` or `Intl` time zones.
 */

import { civilFromDays, daysFromCivil } from '../calendar/civil-date';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

function lastSundayOf(year: number, month: number, lastDay: number): number {
  const days = daysFromCivil({ year, month, day: lastDay });
  const weekday = (((days + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday; 0 is Sunday
  return days - weekday;
}

/** Offset of Swedish time from UTC at an instant: EU summer time runs between 01:00 UTC on the last Sundays of March and October. */
export function swedishOffsetMs(now: number): number {
  const { year } = civilFromDays(Math.floor(now / DAY_MS));
  const summerStart = lastSundayOf(year, 3, 31) * DAY_MS + HOUR_MS;
  const summerEnd = lastSundayOf(year, 10, 31) * DAY_MS + HOUR_MS;
  return now >= summerStart && now < summerEnd ? 2 * HOUR_MS : HOUR_MS;
}

/** The calendar date (`YYYY-MM-DD`) in Sweden at an instant in epoch milliseconds. */
export function swedishDate(now: number): string {
  const { year, month, day } = civilFromDays(Math.floor((now + swedishOffsetMs(now)) / DAY_MS));
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** Whether an event starting on `startDate` (`YYYY-MM-DD`) has started at `now`. */
export function hasStarted(startDate: string, now: number): boolean {
  // ISO calendar dates of equal length compare correctly as strings.
  return startDate <= swedishDate(now);
}
