import { type Algoliasearch, algoliasearch } from 'algoliasearch';
import type { SearchPort } from '../../ports/search';
import { searchThroughClient } from './client-search';
import type { Requester } from './embedded-requester';

/** Where the hosted catalogue index lives and how to reach it. */
export interface RemoteSearchOptions {
  appId: string;
  apiKey: string;
  /** The index of the index type (configuration SEARCH_INDEX_CATALOG, default `Catalog`). */
  indexName: string;
  /** The one host to ask instead of Algolia's own (configuration ALGOLIA_HOST, an origin). */
  host?: string;
  /** Replaces the network, for the contract tests' local fake of the hosted service. */
  requester?: Requester;
}

type Host = NonNullable<NonNullable<Parameters<typeof algoliasearch>[2]>['hosts']>[number];

/** The client's host entry for an origin: its name, port and protocol, for reading only. */
function hostOf(origin: string): Host {
  const url = new URL(origin);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { url: url.hostname, protocol, accept: 'read', ...(url.port ? { port: Number(url.port) } : {}) };
}

/**
 * The production search adapter: the hosted index through the algoliasearch v5 client, with the
 * shared filter expression and disjunctive facet queries (client-search.ts). Make it once per
 * isolate: the client keeps its host state between requests.
 */
export function createRemoteSearch(options: RemoteSearchOptions): SearchPort {
  if (options.indexName.trim() === '') throw new Error('missing search index name');
  const client: Algoliasearch = algoliasearch(options.appId, options.apiKey, {
    ...(options.requester ? { requester: options.requester } : {}),
    ...(options.host ? { hosts: [hostOf(options.host)] } : {}),
  });
  return {
    search: (state, viewport) => searchThroughClient(client, options.indexName, state, viewport),
  };
}
