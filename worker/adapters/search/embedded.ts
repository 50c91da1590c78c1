import { type Algoliasearch, algoliasearch } from 'algoliasearch';
import { createSearchIndex, type SearchIndex } from '../../embedded/search/embedded-engine';
import type { SearchRecordInput } from '../../../shared/search/search-record';
import type { SearchPort } from '../../ports/search';
import { searchThroughClient } from './client-search';
import { createEmbeddedRequester } from './embedded-requester';
import { createSearchMemo } from './search-memo';

/**
 * The records of the embedded index: every language's, read from the content service on every
 * search (a hit of its cache, which hands out the same list for as long as its copy lasts).
 */
export type SearchRecordSource = () => Promise<readonly SearchRecordInput[]>;

/** Built indexes, kept per isolate: the index of the latest key (index name and the records' fingerprint). */
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

// The fingerprint of each list of records seen, so one is computed once per copy the content
// cache hands out (a refresh, the first read of an isolate), not once per search.
const fingerprints = new WeakMap<readonly SearchRecordInput[], Promise<string>>();

/**
 * A digest of what the records say (SHA-256 of their JSON): equal records give equal fingerprints,
 * whichever copy they came from, and any change to a record (a reloaded seed's event dates, another
 * demo scale, an edit in the CMS) gives another.
 */
export function recordsFingerprint(records: readonly SearchRecordInput[]): Promise<string> {
  let known = fingerprints.get(records);
  if (!known) {
    known = crypto.subtle
      .digest('SHA-256', new TextEncoder().encode(JSON.stringify(records)))
      .then((digest) => Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join(''));
    fingerprints.set(records, known);
  }
  return known;
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
  cache?: IndexCache;
}

/**
 * The embedded default (docs/rules/embedded-services.md): the same algoliasearch client code as production,
 * handed a requester that answers the hosted protocol in-process from the shared embedded engine,
 * indexed from the content's search records and kept per isolate. The index is keyed by what the
 * records say, so it is rebuilt exactly when they change: a reloaded seed's new event dates reach
 * the search as soon as they reach the content cache (and so the course pages), and a new day with
 * the same content keeps the index it has. The records carry their day's view (an event that has
 * started is left out of them), so a day that changes what they say changes the index too.
 */
export function createEmbeddedSearch({ indexName, records, cache = isolateCache }: EmbeddedSearchOptions): SearchPort {
  return {
    async search(state, viewport) {
      let index: SearchIndex;
      try {
        const current = await records();
        index = await cache.get(`${indexName}:${await recordsFingerprint(current)}`, async () => createSearchIndex(current));
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
