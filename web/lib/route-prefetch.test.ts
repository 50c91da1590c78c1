import { describe, expect, test } from 'vitest';
import type { ConnectionInfo } from './prefetch-policy';
import { prefetchTarget, routePrefetcher } from './route-prefetch';

// Issue 49, item 5: content pages fetched pages ahead through speculation rules on a data-saver or
// 2g connection, and beyond the specification's limit of four.

const PAGE = new URL('https://fei.example/kurs/ledarskap?x=1');

/** A page's prefetcher on a connection the test sets, and the pages it fetched ahead. */
function prefetcherOn(connection: ConnectionInfo | undefined) {
  const state = { connection };
  const fetched: string[] = [];
  const intent = routePrefetcher({ page: PAGE, connection: () => state.connection, prefetch: (url) => fetched.push(url) });
  return { intent, fetched, state };
}

describe('which link is fetched ahead', () => {
  test('another page of the site, without its fragment', () => {
    expect(prefetchTarget('/sok?q=ledarskap#resultat', PAGE)).toBe('https://fei.example/sok?q=ledarskap');
    expect(prefetchTarget('/kurs/ledarskap', PAGE)).toBe('https://fei.example/kurs/ledarskap');
    expect(prefetchTarget('../program/hr', PAGE)).toBe('https://fei.example/program/hr');
  });

  test('not the page itself or a place on it, another site, the API or a signing page', () => {
    expect(prefetchTarget('/kurs/ledarskap?x=1#tillfallen', PAGE)).toBeUndefined();
    expect(prefetchTarget('#main', PAGE)).toBeUndefined();
    expect(prefetchTarget('https://elsewhere.example/kurs/ledarskap', PAGE)).toBeUndefined();
    expect(prefetchTarget('/api/content/menu/sv', PAGE)).toBeUndefined();
    expect(prefetchTarget('/sign/abc', PAGE)).toBeUndefined();
    expect(prefetchTarget('http://[bad', PAGE)).toBeUndefined();
  });
});

describe("the visitor's intents to follow links", () => {
  test('fetch each page ahead once', () => {
    const { intent, fetched } = prefetcherOn({ effectiveType: '4g' });
    intent('/sok');
    intent('/sok#top');
    intent('https://fei.example/sok');
    expect(fetched).toEqual(['https://fei.example/sok']);
  });

  test('fetch at most four pages ahead for a page', () => {
    const { intent, fetched } = prefetcherOn(undefined);
    for (const path of ['/a', '/b', '/c', '/d', '/e', '/f']) intent(path);
    expect(fetched).toEqual(['/a', '/b', '/c', '/d'].map((path) => `https://fei.example${path}`));
  });

  test('fetch nothing ahead on a data-saver or 2g connection', () => {
    for (const connection of [{ saveData: true, effectiveType: '4g' }, { effectiveType: '2g' }, { effectiveType: 'slow-2g' }]) {
      const { intent, fetched } = prefetcherOn(connection);
      intent('/sok');
      expect(fetched, JSON.stringify(connection)).toEqual([]);
    }
  });

  test('follow the connection as it changes', () => {
    const { intent, fetched, state } = prefetcherOn({ effectiveType: '4g', saveData: true });
    intent('/a');
    state.connection = { effectiveType: '4g', saveData: false };
    intent('/a');
    state.connection = { effectiveType: '2g' };
    intent('/b');
    expect(fetched).toEqual(['https://fei.example/a']);
  });
});
