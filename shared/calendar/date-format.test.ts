import { describe, expect, test } from 'vitest';
import { civilFromDays, daysFromCivil, toIsoDate } from './civil-date';
import type { Language } from '../i18n/languages';
import { formatDate, formatDateRange } from './date-format';

const LOCALES: Record<Language, string> = { sv: 'sv-SE', en: 'en-GB' };
const iso = (days: number) => toIsoDate(civilFromDays(days));
const utc = (day: string) => new Date(`${day}T00:00:00Z`);

describe('days written for the language', () => {
  test('read as in the examples', () => {
    expect(formatDate('2026-03-03', 'sv')).toBe('3 mars 2026');
    expect(formatDate('2026-03-03', 'en')).toBe('3 March 2026');
    expect(formatDateRange('2026-03-03', '2026-03-05', 'sv')).toBe('3–5 mars 2026');
    expect(formatDateRange('2026-03-30', '2026-04-02', 'sv')).toBe('30 mars–2 apr. 2026');
    expect(formatDateRange('2026-12-30', '2027-01-02', 'en')).toBe('30 Dec 2026\u2009–\u20092 Jan 2027');
    expect(formatDateRange('2026-09-01', '2026-09-01', 'en')).toBe('1 September 2026');
  });

  // Every day of four years (a leap year among them), with ranges of every length that changes the
  // pattern: the same month, the next months, the next year.
  for (const language of ['sv', 'en'] as const) {
    test(`match Intl's ${LOCALES[language]} on every day of 2025-2028 (Node's ICU)`, () => {
      const long = new Intl.DateTimeFormat(LOCALES[language], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
      const short = new Intl.DateTimeFormat(LOCALES[language], { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
      const first = daysFromCivil({ year: 2025, month: 1, day: 1 });
      const last = daysFromCivil({ year: 2028, month: 12, day: 31 });
      for (let day = first; day <= last; day += 1) {
        const start = iso(day);
        expect(formatDate(start, language)).toBe(long.format(utc(start)));
        for (const length of [1, 2, 4, 13, 29, 45, 200, 366]) {
          const end = iso(day + length);
          expect(formatDateRange(start, end, language), `${start} ${end}`).toBe(short.formatRange(utc(start), utc(end)));
        }
        expect(formatDateRange(start, start, language)).toBe(long.format(utc(start)));
      }
    });
  }

  test('a value that is not a day is shown as it is, never thrown on', () => {
    expect(formatDate('soon', 'sv')).toBe('soon');
    expect(formatDate('2026-13-01', 'en')).toBe('2026-13-01');
    expect(formatDateRange('2026-03-01', 'later', 'sv')).toBe('2026-03-01–later');
  });
});
