import rosetta from 'rosetta';
import type { Language } from './languages';
import type { MessageKey } from './messages/catalogue';
import { catalogues } from './messages/catalogue';

export type { MessageKey } from './messages/catalogue';
export type Translate = (key: MessageKey, params?: Readonly<Record<string, string | number>>) => string;

function createTranslator(language: Language): Translate {
  // One rosetta instance per language: its locale is global state, and a server renders both languages at once.
  const i18n = rosetta({ [language]: catalogues[language] });
  i18n.locale(language);
  return (key, params) => {
    const text = i18n.t(key, params as Record<string, unknown> | undefined);
    return text === '' ? key : text;
  };
}

const translators: Record<Language, Translate> = { sv: createTranslator('sv'), en: createTranslator('en') };

/** The message function of a language. Unknown keys render as the key itself, never as nothing. */
export function translator(language: Language): Translate {
  return translators[language];
}

/** A key whose catalogue also has a `{key}_one` text for a count of exactly one. */
export type CountedKey = { [K in MessageKey]: `${K}_one` extends MessageKey ? K : never }[MessageKey];

/** The text for a count: `{key}_one` when there is exactly one, else `{key}` with `{{count}}`. */
export function countText(t: Translate, key: CountedKey, count: number): string {
  return count === 1 ? t(`${key}_one` as MessageKey) : t(key, { count });
}
