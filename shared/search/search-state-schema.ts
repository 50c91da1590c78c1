import { z } from 'zod';
import { CATEGORY_IDS } from '../schemas/category-ids';
import { departmentSchema } from './search-record';
import { ALL_ROWS, DEFAULT_ROWS, MAX_HITS_PER_PAGE } from './search-state';

/** A month span in Unix seconds, both ends inclusive. */
export const dateSpanSchema = z
  .tuple([z.number().int().min(0), z.number().int().min(0)])
  .refine(([from, to]) => from <= to, { message: 'from after to' });
export type DateSpan = z.infer<typeof dateSpanSchema>;

/**
 * What a visitor has chosen in the explorer or the search page. Every list is OR-combined inside
 * itself and AND-combined with the others; an empty list means no filter. `hitsPerPage` null
 * means "derive it from rows and the viewport" (see hits-per-page.ts).
 */
export const searchStateSchema = z.object({
  query: z.string().max(200).default(''),
  // Only for an index holding both languages' records (they carry `language`); null: no filter.
  language: z.enum(['sv', 'en']).nullable().default(null),
  departments: z.array(departmentSchema).default([]),
  categories: z.array(z.string()).default([]),
  // Event categories (a programme group in the menu: Swedish academic, business school, English
  // academic), filtered on the records' `category`; the URL carries them in `category` too.
  eventCategories: z.array(z.enum(CATEGORY_IDS)).default([]),
  locations: z.array(z.string()).default([]),
  forms: z.array(z.string()).default([]),
  dates: dateSpanSchema.nullable().default(null),
  itemIds: z.array(z.number().int().positive()).max(MAX_HITS_PER_PAGE).default([]),
  page: z.number().int().min(0).default(0),
  hitsPerPage: z.number().int().min(1).max(MAX_HITS_PER_PAGE).nullable().default(null),
  rows: z.union([z.literal(ALL_ROWS), z.number().int().min(1).max(MAX_HITS_PER_PAGE)]).default(DEFAULT_ROWS),
  // True for the site search (the search page, the header's live results): it finds articles too.
  // Absent or false: a catalogue explorer, which finds courses and programmes only.
  siteSearch: z.boolean().optional(),
});
export type SearchState = z.infer<typeof searchStateSchema>;
export type SearchStateInput = z.input<typeof searchStateSchema>;
