import { Window } from 'happy-dom';
import { describe, expect, test } from 'vitest';
import { islandFilesFor } from './island-files';
import type { IslandBundleFiles } from './start-files';

const BUNDLES: IslandBundleFiles[] = [
  [['header', 'explorer'], ['explorer.js']],
  [['header', 'add-to-cart'], ['item.js']],
  [['header', 'explorer', 'add-to-cart', 'video'], ['all.js']],
];

function pageWith(...islands: string[]) {
  const window = new Window();
  window.document.body.innerHTML = islands.map((name) => `<div data-island="${name}"></div>`).join('');
  return window.document as unknown as Document;
}

describe("the islands' files for a page", () => {
  test('are those of the first bundle that has every island the page has', () => {
    expect(islandFilesFor(pageWith('header', 'explorer'), BUNDLES)).toEqual(['explorer.js']);
    expect(islandFilesFor(pageWith('header', 'add-to-cart'), BUNDLES)).toEqual(['item.js']);
    expect(islandFilesFor(pageWith('header', 'add-to-cart', 'video'), BUNDLES)).toEqual(['all.js']);
    expect(islandFilesFor(pageWith('header'), BUNDLES)).toEqual(['explorer.js']);
  });
});
