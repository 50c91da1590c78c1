import '../../shared/i18n/all-messages';
import type { Language } from '../../shared/i18n/languages';
import { catalogues } from '../../shared/i18n/messages/catalogue';
import { type MessageKey, translator } from '../../shared/i18n/translator';

// The texts a visitor reads, from the site's own message catalogue (shared/i18n/messages/): a test
// finds a button or a notice by the words the page shows, and a reworded text changes both at once.
// Names of courses, topics and menus are content (the embedded CMS's seed), not catalogue texts.

export type { Language } from '../../shared/i18n/languages';
export type { MessageKey } from '../../shared/i18n/translator';

/** The catalogue's text of a key in a language, with its `{{params}}` filled in. */
export function text(language: Language, key: MessageKey, params?: Readonly<Record<string, string | number>>): string {
  return translator(language)(key, params);
}

const escaped = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern of the texts that begin with one of these (a label followed by its required mark or hint). */
export function startingWith(...texts: string[]): RegExp {
  return new RegExp(`^(${texts.map(escaped).join('|')})`);
}

/**
 * The catalogue's text of a key as a pattern of the whole text: each `{{param}}` not given matches
 * any text (a title, a date) as a group of its own, in their order, the given ones their value. `{ start: true }` matches texts that begin
 * so (an accessible name that goes on, such as an add button's "Lägg i varukorgen, 12 mars").
 */
export function textPattern(
  language: Language,
  key: MessageKey,
  params: Readonly<Record<string, string | number>> = {},
  { start = false }: { start?: boolean } = {},
): RegExp {
  const source = rawText(language, key)
    .split(/(\{\{\w+\}\})/)
    .map((part) => {
      const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
      if (name === undefined) return escaped(part);
      const value = params[name];
      return value === undefined ? '(.+)' : escaped(String(value));
    })
    .join('');
  return new RegExp(`^${source}${start ? '' : '$'}`);
}

/** The catalogue's text of a key as written, its placeholders unfilled. */
function rawText(language: Language, key: MessageKey): string {
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? Reflect.get(node, part) : undefined), catalogues[language]);
  if (typeof found !== 'string') throw new Error(`no ${language} text for ${key}`);
  return found;
}
