// No zod here: the catalogue explorer reads the category ids on first load (see category-id.ts
// for the schema).

/**
 * The three event categories. English academic is the application flow; the rules of each
 * category live in `shared/cart/categories.ts`.
 */
export const CATEGORY_IDS = ['swedish-academic', 'english-academic', 'business-school'] as const;

/** One of the three category ids. */
export type CategoryId = (typeof CATEGORY_IDS)[number];

/** Whether a value is one of the three category ids. */
export function isCategoryId(value: unknown): value is CategoryId {
  return CATEGORY_IDS.some((id) => id === value);
}
