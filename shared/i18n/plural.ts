import { type Language, LANGUAGE_LOCALES } from './languages';

const rules: Partial<Record<Language, Intl.PluralRules>> = {};

/** The plural category (CLDR) of a count in a language: Swedish and English have `one` and `other`. */
export function pluralCategory(language: Language, count: number): Intl.LDMLPluralRule {
  rules[language] ??= new Intl.PluralRules(LANGUAGE_LOCALES[language]);
  return rules[language].select(count);
}

/**
 * The catalogue key of a count message for a count: `{key}_{category}` (`errors_summary_one`) for
 * every category but `other`, whose text is the key itself. A count message is written once per
 * category its languages have, so "1 error" and "2 errors" both read right.
 */
export function pluralKey(language: Language, key: string, count: number): string {
  const category = pluralCategory(language, count);
  return category === 'other' ? key : `${key}_${category}`;
}
