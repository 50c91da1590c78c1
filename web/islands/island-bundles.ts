import type { IslandBundle } from '../../shared/rendering/client-assets';
import type { IslandComponents } from './island-components';
import type { IslandName } from './island-names';

/**
 * The islands' bundles, each a build of its own with the islands it names in its entry
 * (web/islands/bundles/): a page loads the first bundle that has every island on it. Bundled all
 * together, a course page would carry the explorer and the home page the add-to-cart and video
 * code; esbuild's code splitting cuts shared modules into a file per set of importers, which
 * makes many small files of the same code. `all` has every island (a preview, a page with both a
 * subnav and an explorer).
 */
export const ISLAND_BUNDLES = {
  explorer: ['header', 'explorer', 'video-still', 'refresh'],
  item: ['header', 'item-media', 'add-to-cart', 'video-still', 'subnav', 'refresh'],
  all: ['header', 'explorer', 'video-still', 'item-media', 'add-to-cart', 'subnav', 'refresh'],
} as const satisfies Record<IslandBundle, readonly IslandName[]>;

/** The components of a bundle's islands, as its entry hands them to the start (exactly those). */
export type BundleComponents<B extends IslandBundle> = { [N in (typeof ISLAND_BUNDLES)[B][number]]: IslandComponents[N] };
