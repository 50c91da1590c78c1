import type { AddToCartButton } from '../cart/add-to-cart-button';
import type { ItemMedia } from '../catalogue/item-media';
import type { RefreshButton } from '../header/refresh-button';
import type { SiteHeader } from '../header/site-header';
import type { Subnav } from '../header/subnav';
import type { VideoStill } from '../video/video-still';
import type { Explorer } from '../search/explorer';
import type { IslandName } from './island-names';

/**
 * The component of each island name, as the bundles' entries (web/islands/bundles/) hand them to
 * the islands' start (web/islands/start-islands.tsx). Types only; nothing that renders an island
 * imports this table, so no component depends on the table of all of them.
 */
export type IslandComponents = EveryIsland<{
  header: typeof SiteHeader;
  explorer: typeof Explorer;
  'video-still': typeof VideoStill;
  'item-media': typeof ItemMedia;
  'add-to-cart': typeof AddToCartButton;
  subnav: typeof Subnav;
  refresh: typeof RefreshButton;
}>;

/** A table with a component for every island name. */
type EveryIsland<T extends Record<IslandName, unknown>> = T;
