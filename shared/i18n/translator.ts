import rosetta from 'rosetta';
import type { Language } from './languages';
import { pluralKey } from './plural';
import type { MessageCatalogue, MessageKey, SiteCatalogue } from './messages/catalogue';

export type { MessageKey } from './messages/catalogue';
export type Translate = (key: MessageKey, params?: Readonly<Record<string, string | number>>) => string;

function createTranslator(language: Language, catalogue: MessageCatalogue | SiteCatalogue): Translate {
  // One rosetta instance per language: its locale is global state, and a server renders both languages at once.
  const i18n = rosetta({ [language]: catalogue });
  i18n.locale(language);
  return (key, params) => {
    // A numeric `count` picks the text of its plural category where the catalogue has one.
    const count = params?.count;
    if (typeof count === 'number') {
      const plural = pluralKey(language, key, count);
      const text = plural === key ? '' : i18n.t(plural, params);
      if (text !== '') return text;
    }
    const text = i18n.t(key, params);
    return text === '' ? key : text;
  };
}

const translators: Partial<Record<Language, Translate>> = {};

/**
 * Makes a language's texts available to `translator`. The server provides both languages at
 * start-up (all-messages.ts); the browser provides the page's language before it hydrates and
 * another one before navigating to a page in it (web/app/messages.ts), so this module itself
 * carries no texts and the browser downloads only the language it shows. A page run as islands
 * provides the site's texts without the checkout's, which none of its parts shows.
 */
export function provideCatalogue(language: Language, catalogue: MessageCatalogue | SiteCatalogue): void {
  translators[language] ??= createTranslator(language, catalogue);
}

/** Whether a language's texts have been provided. */
export function hasCatalogue(language: Language): boolean {
  return translators[language] !== undefined;
}

/**
 * The message function of a language. Unknown keys render as the key itself, never as nothing.
 * Asking for a language whose texts were never provided is a programming error.
 */
export function translator(language: Language): Translate {
  const translate = translators[language];
  if (!translate) throw new Error(`The ${language} messages have not been loaded`);
  return translate;
}

/** A key whose catalogue also has a `{key}_one` text for a count of exactly one. */
export type CountedKey = { [K in MessageKey]: `${K}_one` extends MessageKey ? K : never }[MessageKey];

/** The text for a count, in the plural category of the count in the translator's language (plural.ts). */
export function countText(t: Translate, key: CountedKey, count: number): string {
  return t(key, { count });
}
