import type { AddToCartButton } from '../cart/add-to-cart-button';
import type { ContentPageView } from '../components/content-page-view';
import type { ItemMedia } from '../components/item-media';
import type { RefreshButton } from '../components/refresh-button';
import type { SiteHeader } from '../components/site-header';
import type { Subnav } from '../components/subnav';
import type { VideoStill } from '../components/video-still';
import type { Explorer } from '../search/explorer';

/**
 * The parts of a page that run in the browser when the page is hydrated as islands, by name: the
 * names the server writes on each island and the browser looks its code up by
 * (web/islands/island-loaders.ts). Types only, so nothing here pulls a component into a bundle.
 */
export interface IslandComponents {
  header: typeof SiteHeader;
  explorer: typeof Explorer;
  'video-still': typeof VideoStill;
  'item-media': typeof ItemMedia;
  'add-to-cart': typeof AddToCartButton;
  subnav: typeof Subnav;
  'content-page': typeof ContentPageView;
  refresh: typeof RefreshButton;
}

export type IslandName = keyof IslandComponents;
