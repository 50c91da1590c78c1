import type { SearchOptions } from '../../shared/content';
import type { Language } from '../../shared/i18n/languages';
import { explorerResult, type ExplorerData, type ExplorerSearch } from '../../shared/pages/explorer-data';
import { explorerOptions } from '../../shared/search/explorer-options';
import { parseExplorerQuery, rawQueryOf, rowsOfQuery } from '../../shared/search/explorer-query';
import { hitsPerPageFor } from '../../shared/search/hits-per-page';
import { asksOtherLanguage, otherLanguage, otherLanguageSearch, type OtherLanguageHits } from '../../shared/search/no-results-help';
import { emptySearchResponse, type SearchResponse } from '../../shared/search/search-request';
import type { SearchState } from '../../shared/search/search-state';
import type { RequestContext } from '../context';
import type { SearchFailureCode, SearchPort, SearchViewport } from '../ports/search';
import { errorText, logEvent, type RequestTrace } from '../request-log';
import { describeFailure, describeThrownFailure, type ServiceFailure } from '../../shared/resilience/service-failure';
import type { PageLoader, PageLoaderArgs } from './page-loader';
import { staticPageMeta } from './page-meta';

/** A search's answer, or the failure that left the visitor without one. */
type SearchAnswer = { ok: true; value: SearchResponse } | { ok: false; code: SearchFailureCode; retryAfterSeconds?: number };

/**
 * Runs a search and never throws: a failure is logged, recorded on the request's health (so the
 * answer built on it is never cached) and returned as a value, for the page to say "search is
 * unavailable" instead of "no results".
 */
async function searchOrFailure(port: SearchPort, state: SearchState, viewport: SearchViewport, trace: RequestTrace): Promise<SearchAnswer> {
  try {
    const outcome = await port.search(state, viewport);
    if (outcome.ok) return outcome;
    const failure = searchFailureOf(outcome.code, outcome.status);
    logEvent('warn', 'search_failed', trace.requestId, { service: 'search', how: failure.how, code: outcome.code, error: outcome.message });
    trace.health.fail('search', failure);
    return { ok: false, code: outcome.code, ...(outcome.retryAfterSeconds ? { retryAfterSeconds: outcome.retryAfterSeconds } : {}) };
  } catch (error) {
    const failure = describeThrownFailure(error);
    logEvent('warn', 'search_failed', trace.requestId, { service: 'search', how: failure.how, error: errorText(error) });
    trace.health.fail('search', failure);
    return { ok: false, code: 'search_unavailable' };
  }
}

/** How a search failed, by the search port's code (a time-out, an open breaker) and the status the service answered. */
function searchFailureOf(code: SearchFailureCode, status: number | undefined): ServiceFailure {
  if (code === 'timeout') return { how: 'timeout', ...(status === undefined ? {} : { status }) };
  if (code === 'circuit_open') return { how: 'breaker_open' };
  if (code === 'invalid_response') return { how: 'bad_answer', ...(status === undefined ? {} : { status }) };
  return describeFailure(status);
}

/** The empty answer a page shows in place of a search it did not run or that failed. */
function emptyAnswerOf(state: SearchState, viewport: SearchViewport): SearchResponse {
  return emptySearchResponse({ page: state.page, hitsPerPage: hitsPerPageFor(state, viewport) });
}

/** The explorer's filter options of a language; null when the content service fails (logged, and the answer is not cached). */
async function searchOptionsOrNull(context: RequestContext, language: Language): Promise<SearchOptions | null> {
  try {
    return (await context.content.searchOptions(language)).searchOptionsByLanguage;
  } catch (error) {
    const failure = describeThrownFailure(error);
    logEvent('warn', 'search_options_failed', context.trace.requestId, { service: 'content', how: failure.how, error: errorText(error) });
    context.health.fail('content', failure);
    return null;
  }
}

/**
 * An explorer search and, when the search service failed, why (the result is then empty); when a
 * site search found nothing, how many hits the other language has for the same words (null for none).
 */
export interface ExplorerSearchAnswer extends ExplorerSearch {
  failure: Extract<SearchAnswer, { ok: false }> | null;
  otherLanguage: OtherLanguageHits | null;
}

/**
 * The other language's hits of a site search that found nothing (shared/search/no-results-help.ts):
 * the one extra search, run only then; none found, or a failed search, is no suggestion.
 */
async function otherLanguageHits(context: RequestContext, language: Language, state: SearchState): Promise<OtherLanguageHits | null> {
  const other = otherLanguage(language);
  const answer = await searchOrFailure(context.search, otherLanguageSearch(state, other), null, context.trace);
  return answer.ok && answer.value.nbHits > 0 ? { language: other, nbHits: answer.value.nbHits } : null;
}

/**
 * Runs the explorer's search for a state in a language (the state is limited to that language's
 * records) next to the filter options; a failing search gives the empty result with its failure,
 * a failing content service no filter options. A site search that found nothing also counts the
 * other language's hits of its words.
 */
export async function runExplorerSearch(
  context: RequestContext,
  language: Language,
  state: SearchState,
  viewport: SearchViewport,
): Promise<ExplorerSearchAnswer> {
  const [answer, options] = await Promise.all([
    searchOrFailure(context.search, { ...state, language }, viewport, context.trace),
    searchOptionsOrNull(context, language),
  ]);
  const result = answer.ok ? answer.value : emptyAnswerOf(state, viewport);
  const other = answer.ok && asksOtherLanguage(state, result.nbHits) ? await otherLanguageHits(context, language, state) : null;
  return { result, options: explorerOptions(options, result.facets), failure: answer.ok ? null : answer, otherLanguage: other };
}

/** The explorer's state of a URL without a query, and the rows a page shows by default. */
const DEFAULT_QUERY = parseExplorerQuery({});
const DEFAULT_ROWS = rowsOfQuery(new URLSearchParams());

/**
 * The explorer of a page from its URL query (department, category, form, location, dates, q,
 * tab, rows), searched on the server so the filters work without JavaScript: the rows it shows
 * ('Show more' adds to `rows`), counted over every hit. `siteSearch` finds articles too (the
 * search results page).
 */
export async function explorerFromUrl(args: PageLoaderArgs, options: { siteSearch?: boolean } = {}): Promise<ExplorerData> {
  const { state: parsed, tab } = parseExplorerQuery(rawQueryOf(args.url.searchParams));
  const state: SearchState = {
    ...parsed,
    rows: rowsOfQuery(args.url.searchParams),
    ...(options.siteSearch ? { siteSearch: true } : {}),
  };
  const language = args.language;
  // A page without a search of its own (no query, no filter, the default rows) runs the same
  // search every time, kept by the page cache and the search memo; only a query string counts
  // against the client's page-search limit. Over it, the filters still show, without a search.
  const asked = JSON.stringify([parsed, state.rows]) !== JSON.stringify([DEFAULT_QUERY.state, DEFAULT_ROWS]);
  if (asked && !(await args.context.pageSearchAllowed())) {
    // Refused: said how (in a minute, or tomorrow) where the results go.
    const limited = args.context.pageSearchLimited ?? 'client';
    const empty = emptyAnswerOf(state, null);
    const searchOptions = await searchOptionsOrNull(args.context, language);
    return {
      result: explorerResult(empty),
      options: explorerOptions(searchOptions, empty.facets),
      state: { ...state, language },
      tab,
      limited,
    };
  }
  const found = await runExplorerSearch(args.context, language, state, null);
  return {
    result: explorerResult(found.result),
    options: found.options,
    state: { ...state, language },
    tab,
    ...(found.failure ? { unavailable: true as const } : {}),
    ...(found.otherLanguage ? { otherLanguage: found.otherLanguage } : {}),
  };
}

/**
 * The search results page: the filters, the count of every hit of the URL's search over the whole
 * catalogue, articles too, and the first rows of hits; 'Show more' grows the same list
 * (docs/decisions/037), so the page's HTML does not grow with the catalogue.
 */
export const searchPageLoader: PageLoader<'search'> = async (args) => {
  const explorer = await explorerFromUrl(args, { siteSearch: true });
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
