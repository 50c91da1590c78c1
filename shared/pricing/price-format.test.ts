import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../tests/support/property';
import type { Language } from '../i18n/languages';
import type { Currency } from '../schemas/primitives';
import { formatPrice } from './price-format';

const LOCALES: Record<Language, string> = { sv: 'sv-SE', en: 'en-GB' };
const CURRENCIES: readonly Currency[] = ['sek', 'eur', 'gbp'];

/** What Intl writes, the way the site used to ask for it. */
function intlPrice(amount: number, currency: Currency, language: Language): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

describe('prices written for the language', () => {
  it('read as in the examples', () => {
    expect(formatPrice(12500, 'sek', 'sv')).toBe('12\u00a0500\u00a0kr');
    expect(formatPrice(12500, 'sek', 'en')).toBe('SEK\u00a012,500');
    expect(formatPrice(1250, 'eur', 'en')).toBe('€1,250');
    expect(formatPrice(99.9, 'gbp', 'en')).toBe('£99.90');
    expect(formatPrice(-500, 'sek', 'sv')).toBe('\u2212500\u00a0kr');
    expect(formatPrice(1.005, 'eur', 'sv')).toBe('1,01\u00a0€');
  });

  it("match Intl's on chosen amounts in every currency and language", () => {
    const amounts = [
      0, -0, 1, 5, 999, 1000, 12500, 999999.995, 1234567, -500, -12500.5, 1250.5, 0.004, 0.005, -0.004, 1.005, 99.995, 2.675, 1e21, 5e-7,
    ];
    for (const language of ['sv', 'en'] as const) {
      for (const currency of CURRENCIES) {
        for (const amount of amounts)
          expect(formatPrice(amount, currency, language), `${amount} ${currency} ${language}`).toBe(intlPrice(amount, currency, language));
      }
    }
  });

  const pricesMatchIntl = fc.property(
    fc.oneof(
      fc.integer({ min: -10_000_000, max: 10_000_000 }),
      fc.integer({ min: -100_000_000, max: 100_000_000 }).map((cents) => cents / 100),
      fc.double({ min: -1e9, max: 1e9, noNaN: true }),
    ),
    fc.constantFrom(...CURRENCIES),
    fc.constantFrom<Language>('sv', 'en'),
    (amount, currency, language) => formatPrice(amount, currency, language) === intlPrice(amount, currency, language),
  );
  it("match Intl's on any amount", () => assertProperty({ pricesMatchIntl }, 2000));
});
