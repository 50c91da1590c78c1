/**
 * A price written for a reader of the language, e.g. '12 500 kr', 'SEK 12,500' or '€1,250', in
 * the same characters as `Intl.NumberFormat` of sv-SE and en-GB with `style: 'currency'` (no-break
 * spaces, a true minus sign in Swedish, halves rounded away from zero). Written out instead of
 * asking Intl: a browser's first Intl formatter of a page loads its locale's data, 50-70 ms of a
 * phone's main thread while a checkout step hydrates (docs/decisions/014). The unit test compares
 * it with Node's Intl for every currency, both decimals and a spread of amounts.
 */
import type { Language } from '../i18n/languages';
import type { Currency } from '../schemas/primitives';

const NBSP = '\u00a0';

/** How each language writes an amount: its separators, minus sign and where the currency goes. */
const STYLE: Readonly<
  Record<Language, { group: string; decimal: string; minus: string; write: (digits: string, currency: Currency) => string }>
> = {
  sv: {
    group: NBSP,
    decimal: ',',
    minus: '\u2212',
    write: (digits, currency) => `${digits}${NBSP}${{ sek: 'kr', eur: '€', gbp: 'GBP' }[currency]}`,
  },
  en: {
    group: ',',
    decimal: '.',
    minus: '-',
    write: (digits, currency) => `${{ sek: `SEK${NBSP}`, eur: '€', gbp: '£' }[currency]}${digits}`,
  },
};

/**
 * `value` (not negative) rounded to `fractionDigits` as whole and fraction digit strings, from its
 * shortest decimal form as Intl rounds it (1.005 is 1.01, though the double is a hair below).
 */
function roundedDigits(value: number, fractionDigits: 0 | 2): { whole: string; fraction: string } {
  const text = String(value);
  // Written with an exponent: doubles this large are whole, and this small round to zero.
  if (value >= 1e21) return { whole: BigInt(value).toString(), fraction: '' };
  if (/e/i.test(text)) {
    const [whole = '0', fraction = ''] = value.toFixed(fractionDigits).split('.');
    return { whole, fraction };
  }
  const [wholeText = '0', fractionText = ''] = text.split('.');
  const kept = `${wholeText}${fractionText.padEnd(fractionDigits, '0').slice(0, fractionDigits)}`;
  const roundUp = (fractionText[fractionDigits] ?? '0') >= '5';
  const digits = roundUp ? (BigInt(kept) + 1n).toString() : kept.replace(/^0+(?=\d)/, '');
  const padded = digits.padStart(fractionDigits + 1, '0');
  return { whole: padded.slice(0, padded.length - fractionDigits), fraction: padded.slice(padded.length - fractionDigits) };
}

/** An amount in its currency for the language; whole amounts without decimals, others with two. */
export function formatPrice(amount: number, currency: Currency, language: Language): string {
  if (!Number.isFinite(amount)) return String(amount);
  const style = STYLE[language];
  const fractionDigits = Number.isInteger(amount) ? 0 : 2;
  const { whole, fraction } = roundedDigits(Math.abs(amount), fractionDigits);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, style.group);
  const digits = style.write(fraction ? `${grouped}${style.decimal}${fraction}` : grouped, currency);
  return amount < 0 || Object.is(amount, -0) ? `${style.minus}${digits}` : digits;
}
