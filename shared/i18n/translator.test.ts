import { describe, expect, test } from 'vitest';
import { catalogues } from './messages/catalogue';
import { countText, translator } from './translator';

function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
}

describe('translator', () => {
  test('Swedish and English catalogues have the same keys', () => {
    expect(leafKeys(catalogues.en).sort()).toEqual(leafKeys(catalogues.sv).sort());
  });

  test('no message is empty in either language', () => {
    for (const language of ['sv', 'en'] as const) {
      for (const key of leafKeys(catalogues[language])) {
        expect(translator(language)(key as never).trim(), key).not.toBe('');
      }
    }
  });

  test('looks messages up by key in the requested language', () => {
    expect(translator('sv')('cta.back')).toBe('Tillbaka');
    expect(translator('en')('cta.back')).toBe('Back');
    expect(translator('sv')('search.no_results')).toBe('Inga resultat');
  });

  test('fills in parameters', () => {
    expect(translator('en')('site.copyright', { year: 2026 })).toBe('© 2026 FEI Education');
  });

  test('an unknown key renders as the key instead of an empty string', () => {
    expect(translator('en')('cta.nope' as never)).toBe('cta.nope');
  });

  test('the English 404 title is the exact text of the specification, the Swedish one its Swedish equivalent', () => {
    expect(translator('en')('error.title_404')).toBe('404 Not Found ');
    expect(translator('sv')('error.title_404')).toBe('404 Sidan hittades inte');
  });

  test('the other error titles are the exact texts of the specification in English, and translated in Swedish', () => {
    expect(translator('en')('error.title_500')).toBe('500 Server Error');
    expect(translator('en')('error.title_other')).toBe('Something went wrong');
    expect(translator('sv')('error.title_500')).toBe('500 Serverfel');
    expect(translator('sv')('error.title_other')).toBe('Något gick fel');
  });

  test('a count of one takes the singular text, any other count the plural with the number', () => {
    const en = translator('en');
    expect(countText(en, 'checkout.confirm.participant_count', 1)).toBe('1 participant');
    expect(countText(en, 'checkout.confirm.participant_count', 3)).toBe('3 participants');
    expect(countText(en, 'checkout.confirm.participant_count', 0)).toBe('0 participants');
    expect(countText(translator('sv'), 'search.results', 1)).toBe('1 träff');
    expect(countText(translator('sv'), 'search.results', 12)).toBe('12 träffar');
  });

  test('every count message follows the plural rules of its language, through a numeric count', () => {
    const en = translator('en');
    const sv = translator('sv');
    expect(en('checkout.errors_summary', { count: 1 })).toBe('The form has 1 error. Correct the marked field.');
    expect(en('checkout.errors_summary', { count: 2 })).toBe('The form has 2 errors. Correct the marked fields.');
    expect(sv('checkout.errors_summary', { count: 1 })).toBe('Formuläret har 1 fel. Rätta det markerade fältet.');
    expect(en('cart.bag_count', { count: 1 })).toBe('1 event in the cart');
    expect(en('cart.bag_count', { count: 0 })).toBe('0 events in the cart');
    expect(sv('cart.bag_count', { count: 1 })).toBe('1 tillfälle i varukorgen');
    expect(sv('cart.bag_count', { count: 5 })).toBe('5 tillfällen i varukorgen');
    expect(en('cart.seats_limited', { count: 1, title: 'X' })).toBe('Only 1 seat is left on X, so the number of participants is now 1.');
  });

  test('each count message has a text for every plural category of each language', () => {
    // Written so that no word depends on the count ("Places chosen: 1 of 3").
    const countFree = new Set(['checkout.participants.assigned']);
    for (const language of ['sv', 'en'] as const) {
      const keys = new Set(leafKeys(catalogues[language]));
      const counted = [...keys].filter(
        (key) => !key.endsWith('_one') && translator(language)(key as never, { count: 7 }) !== translator(language)(key as never),
      );
      for (const key of counted.filter((key) => !countFree.has(key))) {
        expect(keys.has(`${key}_one`), `${language} ${key}_one`).toBe(true);
      }
    }
  });
});
