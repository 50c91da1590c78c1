import { z } from 'zod';
import { DEPARTMENTS } from './department';

export const departmentSchema = z.enum(DEPARTMENTS);
export type { Department } from './department';

// Unix seconds. Missing in a hosted record means the same as null: no date of that kind.
const unixSeconds = z.number().int().nullable().default(null);

/**
 * One record of the catalogue index (a search hit). `location` is a list, like `categories`: an
 * event held in Stockholm and at a distance carries both, and a facet filter matches any element,
 * which is how the hosted index treats array attributes. A hosted record with a single string is
 * accepted and read as a one-element list. Unknown keys (the content service adds `post_id`,
 * `language`, `category`) are kept, so hits carry them through to the page.
 */
export const searchRecordSchema = z.looseObject({
  objectID: z.string().min(1),
  title: z.string(),
  department: departmentSchema,
  categories: z.array(z.string()).default([]),
  form: z.string().default(''),
  location: z
    .union([z.array(z.string()), z.string()])
    .default([])
    .transform((value) => (typeof value === 'string' ? (value === '' ? [] : [value]) : value)),
  min_date: unixSeconds,
  max_date: unixSeconds,
  start_date: unixSeconds,
  show_in_search: z.boolean().default(false),
  // Listing fields, shown on a card and never filtered on.
  url: z.string().default(''),
  mux_id: z.string().nullable().default(null),
  header_title: z.string().default(''),
  new: z.boolean().default(false),
  // The schedule text; null or '' makes the card show the undefined-date message.
  pace: z.string().nullable().default(null),
  content: z.string().default(''),
  // Free text such as "Stockholm och distans", as written by the editors.
  location_text: z.string().default(''),
  image: z
    .object({ src: z.string(), alt: z.string().default('') })
    .nullable()
    .default(null),
});

/** A record after parsing (defaults filled, `location` always a list). */
export type SearchRecord = z.infer<typeof searchRecordSchema>;
/** A record as written by hand or stored in the hosted index, before defaults. */
export type SearchRecordInput = z.input<typeof searchRecordSchema>;

/** Attributes with facet counts, in the order the explorer shows its filters. */
export const FACET_ATTRIBUTES = ['department', 'categories', 'form', 'location'] as const;
export type FacetAttribute = (typeof FACET_ATTRIBUTES)[number];

/**
 * Attributes searched by a text query, most important first; the hosted index's
 * `searchableAttributes` setting must list the same ones in the same order.
 */
export const SEARCHABLE_ATTRIBUTES = ['title', 'header_title', 'categories', 'form', 'location', 'location_text', 'pace', 'content'] as const;
export type SearchableAttribute = (typeof SEARCHABLE_ATTRIBUTES)[number];
