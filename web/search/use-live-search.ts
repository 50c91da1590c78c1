import { useEffect, useState } from 'react';
import { shouldRunSearch } from '../../shared/search/build-search-request';
import { explorerResultSchema, type ExplorerResult } from '../../shared/search/explorer-options';
import { emptySearchState } from '../../shared/search/search-state';
import { useI18n } from '../app/i18n-context';
import { apiSearchUrl } from './explorer-url';
import { SEARCH_DEBOUNCE_MS } from './use-explorer';

/** Hits the overlay and the mobile menu list while typing. */
export const LIVE_HITS = 6;

/**
 * Results for a text typed into the header's search: a debounced /api/search call; a blank query
 * is skipped, and a failed call shows no results rather than an error.
 */
export function useLiveSearch(query: string): { result: ExplorerResult | null; loading: boolean } {
  const { language } = useI18n();
  const [result, setResult] = useState<ExplorerResult | null>(null);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!shouldRunSearch(query)) {
      setResult(null);
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(async () => {
      const state = { ...emptySearchState(), query: query.trim().slice(0, 200), hitsPerPage: LIVE_HITS, siteSearch: true };
      try {
        const response = await fetch(apiSearchUrl(state, language, null), { signal: controller.signal });
        const parsed = explorerResultSchema.safeParse(await response.json());
        setResult(parsed.success ? parsed.data : null);
      } catch {
        if (!controller.signal.aborted) setResult(null);
      } finally {
        if (!controller.signal.aborted) setLoading(false);
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, language]);
  return { result, loading };
}
