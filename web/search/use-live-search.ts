import { useMemo } from 'react';
import { shouldRunSearch } from '../../shared/search/build-search-request';
import type { ExplorerResult } from '../../shared/search/explorer-options';
import { emptySearchState } from '../../shared/search/search-state';
import { useDebouncedSearch } from './use-debounced-search';

/** Hits the overlay and the mobile menu list while typing. */
export const LIVE_HITS = 6;

/**
 * Results for a text typed into the header's search: a debounced /api/search call; a blank query
 * is skipped. `failed` says the latest search found nothing to show because it failed.
 */
export function useLiveSearch(query: string): { result: ExplorerResult | null; loading: boolean; failed: boolean } {
  const state = useMemo(
    () =>
      shouldRunSearch(query) ? { ...emptySearchState(), query: query.trim().slice(0, 200), hitsPerPage: LIVE_HITS, siteSearch: true } : null,
    [query],
  );
  const { result, loading, limited, failed } = useDebouncedSearch(state);
  // A refused or failed search shows no results rather than the last query's.
  return { result: limited || failed ? null : result, loading, failed: limited || failed };
}
