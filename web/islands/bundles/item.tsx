import { AddToCartButton } from '../../cart/add-to-cart-button';
import { ItemMedia } from '../../catalogue/item-media';
import { RefreshButton } from '../../header/refresh-button';
import { SiteHeader } from '../../header/site-header';
import { Subnav } from '../../header/subnav';
import { VideoStill } from '../../video/video-still';
import type { BundleComponents } from '../island-bundles';
import { registerMuxPlayer } from '../../lib/mux-player-registration';
import { startIslands } from '../start-islands';

const components: BundleComponents<'item'> = {
  header: SiteHeader,
  'item-media': ItemMedia,
  'add-to-cart': AddToCartButton,
  'video-still': VideoStill,
  subnav: Subnav,
  refresh: RefreshButton,
};
// Only the hero's video plays with the Mux player, so only bundles with it say how to load it.
registerMuxPlayer();
startIslands(components);
