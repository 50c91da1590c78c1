import { z } from 'zod';
import { ContentImageSchema, ContentLanguageSchema, LineSchema } from './content-primitives';
import { linkWithoutTrailingSlash } from '../routing/paths';
import { IconNameSchema } from './icon-name';

/**
 * A link of a menu: a site path (trailing slashes removed) or an absolute URL, opened in the same
 * tab or a new one.
 */
export const MenuLinkSchema = z.object({
  url: z
    .string()
    .regex(/^(\/|https:\/\/)\S*$/)
    .max(500)
    .transform(linkWithoutTrailingSlash),
  target: z.enum(['_self', '_blank']),
  title: LineSchema,
});
export type MenuLink = z.infer<typeof MenuLinkSchema>;

/**
 * An entry of a list menu's main column. With secondary links it opens the detail column
 * (primary link first); without, it is a plain link to its primary link.
 */
export const MenuSubItemSchema = z.object({
  title: LineSchema,
  primaryLink: MenuLinkSchema,
  secondaryLinks: z.array(MenuLinkSchema).max(20),
});
export type MenuSubItem = z.infer<typeof MenuSubItemSchema>;

/** The block beside a list menu's main column. */
export const MenuHeroSchema = z.object({
  title: LineSchema,
  description: z.string().max(500),
  media: ContentImageSchema.nullable(),
});
export type MenuHero = z.infer<typeof MenuHeroSchema>;

/**
 * A top-level menu entry: a plain `link`, or a `list` that opens a popover with its items and
 * hero. The spec names the kind `menuType` or `type`; either is accepted (a CMS that sends
 * `menuType` keeps its menu) and the entry carries it as `type`. When both are sent they must agree.
 */
export const MenuItemSchema = z
  .object({
    title: LineSchema,
    type: z.enum(['link', 'list']).optional(),
    menuType: z.enum(['link', 'list']).optional(),
    link: MenuLinkSchema.nullable(),
    icon: IconNameSchema.nullable(),
    items: z.array(MenuSubItemSchema).max(30),
    hero: MenuHeroSchema.nullable(),
  })
  .refine((item) => item.type === undefined || item.menuType === undefined || item.type === item.menuType, {
    message: '`type` and `menuType` disagree',
  })
  .transform(({ menuType, type, ...item }, ctx) => {
    const kind = type ?? menuType;
    if (kind === undefined) {
      ctx.addIssue({ code: 'custom', message: 'A menu item needs `type` or `menuType`' });
      return z.NEVER;
    }
    return { ...item, type: kind };
  })
  .refine((item) => (item.type === 'link' ? item.link !== null : item.items.length > 0), {
    message: 'A link needs a link and a list needs items',
  });
export type MenuItem = z.infer<typeof MenuItemSchema>;

/** A language the site is offered in, for the language selector. */
export const MenuLanguageSchema = z.object({
  code: ContentLanguageSchema,
  name: LineSchema,
  /** BCP 47 locale, e.g. 'sv-SE'. */
  locale: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/),
});
export type MenuLanguage = z.infer<typeof MenuLanguageSchema>;

/** Answer of `GET /api/content/menu/{languageCode}`. */
export const MenuResponseSchema = z.object({
  languages: z.array(MenuLanguageSchema).min(1),
  mainMenuByLanguage: z.object({ mainMenuItems: z.array(MenuItemSchema).max(20) }).nullable(),
});
export type MenuResponse = z.infer<typeof MenuResponseSchema>;
