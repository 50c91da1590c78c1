import { describe, expect, test } from 'vitest';
import { formatDate, formatDateRange, formatPrice } from './format';

// Intl separates groups and units with no-break spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

describe('formatting for the language', () => {
  test('a price shows its own currency in the language', () => {
    expect(plain(formatPrice(12500, 'sek', 'sv'))).toBe('12 500 kr');
    expect(plain(formatPrice(12500, 'sek', 'en'))).toBe('SEK 12,500');
    expect(formatPrice(1250, 'eur', 'en')).toBe('€1,250');
    expect(formatPrice(990, 'gbp', 'en')).toBe('£990');
    expect(plain(formatPrice(1250, 'eur', 'sv'))).toBe('1 250 €');
  });

  test('an amount with öre or cents keeps two decimals', () => {
    expect(plain(formatPrice(1250.5, 'sek', 'sv'))).toBe('1 250,50 kr');
    expect(formatPrice(99.9, 'gbp', 'en')).toBe('£99.90');
  });

  test('a date is a calendar day in the language, whatever the time zone', () => {
    expect(formatDate('2026-03-03', 'sv')).toBe('3 mars 2026');
    expect(formatDate('2026-03-03', 'en')).toBe('3 March 2026');
  });

  test('a one-day event shows one date and a longer one a range', () => {
    expect(formatDateRange('2026-03-03', '2026-03-03', 'en')).toBe('3 March 2026');
    expect(plain(formatDateRange('2026-03-03', '2026-03-05', 'sv'))).toMatch(/^3[–-]5 mars 2026$/);
    expect(plain(formatDateRange('2026-03-30', '2026-04-02', 'en'))).toMatch(/^30 Mar [–-] 2 Apr 2026$/);
  });

  test('a range asked for again, in either language and past the kept number, reads the same', () => {
    const first = { sv: formatDateRange('2026-05-04', '2026-05-06', 'sv'), en: formatDateRange('2026-05-04', '2026-05-06', 'en') };
    // More ranges than are kept, so the kept ones are dropped on the way.
    for (let day = 0; day < 2100; day += 1)
      formatDateRange('2029-12-31', new Date(Date.UTC(2030, 0, 1 + day)).toISOString().slice(0, 10), 'sv');
    expect(formatDateRange('2026-05-04', '2026-05-06', 'sv')).toBe(first.sv);
    expect(formatDateRange('2026-05-04', '2026-05-06', 'en')).toBe(first.en);
    expect(first.sv).not.toBe(first.en);
  });
});
