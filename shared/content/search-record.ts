import { z } from 'zod';
import { CategoryIdSchema } from '../schemas/category-id';
import { ContentImageSchema, ContentLanguageSchema, DepartmentSchema, MuxPlaybackIdSchema, PostIdSchema } from './content-primitives';
import { LocationSchema } from './location';

/** Unix seconds, the unit of the search date filter. */
const EpochSecondsSchema = z.int().nonnegative();

/**
 * One record of the catalogue search index: the search hit fields plus
 * the listing-card fields. Dates span the item's upcoming, not cancelled events and are null when
 * it has none.
 */
export const SearchRecordSchema = z.object({
  /** The post id as a string. */
  objectID: z.string().regex(/^[1-9][0-9]*$/),
  post_id: PostIdSchema,
  language: ContentLanguageSchema,
  title: z.string().min(1).max(300),
  /**
   * `course` or `programme` for catalogue items, `article` for inspiration articles: the catalogue
   * explorers ask for course or programme, so articles are found only by the site search.
   */
  department: z.union([DepartmentSchema, z.literal('article')]),
  /** Subject areas (the search options' categories). */
  categories: z.array(z.string().min(1)).max(10),
  /** The booking category, which decides the currency; null for an article (nothing to book). */
  category: z.nullable(CategoryIdSchema),
  /** The educational form; '' for an article. */
  form: z.string(),
  /** Locations of upcoming events, in the fixed location order. */
  location: z.array(LocationSchema).max(5),
  /** The same locations as display text, e.g. 'Stockholm, Malmö'. */
  location_text: z.string(),
  min_date: EpochSecondsSchema.nullable(),
  max_date: EpochSecondsSchema.nullable(),
  start_date: EpochSecondsSchema.nullable(),
  /** The months (`YYYYMM`) in which an upcoming event runs: what the date filter asks (docs/decisions/025). */
  event_months: z.array(z.int().min(100_001).max(999_912)).max(600),
  show_in_search: z.boolean(),
  url: z.string().startsWith('/'),
  mux_id: MuxPlaybackIdSchema.nullable(),
  header_title: z.string(),
  new: z.boolean(),
  /** Schedule text of the next event; '' when none (the card then shows its undefined-date text). */
  pace: z.string(),
  /** Plain-text description. */
  content: z.string(),
  image: ContentImageSchema,
});
export type SearchRecord = z.infer<typeof SearchRecordSchema>;
