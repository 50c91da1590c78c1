import { cartMessages } from '../../cart/messages';
import { checkoutMessages } from '../../checkout/messages';
import { contentMessages } from '../../content/messages';
import { errorMessages } from '../../errors/messages';
import { searchMessages } from '../../search/messages';
import { en as coreEn } from './en';
import { sv as coreSv } from './sv';

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
type Tree = { readonly [key: string]: string | Tree };

function deepMerge<A extends Tree, B extends Tree>(a: A, b: B): A & B {
  const result: Record<string, string | Tree> = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const existing = result[key];
    result[key] =
      typeof existing === 'object' && typeof value === 'object' ? deepMerge(existing, value) : value;
  }
  return result as A & B;
}

/**
 * Every language's catalogue: the core interface texts (messages/sv.ts, messages/en.ts) merged
 * with each feature's own texts (`shared/<feature>/messages.ts`, `{ sv, en }`).
 * A feature adds its texts by adding one merge here.
 */
export const catalogues = {
  sv: deepMerge(deepMerge(deepMerge(deepMerge(deepMerge(coreSv, errorMessages.sv), cartMessages.sv), contentMessages.sv), searchMessages.sv), checkoutMessages.sv),
  en: deepMerge(deepMerge(deepMerge(deepMerge(deepMerge(coreEn, errorMessages.en), cartMessages.en), contentMessages.en), searchMessages.en), checkoutMessages.en),
};

/** The shape every language's catalogue must have: the Swedish keys with any string values. */
export type MessageCatalogue = Widen<typeof catalogues.sv>;
/** The shape of the core catalogue (messages/sv.ts) that messages/en.ts must match. */
export type CoreCatalogue = Widen<typeof coreSv>;

type Join<K extends string, P extends string> = `${K}.${P}`;
type KeysOf<T> = {
  [K in keyof T & string]: T[K] extends string ? K : Join<K, KeysOf<T[K]>>;
}[keyof T & string];

/** A dotted message key such as 'cta.back'. */
export type MessageKey = KeysOf<MessageCatalogue>;
