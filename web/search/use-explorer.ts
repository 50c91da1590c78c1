import { useCallback, useEffect, useRef, useState } from 'react';
import { parseExplorerQuery, rawQueryOf, rowsOfQuery } from '../../shared/search/explorer-query';
import { ALL_ROWS } from '../../shared/search/search-state';
import type { ExplorerData, ExplorerResult } from '../../shared/pages/explorer-data';
import type { ExplorerOptions } from '../../shared/search/explorer-options';
import type { OtherLanguageHits } from '../../shared/search/no-results-help';
import type { SearchLimit } from '../../shared/search/search-limit';
import type { SearchState } from '../../shared/search/search-state';
import { useSiteNavigation } from '../app/navigation';
import { explorerPageQuery } from './explorer-url';
import { useDebouncedSearch } from './use-debounced-search';

/**
 * Where the explorer keeps its filters: the URL query (shareable, back/forward restore it, the
 * page loader searches) or a local store (the page's URL untouched, results from /api/search).
 */
export type ExplorerMode = 'url' | 'store';

/** How a change is recorded: typing replaces the history entry, a chosen filter adds one. */
export interface ApplyOptions {
  replace?: boolean;
}

export interface Explorer {
  state: SearchState;
  result: ExplorerResult;
  options: ExplorerOptions;
  loading: boolean;
  /** The search was refused, and by which limit (the visitor's a minute, the site's of the day); null when it was not. */
  limited: SearchLimit | null;
  /** The search service failed: the results area says so, with a retry, instead of "no results". */
  unavailable: boolean;
  /** A site search found nothing and the other language has hits for its words. */
  otherLanguage: OtherLanguageHits | null;
  apply(next: SearchState, options?: ApplyOptions): void;
  /** Asks for the same search again. */
  retry(): void;
}

/** Filters in the URL, where the router runs the page's loader again for each new query. */
function useRoutedUrlExplorer(data: ExplorerData): Explorer {
  const { setSearch, loadingSamePage } = useSiteNavigation();
  const apply = useCallback(
    (next: SearchState, options: ApplyOptions = {}) =>
      setSearch(new URLSearchParams(explorerPageQuery(next)), { replace: options.replace ?? false, preventScrollReset: true }),
    [setSearch],
  );
  const retry = useCallback(
    () => setSearch(new URLSearchParams(explorerPageQuery(data.state)), { replace: true, preventScrollReset: true }),
    [setSearch, data.state],
  );
  return {
    state: data.state,
    result: data.result,
    options: data.options,
    limited: data.limited ?? null,
    loading: loadingSamePage,
    unavailable: data.unavailable === true,
    otherLanguage: data.otherLanguage ?? null,
    apply,
    retry,
  };
}

/**
 * Filters in the URL on a page without the router (an island): the explorer searches as the
 * local store does, writes the query into the address once its results are there (as the router
 * changes the address once the page's loader has answered, so an address always shows its
 * results), and follows back and forward itself.
 */
function useAddressUrlExplorer(data: ExplorerData): Explorer {
  const { setSearch } = useSiteNavigation();
  // As the page's loader searches: for no particular width, so a query shows what its address
  // shows when loaded (the local store sizes its page to the window).
  const store = useStoreExplorer(data, false);
  const storeApply = store.apply;
  const allRows = data.state.rows === ALL_ROWS;
  const language = data.state.language;
  const siteSearch = data.state.siteSearch;
  useEffect(() => {
    // As the page's loader reads an address (worker/loaders/search.ts).
    const onPopState = () => {
      const query = new URLSearchParams(window.location.search);
      const rows = allRows ? ALL_ROWS : rowsOfQuery(query);
      storeApply({ ...parseExplorerQuery(rawQueryOf(query)).state, rows, language, siteSearch });
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [storeApply, allRows, language, siteSearch]);
  const pendingAddress = useRef<{ query: string; replace: boolean } | null>(null);
  const { loading, result } = store;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new result is the trigger: the address follows the results of the latest change
  useEffect(() => {
    const pending = pendingAddress.current;
    if (loading || !pending) return;
    pendingAddress.current = null;
    setSearch(new URLSearchParams(pending.query), { replace: pending.replace, preventScrollReset: true });
  }, [loading, result, setSearch]);
  const apply = useCallback(
    (next: SearchState, options: ApplyOptions = {}) => {
      // Typing replaces the history entry; a change that waits behind it keeps the first's choice.
      const replace = (options.replace ?? false) && (pendingAddress.current?.replace ?? true);
      pendingAddress.current = { query: explorerPageQuery(next), replace };
      storeApply(next);
    },
    [storeApply],
  );
  return { ...store, apply };
}

function useUrlExplorer(data: ExplorerData): Explorer {
  // Whether the router runs the page is fixed for the life of the page's root.
  // biome-ignore lint/correctness/useHookAtTopLevel: the same hooks run on every render of a mounted explorer
  return useSiteNavigation().loadsOnSearch ? useRoutedUrlExplorer(data) : useAddressUrlExplorer(data);
}

function useStoreExplorer(data: ExplorerData, byWindowWidth = true): Explorer {
  const [state, setState] = useState(data.state);
  // Each retry asks again for the same state.
  const [attempt, setAttempt] = useState(0);
  // The page came with the results of its first state: the search runs from the first change on.
  const asked = state === data.state && attempt === 0 ? null : state;
  const search = useDebouncedSearch(asked, {
    byWindowWidth,
    attempt,
    initial: { limited: data.limited ?? null, failed: data.unavailable === true },
  });
  const apply = useCallback((next: SearchState) => setState(next), []);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return {
    state,
    result: search.result ?? data.result,
    options: search.result?.options ?? data.options,
    limited: search.limited,
    loading: search.loading,
    // A failed search (502, 504, or 503 while the service is known to be down) says so in the
    // results area, with a retry: never "no results", which would be a wrong answer.
    unavailable: search.failed,
    // The latest answer's, once there is one: the page's own belongs to the page's first state.
    otherLanguage: (search.result ? search.result.otherLanguage : data.otherLanguage) ?? null,
    apply,
    retry,
  };
}

/** The explorer's state, results and how to change them, by the mode flag. */
export function useExplorer(data: ExplorerData, mode: ExplorerMode): Explorer {
  // The mode is fixed for a mounted explorer, so the hooks below always run in the same order.
  // biome-ignore lint/correctness/useHookAtTopLevel: the mode never changes for a mounted explorer, so the same hooks run on every render
  return mode === 'url' ? useUrlExplorer(data) : useStoreExplorer(data);
}
