/**
 * The icon sprite (web/public/icons.svg), fetched once and cached instead of being written into
 * every page (18 KB of every document before). The query names the file's content so a changed
 * sprite gets a new address; icon-sprite.test.ts checks it matches the file.
 */
export const ICON_SPRITE_URL = '/icons.svg?v=15a418eaf3';
