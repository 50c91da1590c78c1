import { LANGUAGES } from '../../../shared/i18n/languages';
import { emptySearchResponse, type SearchResponse } from '../../../shared/search/search-request';
import type { SearchState } from '../../../shared/search/search-state';
import { hitsPerPageFor } from '../../../shared/search/hits-per-page';
import type { Config } from '../../config';
import type { ContentPort } from '../../ports/content';
import type { SearchFailureCode, SearchPort, SearchViewport } from '../../ports/search';
import type { RequestHealth } from '../../request-health';
import { createEmbeddedSearch } from './embedded';
import { createRemoteSearch } from './remote';
import { isolateSearchBreaker, withBreaker, withTimeout } from './resilience';

const remotes = new Map<string, SearchPort>();
// One breaker per service and isolate: the embedded engine fails only when its records (the content service) do.
const embeddedBreaker = isolateSearchBreaker();

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
      port = withBreaker(
        withTimeout(createRemoteSearch({ appId: config.ALGOLIA_APP_ID, apiKey: config.ALGOLIA_SEARCH_KEY, indexName })),
        isolateSearchBreaker(),
      );
      remotes.set(key, port);
    }
    return port;
  }
  const embedded = createEmbeddedSearch({
    indexName,
    records: async () => (await Promise.all(LANGUAGES.map((language) => content.searchRecords(language)))).flat(),
    day: () => contentDay(),
  });
  return withBreaker(embedded, embeddedBreaker);
}

/** A search's answer, or the failure that left the visitor without one. */
export type SearchAnswer = { ok: true; value: SearchResponse } | { ok: false; code: SearchFailureCode; retryAfterSeconds?: number };

/**
 * Runs a search and never throws: a failure is logged, recorded on the request's health (so the
 * answer built on it is never cached) and returned as a value, for the page to say "search is
 * unavailable" instead of "no results".
 */
export async function searchOrFailure(
  port: SearchPort,
  state: SearchState,
  viewport: SearchViewport,
  health: RequestHealth,
): Promise<SearchAnswer> {
  try {
    const outcome = await port.search(state, viewport);
    if (outcome.ok) return outcome;
    console.warn(`search failed (${outcome.code}): ${outcome.message}`);
    health.fail('search');
    return { ok: false, code: outcome.code, ...(outcome.retryAfterSeconds ? { retryAfterSeconds: outcome.retryAfterSeconds } : {}) };
  } catch (error) {
    console.warn('search failed', error);
    health.fail('search');
    return { ok: false, code: 'search_unavailable' };
  }
}

/** The empty answer a page shows in place of a failed search's (with `unavailable` beside it). */
export function emptyAnswerOf(state: SearchState, viewport: SearchViewport): SearchResponse {
  return emptySearchResponse({ page: state.page, hitsPerPage: hitsPerPageFor(state, viewport) });
}
