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
import { parseIsoDate } from './civil-date';

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

/** `YYYY-MM-DD` as a day for the language, e.g. '3 mars 2026'; anything but a real day is shown as it is. */
export function formatDate(iso: string, language: Language): string {
  const day = parseIsoDate(iso);
  return day ? `${day.day} ${LONG_MONTHS[language][day.month - 1]} ${day.year}` : iso;
}

/**
 * The days from `start` to `end` for the language, as compact as the calendar allows:
 * '3–5 mars 2026', '30 mars–2 apr. 2026', '30 dec. 2026–2 jan. 2027'. A range that ends on (or
 * before) its first day is that day, written as `formatDate` writes it.
 */
export function formatDateRange(start: string, end: string, language: Language): string {
  if (end <= start) return formatDate(start, language);
  const from = parseIsoDate(start);
  const to = parseIsoDate(end);
  if (!from || !to) return `${start}${RANGE_DASH[language]}${end}`;
  const month = SHORT_MONTHS[language];
  const last = `${to.day} ${month[to.month - 1]} ${to.year}`;
  const first =
    from.year !== to.year
      ? `${from.day} ${month[from.month - 1]} ${from.year}`
      : from.month !== to.month
        ? `${from.day} ${month[from.month - 1]}`
        : `${from.day}`;
  return `${first}${RANGE_DASH[language]}${last}`;
}
