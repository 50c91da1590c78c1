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

  test('the error titles are the exact texts of the specification', () => {
    for (const language of ['sv', 'en'] as const) {
      const t = translator(language);
      expect(t('error.title_404')).toBe('404 Not Found ');
      expect(t('error.title_500')).toBe('500 Server Error');
      expect(t('error.title_other')).toBe('Something went wrong');
    }
  });

  test('a count of one takes the singular text, any other count the plural with the number', () => {
    const en = translator('en');
    expect(countText(en, 'checkout.confirm.participant_count', 1)).toBe('1 participant');
    expect(countText(en, 'checkout.confirm.participant_count', 3)).toBe('3 participants');
    expect(countText(en, 'checkout.confirm.participant_count', 0)).toBe('0 participants');
    expect(countText(translator('sv'), 'search.results', 1)).toBe('1 träff');
    expect(countText(translator('sv'), 'search.results', 12)).toBe('12 träffar');
  });
});
