/**
 * Calendar arithmetic on plain `{ year, month, day }` values. It avoids `Date` on purpose: the
 * shared code has no guaranteed clock or time-zone API, and a calendar day is all content needs.
 * No zod here (the month picker needs this on first load); civil-date-schema.ts validates input.
 */

/** A calendar day; `month` is 1-12. */
export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

/** Whether the numbers name a real calendar day in the years content can have (1970-9999). */
export function isCivilDate({ year, month, day }: CivilDate): boolean {
  return (
    Number.isInteger(year) &&
    year >= 1970 &&
    year <= 9999 &&
    Number.isInteger(month) &&
    month >= 1 &&
    month <= 12 &&
    Number.isInteger(day) &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/** Whether a year has 29 February. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Number of days in a month (1-12) of a year. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Days since 1970-01-01 of a calendar day (H. Hinnant's days_from_civil). */
export function daysFromCivil({ year, month, day }: CivilDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

/** The calendar day a count of days since 1970-01-01 falls on (inverse of `daysFromCivil`). */
export function civilFromDays(days: number): CivilDate {
  const z0 = days + 719_468;
  const era = Math.floor(z0 / 146_097);
  const doe = z0 - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** A calendar day moved by a whole number of days (negative moves back). */
export function addDays(date: CivilDate, days: number): CivilDate {
  return civilFromDays(daysFromCivil(date) + days);
}

/** Day of the week, 0 = Sunday ... 6 = Saturday (1970-01-01 was a Thursday). */
export function weekday(date: CivilDate): number {
  return (((daysFromCivil(date) + 4) % 7) + 7) % 7;
}

/** `YYYY-MM-DD` of a calendar day. */
export function toIsoDate({ year, month, day }: CivilDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The calendar day of a `YYYY-MM-DD` string, or null when it is not a real day. */
export function parseIsoDate(value: string): CivilDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isCivilDate(date) ? date : null;
}

/** Unix seconds at 00:00 UTC of a `YYYY-MM-DD` day (the unit of the search date filter), or null. */
export function isoDateToEpochSeconds(value: string): number | null {
  const date = parseIsoDate(value);
  return date ? daysFromCivil(date) * 86_400 : null;
}
