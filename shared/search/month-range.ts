import { businessDay } from '../calendar/business-day';
import { civilFromDays, daysFromCivil } from '../calendar/civil-date';
import type { DateSpan } from './search-state';

/** A calendar month; `month` runs from 1 (January) to 12. */
export interface YearMonth {
  year: number;
  month: number;
}

/** Interface languages of the date label. */
export type LabelLanguage = 'sv' | 'en';

/** Short month names, written out so the label never depends on a runtime's Intl data. */
export const MONTH_SHORT_NAMES: Readonly<Record<LabelLanguage, readonly string[]>> = {
  sv: ['jan', 'feb', 'mar', 'apr', 'maj', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};

/**
 * The business's current month (the month of today in Stockholm): the first month the date filter
 * offers, since no event starts in an earlier one any more. Counted as the site counts its days,
 * so the month turns when the events' day does, not at midnight UTC.
 */
export function currentMonth(nowMs: number): YearMonth {
  const { year, month } = businessDay(nowMs);
  return { year, month };
}

const DAY = 86_400;
const MIN_YEAR = 1970;
const MAX_YEAR = 9999;

// The year and month of a day number since 1970-01-01.
function monthOfDays(days: number): YearMonth {
  const { year, month } = civilFromDays(days);
  return { year, month };
}

function isYearMonth(value: YearMonth | undefined): value is YearMonth {
  return (
    value !== undefined &&
    Number.isInteger(value.year) &&
    Number.isInteger(value.month) &&
    value.year >= MIN_YEAR &&
    value.year <= MAX_YEAR &&
    value.month >= 1 &&
    value.month <= 12
  );
}

function monthIndex({ year, month }: YearMonth): number {
  return year * 12 + month - 1;
}

/**
 * The date picker's output: Unix seconds from the first day of the start month 00:00:00 UTC to
 * the last day of the end month 23:59:59 UTC (the start month's own end when no end is chosen).
 * Null for an invalid month or an end before the start.
 */
export function monthSpan(start: YearMonth, end?: YearMonth | null): DateSpan | null {
  const last = end ?? start;
  if (!isYearMonth(start) || !isYearMonth(last) || monthIndex(last) < monthIndex(start)) return null;
  const from = daysFromCivil({ year: start.year, month: start.month, day: 1 }) * DAY;
  const next = last.month === 12 ? { year: last.year + 1, month: 1 } : { year: last.year, month: last.month + 1 };
  const to = daysFromCivil({ year: next.year, month: next.month, day: 1 }) * DAY - 1;
  return [from, to];
}

/** The months a span starts and ends in (UTC), for showing a chosen span in the picker. */
export function monthsOfSpan(span: DateSpan | null): { start: YearMonth; end: YearMonth } | null {
  if (!span || !Number.isInteger(span[0]) || !Number.isInteger(span[1]) || span[0] < 0 || span[1] < span[0]) return null;
  const start = monthOfDays(Math.floor(span[0] / DAY));
  const end = monthOfDays(Math.floor(span[1] / DAY));
  return isYearMonth(start) && isYearMonth(end) ? { start, end } : null;
}

/**
 * The date filter's label: `emptyLabel` with no span; 'Mon YYYY' for one month; 'Mon – Mon YYYY'
 * within a year; 'Mon YYYY – Mon YYYY' across years.
 */
export function dateFilterLabel(span: DateSpan | null, language: LabelLanguage, emptyLabel: string): string {
  const months = monthsOfSpan(span);
  if (!months) return emptyLabel;
  const names = MONTH_SHORT_NAMES[language];
  const name = (value: YearMonth) => names[value.month - 1]!;
  const { start, end } = months;
  if (start.year === end.year && start.month === end.month) return `${name(start)} ${start.year}`;
  if (start.year === end.year) return `${name(start)} – ${name(end)} ${end.year}`;
  return `${name(start)} ${start.year} – ${name(end)} ${end.year}`;
}
