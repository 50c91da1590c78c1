import type { CategoryId } from '../../../../shared/schemas/category-id';
import type { ContentType } from '../../../../shared/content/content-primitives';
import type { EventType } from '../../../../shared/content/content-event';
import type { Language } from '../../../../shared/i18n/languages';

/**
 * Stable ids of the seed content. Every language version has its own post id (as in a
 * WordPress site with translations), derived from the item's number so that reseeding keeps the
 * ids that carts and search indexes already hold.
 */
const POST_ID_BASE: Readonly<Record<ContentType, number>> = {
  page: 100,
  course: 1000,
  programme: 3000,
  inspiration: 4000,
};

/** Distance between the Swedish and the English post id of an item. */
const LANGUAGE_OFFSET = 500;

/**
 * Item numbers of the copies a scaled demo catalogue adds (DEMO_SCALE): copy `k` of item `n` is
 * number `k * COPY_NUMBER_STEP + n`, and its ids are the original's plus `k * COPY_ID_STEP`, so
 * copy 0 (the seed itself) keeps every id it always had and no two copies share one.
 */
export const COPY_NUMBER_STEP = 1000;
const COPY_ID_STEP = 100_000;

/** The copy a number belongs to and the seed number it copies. */
export function copyOf(n: number): { copy: number; seed: number } {
  return { copy: Math.floor(n / COPY_NUMBER_STEP), seed: n % COPY_NUMBER_STEP };
}

/** The post id of item `n` of a type in a language. */
export function postId(type: ContentType, n: number, language: Language): number {
  const { copy, seed } = copyOf(n);
  return copy * COPY_ID_STEP + POST_ID_BASE[type] + (language === 'sv' ? 0 : LANGUAGE_OFFSET) + seed;
}

/** The id of the `index`-th event (0-9) of course or programme `n`. */
export function eventId(type: EventType, n: number, index: number): number {
  const { copy, seed } = copyOf(n);
  return copy * COPY_ID_STEP + (type === 'courseEvent' ? 10_000 : 30_000) + seed * 10 + index;
}

/** Bookings of one category are signed on one agreement document. */
export const DOCUMENT_ID: Readonly<Record<CategoryId, number>> = {
  'swedish-academic': 11,
  'business-school': 12,
  'english-academic': 13,
};

/** The key that groups the language versions of an item, e.g. 'course-7'. */
export function translationKey(type: ContentType, n: number): string {
  return `${type}-${n}`;
}

/** The item number behind a post id of a type (inverse of `postId`). */
export function itemNumber(type: ContentType, id: number): number {
  const copy = Math.floor(id / COPY_ID_STEP);
  const offset = (id % COPY_ID_STEP) - POST_ID_BASE[type];
  return copy * COPY_NUMBER_STEP + (offset >= LANGUAGE_OFFSET ? offset - LANGUAGE_OFFSET : offset);
}
