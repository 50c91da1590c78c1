/**
 * Calendar days and ranges of days written for a reader of the language, e.g. '3 mars 2026' or
 * '30 Mar – 2 Apr 2026', in the same words and patterns as `Intl.DateTimeFormat` of sv-SE and
 * en-GB (day, long month and year; ranges with short months). Written out instead of asking Intl:
 * a browser's first date formatter loads its locale's calendar data, 50 ms of a phone's main
 * thread while a checkout step hydrates (docs/decisions/014), and the server's and the browser's
 * Intl data differ in spacing (en-GB ranges), which the same table on both sides cannot.
 * The unit test compares every day of several years with Node's Intl.
 */
import type { Language } from '../i18n/languages';

const LONG_MONTHS: Readonly<Record<Language, readonly string[]>> = {
  sv: ['januari', 'februari', 'mars', 'april', 'maj', 'juni', 'juli', 'augusti', 'september', 'oktober', 'november', 'december'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

const SHORT_MONTHS: Readonly<Record<Language, readonly string[]>> = {
  sv: ['jan.', 'feb.', 'mars', 'apr.', 'maj', 'juni', 'juli', 'aug.', 'sep.', 'okt.', 'nov.', 'dec.'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
};

/** Between the two ends of a range: an en dash, in English with thin spaces around it. */
const RANGE_DASH: Readonly<Record<Language, string>> = { sv: '\u2013', en: '\u2009\u2013\u2009' };

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

interface Day {
  year: number;
  /** 0-11, an index into the month tables. */
  month: number;
  day: number;
}

function dayOf(iso: string): Day | null {
  const match = ISO_DAY.exec(iso);
  if (!match) return null;
  const month = Number(match[2]) - 1;
  return month >= 0 && month < 12 ? { year: Number(match[1]), month, day: Number(match[3]) } : null;
}

/** `YYYY-MM-DD` as a day for the language, e.g. '3 mars 2026'; anything else is shown as it is. */
export function formatDate(iso: string, language: Language): string {
  const day = dayOf(iso);
  return day ? `${day.day} ${LONG_MONTHS[language][day.month]} ${day.year}` : iso;
}

/**
 * The days from `start` to `end` for the language, as compact as the calendar allows:
 * '3–5 mars 2026', '30 mars–2 apr. 2026', '30 dec. 2026–2 jan. 2027'. A range that ends on (or
 * before) its first day is that day, written as `formatDate` writes it.
 */
export function formatDateRange(start: string, end: string, language: Language): string {
  const from = dayOf(start);
  const to = dayOf(end);
  if (!from || !to) return end <= start ? formatDate(start, language) : `${start}${RANGE_DASH[language]}${end}`;
  if (end <= start) return formatDate(start, language);
  const month = SHORT_MONTHS[language];
  const last = `${to.day} ${month[to.month]} ${to.year}`;
  const first =
    from.year !== to.year
      ? `${from.day} ${month[from.month]} ${from.year}`
      : from.month !== to.month
        ? `${from.day} ${month[from.month]}`
        : `${from.day}`;
  return `${first}${RANGE_DASH[language]}${last}`;
}
