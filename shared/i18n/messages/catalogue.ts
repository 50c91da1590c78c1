import type { sv } from './sv';

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every language's catalogue must have: the Swedish keys with any string values. */
export type MessageCatalogue = Widen<typeof sv>;

type Join<K extends string, P extends string> = `${K}.${P}`;
type KeysOf<T> = {
  [K in keyof T & string]: T[K] extends string ? K : Join<K, KeysOf<T[K]>>;
}[keyof T & string];

/** A dotted message key such as 'cta.back'. */
export type MessageKey = KeysOf<MessageCatalogue>;
