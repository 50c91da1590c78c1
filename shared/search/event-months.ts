import { civilFromDays, parseIsoDate } from '../calendar/civil-date';
import type { DateSpan } from './search-state';

/**
 * A calendar month as one number, `YYYYMM` (202705 is May 2027): numbers of later months are
 * larger, so "an event in May to July 2027" is the numeric range 202705 TO 202707, which both
 * search engines test against a record's list of event months (any element in range).
 */
export type MonthNumber = number;

const DAY = 86_400;

function monthNumber(year: number, month: number): MonthNumber {
  return year * 100 + month;
}

/**
 * The months in which any of the events runs, from each event's start month to its end month,
 * ascending and without repeats (`YYYY-MM-DD` civil dates; an unreadable date adds nothing).
 */
export function eventMonths(events: readonly { startDate: string; endDate: string }[]): MonthNumber[] {
  const months = new Set<MonthNumber>();
  for (const event of events) {
    const start = parseIsoDate(event.startDate);
    const end = parseIsoDate(event.endDate) ?? start;
    if (!start || !end) continue;
    let year = start.year;
    let month = start.month;
    while (monthNumber(year, month) <= monthNumber(end.year, end.month)) {
      months.add(monthNumber(year, month));
      month += 1;
      if (month > 12) {
        year += 1;
        month = 1;
      }
    }
  }
  return [...months].sort((a, b) => a - b);
}

/** The month (UTC) of a Unix second, as a month number. */
export function monthNumberOfSeconds(seconds: number): MonthNumber {
  const { year, month } = civilFromDays(Math.floor(seconds / DAY));
  return monthNumber(year, month);
}

/** The first and last month a date span touches (the picker's spans run from a month's first second to a month's last). */
export function monthNumbersOfSpan([from, to]: DateSpan): [MonthNumber, MonthNumber] {
  return [monthNumberOfSeconds(from), monthNumberOfSeconds(to)];
}
