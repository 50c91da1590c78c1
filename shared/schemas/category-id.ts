import { z } from 'zod';

/**
 * The three event categories. English academic is the application flow; the rules of each
 * category live in `shared/cart/categories.ts`.
 */
export const CATEGORY_IDS = ['swedish-academic', 'english-academic', 'business-school'] as const;

/** One of the three category ids. */
export const CategoryIdSchema = z.enum(CATEGORY_IDS);
export type CategoryId = z.infer<typeof CategoryIdSchema>;
