import { LANGUAGE_LOCALES, type Language } from '../../shared/i18n/languages';
import type { Currency } from '../../shared/schemas/primitives';

/** `YYYY-MM-DD` as a Date at 00:00 UTC; formatted in UTC so the calendar day never shifts. */
function utcDay(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

/*
 * One formatter per language and kind, made on first use and kept: building an Intl formatter
 * costs far more than formatting with it, and a course page formats a date for every event (it was
 * a tenth of the server's time rendering one). Formatters hold no state between calls.
 */
function memoized<Key, Formatter>(make: (key: Key) => Formatter): (key: Key) => Formatter {
  const made = new Map<Key, Formatter>();
  return (key) => {
    let formatter = made.get(key);
    if (formatter === undefined) {
      formatter = make(key);
      made.set(key, formatter);
    }
    return formatter;
  };
}

const priceFormats = new Map<string, Intl.NumberFormat>();
function priceFormat(language: Language, currency: string, fractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `${language} ${currency} ${fractionDigits}`;
  let format = priceFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(LANGUAGE_LOCALES[language], {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    priceFormats.set(key, format);
  }
  return format;
}

const longDayFormat = memoized(
  (language: Language) =>
    new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
);

const shortDayFormat = memoized(
  (language: Language) =>
    new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
);

/** A price in its currency for the language, e.g. '12 500 kr' or '€1,250'; whole amounts without decimals. */
export function formatPrice(amount: number, currency: Currency, language: Language): string {
  return priceFormat(language, currency.toUpperCase(), Number.isInteger(amount) ? 0 : 2).format(amount);
}

/** A calendar day for the language, e.g. '3 mars 2026' or '3 March 2026'. */
export function formatDate(iso: string, language: Language): string {
  return longDayFormat(language).format(utcDay(iso));
}

/** Formatted ranges kept, at most; the lot is dropped when full (event dates come from outside). */
const RANGES_KEPT = 2048;
const formattedRanges = new Map<string, string>();

/**
 * The days of an event for the language, one day or a compact range such as '3–5 mars 2026'.
 * A course page formats the same few ranges on every render, and `formatRange` was 7-9 % of the
 * server's time rendering one, so each answer is kept by its days and language.
 */
export function formatDateRange(start: string, end: string, language: Language): string {
  if (end <= start) return formatDate(start, language);
  const key = `${language} ${start} ${end}`;
  let text = formattedRanges.get(key);
  if (text === undefined) {
    if (formattedRanges.size >= RANGES_KEPT) formattedRanges.clear();
    text = shortDayFormat(language).formatRange(utcDay(start), utcDay(end));
    formattedRanges.set(key, text);
  }
  return text;
}
