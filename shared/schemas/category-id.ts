import * as z from 'zod/mini';
import { CATEGORY_IDS, type CategoryId } from './category-ids';

export { CATEGORY_IDS, type CategoryId };

/** One of the three category ids. */
export const CategoryIdSchema = z.enum(CATEGORY_IDS);
