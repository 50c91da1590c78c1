import type { IslandComponents, IslandName } from './island-names';

/**
 * Where the browser finds each island's code on a page run as islands: one chunk per island,
 * fetched only by pages that have it. scripts/build.mjs reads this table (each name and the
 * module it imports) to preload a page's island chunks with the islands' entry.
 */
export const islandLoaders: { [N in IslandName]: () => Promise<IslandComponents[N]> } = {
  header: () => import('../components/site-header').then((m) => m.SiteHeader),
  explorer: () => import('../search/explorer').then((m) => m.Explorer),
  'video-still': () => import('../components/video-still').then((m) => m.VideoStill),
  'item-media': () => import('../components/item-media').then((m) => m.ItemMedia),
  'add-to-cart': () => import('../cart/add-to-cart-button').then((m) => m.AddToCartButton),
  subnav: () => import('../components/subnav').then((m) => m.Subnav),
  'content-page': () => import('../components/content-page-view').then((m) => m.ContentPageView),
  refresh: () => import('../components/refresh-button').then((m) => m.RefreshButton),
};

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islandLoaders, name);
}
