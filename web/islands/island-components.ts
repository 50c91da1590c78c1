import { AddToCartButton } from '../cart/add-to-cart-button';
import { ItemMedia } from '../components/item-media';
import { RefreshButton } from '../components/refresh-button';
import { SiteHeader } from '../components/site-header';
import { Subnav } from '../components/subnav';
import { VideoStill } from '../components/video-still';
import { Explorer } from '../search/explorer';
import type { IslandComponents, IslandName } from './island-names';

/**
 * Each island's component, for the islands' entry. They are few and small, so they travel in the
 * entry itself rather than one chunk each: split apart, the modules they share with each other
 * and with what loads later (the cart, the video player) became a dozen small files that every
 * page fetched, each gzipped on its own.
 */
export const islandComponents: IslandComponents = {
  header: SiteHeader,
  explorer: Explorer,
  'video-still': VideoStill,
  'item-media': ItemMedia,
  'add-to-cart': AddToCartButton,
  subnav: Subnav,
  refresh: RefreshButton,
};

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islandComponents, name);
}
