import { z } from 'zod';

/**
 * The icon set of the site; CMS icon fields (menu items, search categories)
 * may only name one of these, so every icon a page asks for exists in the preloaded sprite.
 */
export const ICON_NAMES = [
  'group',
  'subtract',
  'add',
  'calendar',
  'education',
  'time',
  'video',
  'search',
  'chevron-up',
  'chevron-down',
  'chevron-left',
  'chevron-right',
  'arrow-right',
  'phone',
  'email',
  'location',
  'chat',
  'list',
  'close',
] as const;

/** The name of one icon of the set. */
export const IconNameSchema = z.enum(ICON_NAMES);
export type IconName = z.infer<typeof IconNameSchema>;
