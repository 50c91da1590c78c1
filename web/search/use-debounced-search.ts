import { useEffect, useRef, useState } from 'react';
import type { ExplorerResult } from '../../shared/search/explorer-options';
import { searchLimitOfRefusal, type SearchLimit } from '../../shared/search/search-limit';
import type { SearchState } from '../../shared/search/search-state';
import { useI18n } from '../app/i18n-context';
import { apiSearchUrl } from './explorer-url';

/** The error code of a refused answer (`statusMessage` of the API's error shape), undefined when it has none. */
async function refusalCode(response: Response): Promise<unknown> {
  const body: unknown = await response.json().catch(() => undefined);
  return typeof body === 'object' && body !== null && 'statusMessage' in body ? body.statusMessage : undefined;
}

/** Milliseconds a search waits after the last change before it asks /api/search. */
export const SEARCH_DEBOUNCE_MS = 250;

/** Where a debounced search stands. */
export interface DebouncedSearch {
  /** The latest result found, or null before the first. */
  result: ExplorerResult | null;
  /** A search is waiting or running. */
  loading: boolean;
  /** The latest search was refused (429), and by which limit: the visitor's a minute, or the site's of the day; else null. */
  limited: SearchLimit | null;
  /** The latest search failed: no answer, a failed status (502, 504, 503), or an answer that is no result. */
  failed: boolean;
}

/**
 * Asks /api/search for `state` SEARCH_DEBOUNCE_MS after it (or `attempt`, a retry) last changed:
 * a change before then cancels the wait, and a change while the search runs aborts it, so only
 * the latest search answers. A null state asks nothing and goes back to the start (nothing found,
 * `initial`'s limited and failed). With `byWindowWidth` the page is sized to the window.
 */
export function useDebouncedSearch(
  state: SearchState | null,
  {
    byWindowWidth = false,
    attempt = 0,
    initial = { limited: null, failed: false },
  }: { byWindowWidth?: boolean; attempt?: number; initial?: { limited: SearchLimit | null; failed: boolean } } = {},
): DebouncedSearch {
  const { language } = useI18n();
  const start = useRef<DebouncedSearch>({ result: null, loading: false, ...initial }).current;
  const [search, setSearch] = useState(start);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt is the trigger: a retry runs the same search again
  useEffect(() => {
    if (!state) {
      setSearch(start);
      return;
    }
    const controller = new AbortController();
    const settle = (next: (last: DebouncedSearch) => DebouncedSearch) => {
      if (!controller.signal.aborted) setSearch(next);
    };
    setSearch((last) => ({ ...last, loading: true }));
    const timer = setTimeout(async () => {
      try {
        // The schema (and zod with it) loads with the first search, not with the page.
        const [response, { explorerResultSchema }] = await Promise.all([
          fetch(apiSearchUrl(state, language, byWindowWidth ? window.innerWidth : null), { signal: controller.signal }),
          import('../../shared/search/explorer-options'),
        ]);
        if (response.status === 429) {
          const limited = searchLimitOfRefusal(await refusalCode(response));
          return settle((last) => ({ ...last, loading: false, limited, failed: false }));
        }
        const parsed = response.ok ? explorerResultSchema.safeParse(await response.json()) : null;
        settle((last) =>
          parsed?.success
            ? { result: parsed.data, loading: false, limited: null, failed: false }
            : { ...last, loading: false, limited: null, failed: true },
        );
      } catch {
        settle((last) => ({ ...last, loading: false, failed: true }));
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [state, language, byWindowWidth, attempt]);
  return search;
}
