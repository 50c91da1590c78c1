import * as z from 'zod/mini';
import { PositiveIdSchema } from '../schemas/primitives';
import {
  ContentImageSchema,
  ContentLanguageSchema,
  HtmlSchema,
  IsoDateTimeSchema,
  LineSchema,
  MuxPlaybackIdSchema,
  PostIdSchema,
  SeoSchema,
  SlugSchema,
  TranslationLinkSchema,
} from './content-primitives';

/**
 * Fields every content item carries, whatever its kind. Spread into the schema of each kind so
 * that each stays a plain object schema (discriminated by `type`).
 */
export const contentItemShape = {
  /** The post id of this language version. */
  id: PostIdSchema,
  /** The agreement document a booking of the item is signed on; null for items nobody books. */
  documentId: z.nullable(PositiveIdSchema),
  language: ContentLanguageSchema,
  slug: SlugSchema,
  /** The other language's version, or null when the item is not translated. */
  translation: z.nullable(TranslationLinkSchema),
  title: LineSchema,
  /** The small line shown above a card's or a page's title, e.g. 'Kurs · Ledarskap'. */
  headerTitle: z.string().check(z.maxLength(300)),
  /** Plain-text summary for cards, listings and meta descriptions. */
  excerpt: z.string().check(z.maxLength(1000)),
  content: HtmlSchema,
  image: ContentImageSchema,
  muxPlaybackId: z.nullable(MuxPlaybackIdSchema),
  /** Shows the 'new' badge. */
  isNew: z.boolean(),
  /** False keeps the item out of search results and listings, though its page stays reachable. */
  showInSearch: z.boolean(),
  /** False items are only served in preview to a request with a valid staff token. */
  published: z.boolean(),
  seo: SeoSchema,
  updatedAt: IsoDateTimeSchema,
};

/** The common fields on their own, e.g. for code that handles any kind of item. */
export const ContentItemBaseSchema = z.object(contentItemShape);
export type ContentItemBase = z.infer<typeof ContentItemBaseSchema>;
