import type { ViewportKind } from '../../shared/search/hits-per-page';
import type { SearchResponse } from '../../shared/search/search-request';
import type { SearchState } from '../../shared/search/search-state';
import type { ServiceFailureKind } from '../../shared/resilience/service-failure';

/**
 * Why a search failed: the service could not be reached or answered badly, took longer than its
 * time-out, or is known to be down (its circuit breaker is open). The caller shows "search is
 * unavailable" with a retry, never "no results".
 */
export type SearchFailureCode = 'search_unavailable' | 'invalid_request' | 'invalid_response' | 'timeout' | 'circuit_open';

/** The failure kind of the status language (502, 504, 503) of a search failure. */
export function searchFailureKind(code: SearchFailureCode): ServiceFailureKind {
  if (code === 'timeout') return 'timeout';
  if (code === 'circuit_open') return 'circuit_open';
  return 'bad_answer';
}

/** A search's answer, or why there is none. Expected failures are values, never exceptions. */
export type SearchOutcome =
  | { ok: true; value: SearchResponse }
  | {
      ok: false;
      code: SearchFailureCode;
      message: string;
      retryAfterSeconds?: number;
      /** The HTTP status the service answered the search with, when it answered one. */
      status?: number;
    };

/** The width the hits-per-page rule uses: a viewport kind, a width in CSS pixels, or unknown (desktop). */
export type SearchViewport = ViewportKind | number | null;

/**
 * The catalogue index (docs/rules/search-semantics.md): the hosted index through algoliasearch
 * (`adapters/search/remote.ts`) or the embedded engine reached in-process through the same client
 * (`adapters/search/embedded.ts`). Both build the request with `shared/search/build-search-request`,
 * count facets disjunctively, and order an item-id lookup by the id list. `state.language`, when
 * set, limits the search to that language's records.
 */
export interface SearchPort {
  /** Runs one search of the catalogue for a search state. */
  search(state: SearchState, viewport: SearchViewport): Promise<SearchOutcome>;
}
