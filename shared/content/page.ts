import { z } from 'zod';
import { ContentImageSchema, DepartmentSchema, HtmlSchema, LineSchema, PostIdSchema, SlugSchema } from './content-primitives';
import { linkWithoutTrailingSlash } from '../routing/paths';
import { contentItemShape } from './content-item';

/** A link inside page content: a site path (trailing slashes removed), an anchor or an absolute URL. */
export const PageLinkSchema = z.object({
  title: LineSchema,
  href: z
    .string()
    .regex(/^(\/|#|https:\/\/)\S*$/)
    .max(500)
    .transform(linkWithoutTrailingSlash),
});
export type PageLink = z.infer<typeof PageLinkSchema>;

/**
 * The secondary navigation of a page: `scroll` jumps to anchors in the page and updates the
 * hash, `tabs` shows one anchored section at a time, `links` goes to other pages.
 */
export const SubnavSchema = z.object({
  type: z.enum(['scroll', 'tabs', 'links']),
  items: z.array(PageLinkSchema).min(1).max(20),
});
export type Subnav = z.infer<typeof SubnavSchema>;

/** Anchor id of a text section, e.g. 'help' on the contact page. */
const AnchorSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/)
  .max(60);

/** A block of a page, rendered in order. */
export const PageSectionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('hero'),
    title: LineSchema,
    text: z.string().max(1000),
    image: ContentImageSchema,
    link: PageLinkSchema.nullable(),
  }),
  z.object({
    kind: z.literal('text'),
    /** The element id of the section, target of scroll and tab subnavs. */
    anchor: AnchorSchema.nullable(),
    title: z.string().max(300),
    html: HtmlSchema,
  }),
  z.object({
    kind: z.literal('listing'),
    title: LineSchema,
    layout: z.enum(['carousel', 'waterfall']),
    /** `catalogue` lists search records (courses, programmes), `inspiration` lists articles. */
    source: z.enum(['catalogue', 'inspiration']),
    department: DepartmentSchema.nullable(),
    /** Curated post ids in display order; empty lists everything the filters allow. */
    itemIds: z.array(PostIdSchema).max(50),
    link: PageLinkSchema.nullable(),
  }),
  z.object({
    kind: z.literal('explorer'),
    title: LineSchema,
  }),
]);
export type PageSection = z.infer<typeof PageSectionSchema>;

/** A link to a child page. */
export const PageChildSchema = z.object({ slug: SlugSchema, title: LineSchema });
export type PageChild = z.infer<typeof PageChildSchema>;

/**
 * A generic page at `/{slug}` or, as a child, `/{parentSlug}/{slug}`; the home page is the page
 * with template `home`.
 */
export const PageSchema = z.object({
  ...contentItemShape,
  type: z.literal('page'),
  template: z.enum(['home', 'default']),
  parentSlug: SlugSchema.nullable(),
  sections: z.array(PageSectionSchema).max(30),
  subnav: SubnavSchema.nullable(),
  children: z.array(PageChildSchema).max(50),
});
export type Page = z.infer<typeof PageSchema>;
