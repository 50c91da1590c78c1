import { LANGUAGE_LOCALES, type Language } from '../../shared/i18n/languages';
import type { Currency } from '../../shared/schemas/primitives';

/** `YYYY-MM-DD` as a Date at 00:00 UTC; formatted in UTC so the calendar day never shifts. */
function utcDay(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

/** A price in its currency for the language, e.g. '12 500 kr' or '€1,250'; whole amounts without decimals. */
export function formatPrice(amount: number, currency: Currency, language: Language): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(LANGUAGE_LOCALES[language], {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

/** A calendar day for the language, e.g. '3 mars 2026' or '3 March 2026'. */
export function formatDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    utcDay(iso),
  );
}

/** The days of an event for the language, one day or a compact range such as '3–5 mars 2026'. */
export function formatDateRange(start: string, end: string, language: Language): string {
  if (end <= start) return formatDate(start, language);
  const format = new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return format.formatRange(utcDay(start), utcDay(end));
}
