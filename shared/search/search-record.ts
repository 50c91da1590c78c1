import * as z from 'zod/mini';
import { DEPARTMENTS, RECORD_DEPARTMENTS } from './department';

export const departmentSchema = z.enum(DEPARTMENTS);
/** A record's department: a catalogue department, or `article` for an inspiration article. */
export const recordDepartmentSchema = z.enum(RECORD_DEPARTMENTS);
export type { Department } from './department';

// Unix seconds. Missing in a hosted record means the same as null: no date of that kind.
const unixSeconds = z._default(z.nullable(z.int()), null);

/**
 * One record of the catalogue index (a search hit). `location` is a list, like `categories`: an
 * event held in Stockholm and at a distance carries both, and a facet filter matches any element,
 * which is how the hosted index treats array attributes. A hosted record with a single string is
 * accepted and read as a one-element list. Unknown keys (the content service adds `post_id`,
 * `language`, `category`) are kept, so hits carry them through to the page.
 */
export const searchRecordSchema = z.looseObject({
  objectID: z.string().check(z.minLength(1)),
  title: z.string(),
  department: recordDepartmentSchema,
  categories: z._default(z.array(z.string()), []),
  form: z._default(z.string(), ''),
  location: z.pipe(
    z._default(z.union([z.array(z.string()), z.string()]), []),
    z.transform((value) => (typeof value === 'string' ? (value === '' ? [] : [value]) : value)),
  ),
  min_date: unixSeconds,
  max_date: unixSeconds,
  start_date: unixSeconds,
  // The months (YYYYMM) in which an upcoming event runs; missing in a hosted record means none.
  event_months: z._default(z.array(z.int()), []),
  show_in_search: z._default(z.boolean(), false),
  // Listing fields, shown on a card and never filtered on.
  url: z._default(z.string(), ''),
  mux_id: z._default(z.nullable(z.string()), null),
  header_title: z._default(z.string(), ''),
  new: z._default(z.boolean(), false),
  // The schedule text; null or '' makes the card show the undefined-date message.
  pace: z._default(z.nullable(z.string()), null),
  content: z._default(z.string(), ''),
  // Free text such as "Stockholm och distans", as written by the editors.
  location_text: z._default(z.string(), ''),
  image: z._default(z.nullable(z.object({ src: z.string(), alt: z._default(z.string(), '') })), null),
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
