import { useEffect, useState } from 'react';
import { shouldRunSearch } from '../../shared/search/build-search-request';
import { explorerResultSchema, type ExplorerResult } from '../../shared/search/explorer-options';
import { emptySearchState } from '../../shared/search/search-state';
import { useI18n } from '../app/i18n-context';
import { apiSearchUrl } from './explorer-url';
import { SEARCH_DEBOUNCE_MS } from './use-explorer';

/** Hits the overlay and the mobile menu list while typing. */
export const LIVE_HITS = 6;

/** What the header's live search shows: results, or that search is unavailable (a failed call, not "no results"). */
export interface LiveSearch {
  result: ExplorerResult | null;
  loading: boolean;
  /** The last call failed: /api/search answered 5xx (502, 503, 504), something that is not a result, or the network failed. */
  unavailable: boolean;
  /** Asks again for the same text. */
  retry: () => void;
}

/**
 * Results for a text typed into the header's search: a debounced /api/search call; a blank query
 * is skipped. A failed call says search is unavailable, never "no results"; a refused one (4xx,
 * such as a rate limit) shows nothing.
 */
export function useLiveSearch(query: string): LiveSearch {
  const { language } = useI18n();
  const [result, setResult] = useState<ExplorerResult | null>(null);
  const [loading, setLoading] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is not read; a retry changes it to ask again
  useEffect(() => {
    if (!shouldRunSearch(query)) {
      setResult(null);
      setUnavailable(false);
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(async () => {
      const state = { ...emptySearchState(), query: query.trim().slice(0, 200), hitsPerPage: LIVE_HITS, siteSearch: true };
      try {
        const response = await fetch(apiSearchUrl(state, language, null), { signal: controller.signal });
        const parsed = response.ok ? explorerResultSchema.safeParse(await response.json()) : undefined;
        setResult(parsed?.success ? parsed.data : null);
        setUnavailable(response.status >= 500 || parsed?.success === false);
      } catch {
        if (!controller.signal.aborted) {
          setResult(null);
          setUnavailable(true);
        }
      } finally {
        if (!controller.signal.aborted) setLoading(false);
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, language, attempt]);
  return { result, loading, unavailable, retry: () => setAttempt((count) => count + 1) };
}
