// The inline start script of a page run as islands (web/document.tsx), with every bundle's files
// from the page's data block.
import { whenCartsStored } from '../carts-stored';
import { islandFilesFor } from '../island-files';
import { startOnIntent } from '../islands-start';
import { type IslandBundleFiles, readStartFiles } from '../start-files';

startOnIntent(
  window,
  islandFilesFor(document, readStartFiles<IslandBundleFiles[]>(document)),
  (address) => import(address),
  (start) => whenCartsStored(indexedDB, start),
);
