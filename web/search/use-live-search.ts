import { useMemo, useState } from 'react';
import { shouldRunSearch } from '../../shared/search/build-search-request';
import type { ExplorerResult } from '../../shared/search/explorer-options';
import { emptySearchState } from '../../shared/search/search-state';
import { useDebouncedSearch } from './use-debounced-search';

/** Hits the overlay and the mobile menu list while typing. */
export const LIVE_HITS = 6;

/** What the header's live search shows: results, or that search is unavailable (a failed call, not "no results"). */
export interface LiveSearch {
  result: ExplorerResult | null;
  loading: boolean;
  /** The last call failed: /api/search answered 502, 503 or 504, something that is not a result, or the network failed. */
  unavailable: boolean;
  /** Asks again for the same text. */
  retry: () => void;
}

/**
 * Results for a text typed into the header's search: a debounced /api/search call; a blank query
 * is skipped. A failed call says search is unavailable, never "no results"; a refused one (over
 * the limit of searches a minute) shows nothing. Neither shows the last query's results.
 */
export function useLiveSearch(query: string): LiveSearch {
  const [attempt, setAttempt] = useState(0);
  const state = useMemo(
    () =>
      shouldRunSearch(query) ? { ...emptySearchState(), query: query.trim().slice(0, 200), hitsPerPage: LIVE_HITS, siteSearch: true } : null,
    [query],
  );
  const { result, loading, limited, failed } = useDebouncedSearch(state, { attempt });
  return { result: limited || failed ? null : result, loading, unavailable: failed, retry: () => setAttempt((count) => count + 1) };
}
