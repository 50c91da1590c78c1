import { ISLAND_ATTRIBUTE } from '../islands/island-markup';
import type { IslandBundleFiles } from './start-files';

/**
 * The files of the first bundle (web/islands/island-bundles.ts, in the build's order) that has
 * every island in the document: the server writes every bundle, the browser picks by what the
 * page has.
 */
export function islandFilesFor(document: Document, bundles: readonly IslandBundleFiles[]): readonly string[] {
  const present = [...document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)].map((element) => element.getAttribute(ISLAND_ATTRIBUTE) ?? '');
  const bundle = bundles.find(([islands]) => present.every((name) => islands.includes(name))) ?? bundles[bundles.length - 1];
  return bundle?.[1] ?? [];
}
