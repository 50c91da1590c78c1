/**
 * The shape of a language's texts from the Swedish texts: the same keys, any string values, so
 * every other language must have each key and no text needs to match the Swedish word for word.
 */
export type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
