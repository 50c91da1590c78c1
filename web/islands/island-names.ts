import type { AddToCartButton } from '../cart/add-to-cart-button';
import type { ItemMedia } from '../components/item-media';
import type { RefreshButton } from '../components/refresh-button';
import type { SiteHeader } from '../components/site-header';
import type { Subnav } from '../components/subnav';
import type { VideoStill } from '../components/video-still';
import type { Explorer } from '../search/explorer';

/**
 * The parts of a page that run in the browser when the page is hydrated as islands, by name: the
 * names the server writes on each island and the browser looks its component up by
 * (each bundle's entry in web/islands/bundles/ hands its components to web/islands/start-islands.tsx). Types only, so that the components, which render islands
 * themselves, never import the table of all of them.
 */
export interface IslandComponents {
  header: typeof SiteHeader;
  explorer: typeof Explorer;
  'video-still': typeof VideoStill;
  'item-media': typeof ItemMedia;
  'add-to-cart': typeof AddToCartButton;
  subnav: typeof Subnav;
  refresh: typeof RefreshButton;
}

export type IslandName = keyof IslandComponents;
