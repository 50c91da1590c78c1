import { catalogueEn } from './catalogue-en';
import { catalogueSv } from './catalogue-sv';
import type { siteCatalogueSv } from './site-catalogue-sv';
import type { sv as coreSv } from './sv';
import type { Widen } from '../widen';

/**
 * Every language's catalogue (messages/catalogue-{sv,en}.ts): the core interface texts
 * (messages/sv.ts, messages/en.ts) merged with each feature's own texts
 * (`shared/<feature>/messages-{sv,en}.ts`). A feature adds its texts with one merge in each
 * language's catalogue. The server holds both; the browser loads one.
 */
export const catalogues = { sv: catalogueSv, en: catalogueEn };

/** The shape every language's catalogue must have: the Swedish keys with any string values. */
export type MessageCatalogue = Widen<typeof catalogueSv>;
/** The texts of the site without the checkout's (site-catalogue-{sv,en}.ts), which a page run as islands loads. */
export type SiteCatalogue = Widen<typeof siteCatalogueSv>;
/** The shape of the core catalogue (messages/sv.ts) that messages/en.ts must match. */
export type CoreCatalogue = Widen<typeof coreSv>;

type Join<K extends string, P extends string> = `${K}.${P}`;
type KeysOf<T> = {
  [K in keyof T & string]: T[K] extends string ? K : Join<K, KeysOf<T[K]>>;
}[keyof T & string];

/** A dotted message key such as 'cta.back'. */
export type MessageKey = KeysOf<MessageCatalogue>;
