import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';

/** Building blocks of every content shape. */

/** A content language: Swedish or English. */
export const ContentLanguageSchema = z.enum(LANGUAGES);

/** A URL slug: lower-case words of a-z and 0-9 joined by single hyphens. */
export const SlugSchema = z
  .string()
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/** A post id: every language version of an item has its own (the cart's `postId`). */
export const PostIdSchema = z.int().positive();

/** Whether an item is a course or a programme; the search and explorer `department` filter. */
export const DepartmentSchema = z.enum(['course', 'programme']);
export type Department = z.infer<typeof DepartmentSchema>;

/** The kinds of content item. */
export const ContentTypeSchema = z.enum(['page', 'course', 'programme', 'inspiration']);
export type ContentType = z.infer<typeof ContentTypeSchema>;

/** CMS HTML. It is sanitised where it is rendered, never trusted. */
export const HtmlSchema = z.string().max(200_000);

/** One-line text shown to visitors (titles, labels). */
export const LineSchema = z.string().trim().min(1).max(300);

/** An image: a site path or an absolute https URL, and its alternative text ('' when decorative). */
export const ContentImageSchema = z.object({
  src: z.string().regex(/^(\/(?!\/)|https:\/\/)\S+$/),
  alt: z.string().max(300),
});
export type ContentImage = z.infer<typeof ContentImageSchema>;

/** A Mux playback id; the still and the player are derived from it. */
export const MuxPlaybackIdSchema = z.string().regex(/^[A-Za-z0-9]{10,80}$/);

/** Search-engine texts of an item; empty fields fall back to the title and excerpt. */
export const SeoSchema = z.object({
  title: z.string().max(300),
  description: z.string().max(500),
});
export type Seo = z.infer<typeof SeoSchema>;

/** The same item in the other language, for hreflang alternates and the language switch. */
export const TranslationLinkSchema = z.object({
  language: ContentLanguageSchema,
  slug: SlugSchema,
  /** Slug of the parent page for a child page, else null. */
  parentSlug: SlugSchema.nullable(),
});
export type TranslationLink = z.infer<typeof TranslationLinkSchema>;

/** An ISO 8601 instant such as `2025-03-01T08:00:00Z`. */
export const IsoDateTimeSchema = z.iso.datetime();
