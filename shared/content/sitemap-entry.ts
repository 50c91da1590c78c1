import { z } from 'zod';
import { ContentLanguageSchema, ContentTypeSchema, IsoDateTimeSchema, SlugSchema, TranslationLinkSchema } from './content-primitives';

/** One published page for the sitemaps, with its translation for the hreflang alternates. */
export const SitemapEntrySchema = z.object({
  type: ContentTypeSchema,
  language: ContentLanguageSchema,
  slug: SlugSchema,
  parentSlug: SlugSchema.nullable(),
  /** True for the home page, whose path is the language's home path rather than its slug. */
  isHome: z.boolean(),
  title: z.string().min(1),
  updatedAt: IsoDateTimeSchema,
  translation: TranslationLinkSchema.nullable(),
});
export type SitemapEntry = z.infer<typeof SitemapEntrySchema>;
