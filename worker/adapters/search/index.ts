import { LANGUAGES } from '../../../shared/i18n/languages';
import { emptySearchResponse, type SearchResponse } from '../../../shared/search/search-request';
import type { SearchState } from '../../../shared/search/search-state';
import { hitsPerPageFor } from '../../../shared/search/hits-per-page';
import type { Config } from '../../config';
import type { ContentPort } from '../../ports/content';
import type { SearchPort, SearchViewport } from '../../ports/search';
import { createEmbeddedSearch } from './embedded';
import { createRemoteSearch } from './remote';

const remotes = new Map<string, SearchPort>();

/** Today in UTC as `YYYY-MM-DD`: the content's day, which decides what is upcoming. */
export function contentDay(now = Date.now()): string {
  return new Date(now).toISOString().slice(0, 10);
}

/**
 * The search adapter the configuration chooses: the hosted index when `ALGOLIA_APP_ID` is set
 * (one client per isolate), else the embedded engine over the content's search records of every
 * language (one index per isolate and day).
 */
export function createSearchPort(config: Config, content: Pick<ContentPort, 'searchRecords'>): SearchPort {
  const indexName = config.SEARCH_INDEX_CATALOG;
  if (config.ALGOLIA_APP_ID && config.ALGOLIA_SEARCH_KEY) {
    const key = `${config.ALGOLIA_APP_ID}:${indexName}`;
    let port = remotes.get(key);
    if (!port) {
      port = createRemoteSearch({ appId: config.ALGOLIA_APP_ID, apiKey: config.ALGOLIA_SEARCH_KEY, indexName });
      remotes.set(key, port);
    }
    return port;
  }
  return createEmbeddedSearch({
    indexName,
    records: async () => (await Promise.all(LANGUAGES.map((language) => content.searchRecords(language)))).flat(),
    // The demo scale is part of the content's version: another scale is another index.
    day: () => (config.DEMO_SCALE === 1 ? contentDay() : `${contentDay()}x${config.DEMO_SCALE}`),
  });
}

/**
 * Runs a search and never fails: a failing search is logged and answered with the empty state
 * instead of an error, so a page never breaks over it.
 */
export async function searchOrEmpty(port: SearchPort, state: SearchState, viewport: SearchViewport): Promise<SearchResponse> {
  try {
    const outcome = await port.search(state, viewport);
    if (outcome.ok) return outcome.value;
    console.warn(`search failed (${outcome.code}): ${outcome.message}`);
  } catch (error) {
    console.warn('search failed', error);
  }
  return emptySearchResponse({ page: state.page, hitsPerPage: hitsPerPageFor(state, viewport) });
}
