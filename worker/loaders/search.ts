import type { SearchOptions } from '../../shared/content';
import type { Language } from '../../shared/i18n/languages';
import { explorerResult, type ExplorerData, type ExplorerSearch } from '../../shared/pages/explorer-data';
import { explorerOptions } from '../../shared/search/explorer-options';
import { parseExplorerQuery, rawQueryOf, rowsOfQuery } from '../../shared/search/explorer-query';
import { ALL_ROWS, type SearchState } from '../../shared/search/search-state';
import { emptyAnswerOf, searchOrFailure, type SearchAnswer } from '../adapters/search/index';
import type { RequestContext } from '../context';
import type { SearchViewport } from '../ports/search';
import type { PageLoader, PageLoaderArgs } from './page-loader';
import { staticPageMeta } from './page-meta';

/** The explorer's filter options of a language; null when the content service fails (logged, and the answer is not cached). */
async function searchOptionsOrNull(context: RequestContext, language: Language): Promise<SearchOptions | null> {
  try {
    return (await context.content.searchOptions(language)).searchOptionsByLanguage;
  } catch (error) {
    console.warn('search options failed', error);
    context.health.fail('content');
    return null;
  }
}

/** An explorer search and, when the search service failed, why (the result is then empty). */
export interface ExplorerSearchAnswer extends ExplorerSearch {
  failure: Extract<SearchAnswer, { ok: false }> | null;
}

/**
 * Runs the explorer's search for a state in a language (the state is limited to that language's
 * records) next to the filter options; a failing search gives the empty result with its failure,
 * a failing content service no filter options.
 */
export async function runExplorerSearch(
  context: RequestContext,
  language: Language,
  state: SearchState,
  viewport: SearchViewport,
): Promise<ExplorerSearchAnswer> {
  const [answer, options] = await Promise.all([
    searchOrFailure(context.search, { ...state, language }, viewport, context.health),
    searchOptionsOrNull(context, language),
  ]);
  const result = answer.ok ? answer.value : emptyAnswerOf(state, viewport);
  return { result, options: explorerOptions(options, result.facets), failure: answer.ok ? null : answer };
}

/**
 * The explorer of a page from its URL query (department, category, form, location, dates, q,
 * tab, rows), searched on the server so the filters work without JavaScript. `allRows` fetches
 * every hit in one page and `siteSearch` finds articles too (both for the search results page).
 */
export async function explorerFromUrl(args: PageLoaderArgs, options: { allRows?: boolean; siteSearch?: boolean } = {}): Promise<ExplorerData> {
  const { state: parsed, tab } = parseExplorerQuery(rawQueryOf(args.url.searchParams));
  const state: SearchState = {
    ...parsed,
    rows: options.allRows ? ALL_ROWS : rowsOfQuery(args.url.searchParams),
    ...(options.siteSearch ? { siteSearch: true } : {}),
  };
  const found = await runExplorerSearch(args.context, args.language, state, null);
  return {
    result: explorerResult(found.result),
    options: found.options,
    state: { ...state, language: args.language },
    tab,
    ...(found.failure ? { unavailable: true as const } : {}),
  };
}

/** The search results page: the filters and every hit of the URL's search (no paging), articles too. */
export const searchPageLoader: PageLoader<'search'> = async (args) => {
  const explorer = await explorerFromUrl(args, { allRows: true, siteSearch: true });
  return { meta: staticPageMeta(args, 'pages.search'), ...explorer };
};

/**
 * A page loader whose data also carries the catalogue explorer (`explorer`), searched on the
 * server from the page's URL query so that the home page's filters work without JavaScript. The
 * page's own loader and the search run side by side.
 */
export function withExplorer<Data extends object>(
  loader: (args: PageLoaderArgs) => Promise<Data>,
): (args: PageLoaderArgs) => Promise<Data & { explorer: ExplorerData }> {
  return async (args) => {
    const [data, explorer] = await Promise.all([loader(args), explorerFromUrl(args)]);
    return { ...data, explorer };
  };
}
