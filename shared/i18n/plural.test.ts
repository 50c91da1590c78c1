import { describe, expect, test } from 'vitest';
import { pluralCategory, pluralKey } from './plural';

describe('plural rules', () => {
  test('Swedish and English call exactly one "one" and every other count "other"', () => {
    for (const language of ['sv', 'en'] as const) {
      expect(pluralCategory(language, 1)).toBe('one');
      for (const count of [0, 2, 5, 11, 21, 101]) expect(pluralCategory(language, count)).toBe('other');
    }
  });

  test('the key of a count is the base key for "other" and the suffixed key for "one"', () => {
    expect(pluralKey('en', 'cart.bag_count', 1)).toBe('cart.bag_count_one');
    expect(pluralKey('en', 'cart.bag_count', 3)).toBe('cart.bag_count');
    expect(pluralKey('sv', 'checkout.errors_summary', 1)).toBe('checkout.errors_summary_one');
    expect(pluralKey('sv', 'checkout.errors_summary', 0)).toBe('checkout.errors_summary');
  });
});
