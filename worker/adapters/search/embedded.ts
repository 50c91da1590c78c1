import { type Algoliasearch, algoliasearch } from 'algoliasearch';
import { createSearchIndex, type SearchIndex } from '../../../shared/search/embedded-engine';
import type { SearchRecordInput } from '../../../shared/search/search-record';
import type { SearchPort } from '../../ports/search';
import { searchThroughClient } from './client-search';
import { createEmbeddedRequester } from './embedded-requester';
import { createSearchMemo } from './search-memo';

/** The records of the embedded index: every language's, read from the content service. */
export type SearchRecordSource = () => Promise<readonly SearchRecordInput[]>;

/** Built indexes, kept per isolate: the index of the latest key (index name and content day). */
export interface IndexCache {
  /** The index of a key, built once; a failed build is forgotten so the next request retries. */
  get(key: string, build: () => Promise<SearchIndex>): Promise<SearchIndex>;
  /** The index of the latest key, when built. */
  latest(): Promise<SearchIndex> | null;
}

/** A cache that keeps one index: the latest key's. */
export function createIndexCache(): IndexCache {
  let current: { key: string; index: Promise<SearchIndex> } | null = null;
  return {
    get(key, build) {
      if (current?.key === key) return current.index;
      const entry = { key, index: build() };
      current = entry;
      entry.index.catch(() => {
        if (current === entry) current = null;
      });
      return entry.index;
    },
    latest: () => current?.index ?? null,
  };
}

const isolateCache = createIndexCache();
const isolateAnswers = createSearchMemo<SearchIndex>();
// One client per cache: making an algoliasearch client costs about half a millisecond, too much per request.
const clients = new WeakMap<IndexCache, Map<string, Algoliasearch>>();

function clientFor(cache: IndexCache, indexName: string): Algoliasearch {
  let byName = clients.get(cache);
  if (!byName) {
    byName = new Map();
    clients.set(cache, byName);
  }
  let client = byName.get(indexName);
  if (!client) {
    const requester = createEmbeddedRequester(async (name) => (name === indexName ? cache.latest() : null));
    client = algoliasearch('EMBEDDED', 'embedded-search', { requester });
    byName.set(indexName, client);
  }
  return client;
}

export interface EmbeddedSearchOptions {
  /** The name the index answers to, as the hosted one does (configuration SEARCH_INDEX_CATALOG). */
  indexName: string;
  records: SearchRecordSource;
  /** The content's day (`YYYY-MM-DD`): dates and visibility of records change with it. */
  day: () => string;
  cache?: IndexCache;
}

/**
 * The embedded default (docs/rules/embedded-services.md): the same algoliasearch client code as production,
 * handed a requester that answers the hosted protocol in-process from the shared embedded engine,
 * indexed from the content's search records, kept per isolate and rebuilt when the day changes.
 */
export function createEmbeddedSearch({ indexName, records, day, cache = isolateCache }: EmbeddedSearchOptions): SearchPort {
  return {
    async search(state, viewport) {
      let index: SearchIndex;
      try {
        index = await cache.get(`${indexName}:${day()}`, async () => createSearchIndex(await records()));
      } catch (error) {
        return { ok: false, code: 'search_unavailable', message: `search records: ${error instanceof Error ? error.message : String(error)}` };
      }
      // The client answers from the latest index: this one, unless another request has just replaced it.
      return isolateAnswers(
        index,
        state,
        viewport,
        () => searchThroughClient(clientFor(cache, indexName), indexName, state, viewport),
        async () => (await cache.latest()?.catch(() => null)) ?? null,
      );
    },
  };
}
