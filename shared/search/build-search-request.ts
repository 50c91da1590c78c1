import { buildFilterExpression } from './filter-expression';
import { hitsPerPageFor, type ViewportKind } from './hits-per-page';
import type { SearchRecord } from './search-record';
import type { SearchRequest } from './search-request';
import { MAX_HITS_PER_PAGE, type SearchState } from './search-state';

/**
 * The one request both adapters send for a search state. An item-id lookup fetches up to 1000
 * hits at page 0 (the caller shows them in the order of its list); otherwise the page and the
 * hits per page of the state and viewport apply. A blank query is sent as no query.
 */
export function buildSearchRequest(state: SearchState, viewport: ViewportKind | number | null): SearchRequest {
  const byIds = state.itemIds.length > 0;
  return {
    query: state.query.trim(),
    filters: buildFilterExpression(state),
    facets: ['*'],
    hitsPerPage: byIds ? MAX_HITS_PER_PAGE : hitsPerPageFor(state, viewport),
    page: byIds ? 0 : state.page,
  };
}

/**
 * Hits in the order of an id list, ids without a hit skipped. The embedded engine already answers
 * in this order; the hosted one ranks by relevance, so its adapter applies this afterwards.
 */
export function orderByItemIds(hits: readonly SearchRecord[], itemIds: readonly number[]): SearchRecord[] {
  const byId = new Map(hits.map((hit) => [hit.objectID, hit]));
  const seen = new Set<string>();
  const ordered: SearchRecord[] = [];
  for (const id of itemIds) {
    const key = String(id);
    const hit = byId.get(key);
    if (hit && !seen.has(key)) {
      seen.add(key);
      ordered.push(hit);
    }
  }
  return ordered;
}

/**
 * Whether a search should run for an optional query: a query that is supplied but blank (the
 * search overlay before any typing) is skipped; no query at all (the explorer) always runs.
 */
export function shouldRunSearch(query: string | undefined): boolean {
  return query === undefined || query.trim() !== '';
}
