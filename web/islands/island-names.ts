/**
 * The parts of a page that run in the browser when the page is hydrated as islands, by name: the
 * names the server writes on each island and the browser looks its component up by. A plain list,
 * importing no component: the components render islands themselves, and the table of the
 * components by name (web/islands/island-components.ts) imports them all.
 */
export const ISLAND_NAMES = ['header', 'explorer', 'video-still', 'item-media', 'add-to-cart', 'subnav', 'refresh'] as const;

export type IslandName = (typeof ISLAND_NAMES)[number];

/** The island name an element's attribute gives, or undefined for a name the site does not have. */
export function islandName(value: string | null): IslandName | undefined {
  return ISLAND_NAMES.find((name) => name === value);
}
