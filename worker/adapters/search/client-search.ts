import type { Algoliasearch } from 'algoliasearch';
import { buildSearchRequest, orderByItemIds } from '../../../shared/search/build-search-request';
import { disjunctiveFacetQueries, mergeFacetCounts } from '../../../shared/search/facet-queries';
import { type SearchRequest, type SearchResponse, searchResponseSchema } from '../../../shared/search/search-request';
import type { SearchState } from '../../../shared/search/search-state';
import { isServiceFailure } from '../../../shared/resilience/service-failure';
import type { SearchOutcome, SearchViewport } from '../../ports/search';

// Highlighting is never shown; asking for none keeps hosted answers small.
const QUIET: { attributesToHighlight: string[]; attributesToSnippet: string[] } = { attributesToHighlight: [], attributesToSnippet: [] };

function hostedParams(indexName: string, request: SearchRequest) {
  return { indexName, ...request, ...QUIET };
}

// A hosted hit carries `_highlightResult`, `_rankingInfo` and the like; the page needs none of them.
function withoutEngineKeys(result: unknown): unknown {
  if (typeof result !== 'object' || result === null) return result;
  const { hits, ...rest }: { hits?: unknown } = result;
  const clean = Array.isArray(hits)
    ? hits.map((hit) =>
        typeof hit === 'object' && hit !== null ? Object.fromEntries(Object.entries(hit).filter(([key]) => !key.startsWith('_'))) : hit,
      )
    : hits;
  return { ...rest, hits: clean };
}

/**
 * Whether the client gave up because its last host did not answer within the client's own
 * time-out (a RetryError whose last try is marked timed out): that is a time-out (504), not a bad
 * answer, even when it comes before the adapter's overall deadline.
 */
function lastTryTimedOut(error: unknown): boolean {
  const tries = typeof error === 'object' && error !== null && 'stackTrace' in error ? error.stackTrace : undefined;
  if (!Array.isArray(tries) || tries.length === 0) return false;
  const last: unknown = tries[tries.length - 1];
  if (typeof last !== 'object' || last === null || !('response' in last)) return false;
  const response: unknown = last.response;
  return typeof response === 'object' && response !== null && 'isTimedOut' in response && response.isTimedOut === true;
}

/** The HTTP status on an error the client threw for an answer (its `ApiError`), if any. */
function answeredStatus(error: unknown): number | undefined {
  const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  return typeof status === 'number' ? status : undefined;
}

/**
 * One search through an algoliasearch client, the code both adapters share: the request of the
 * state (shared/search/build-search-request), one counts-only query per refined facet for
 * disjunctive counts, all in a single multi-query call; hits of an id lookup in the id order.
 * Transport and protocol failures become `{ ok: false }`, never exceptions.
 */
export async function searchThroughClient(
  client: Pick<Algoliasearch, 'search'>,
  indexName: string,
  state: SearchState,
  viewport: SearchViewport,
): Promise<SearchOutcome> {
  const request = buildSearchRequest(state, viewport);
  const facetQueries = disjunctiveFacetQueries(request);
  let results: unknown[];
  try {
    const answer = await client.search({
      requests: [hostedParams(indexName, request), ...facetQueries.map((query) => hostedParams(indexName, query.request))],
    });
    results = answer.results;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // The client throws an error with the status of an answer it does not retry (a refusal, 4xx).
    const status = answeredStatus(error);
    if (status !== undefined && !isServiceFailure(status)) return { ok: false, code: 'invalid_request', message, status };
    return { ok: false, code: lastTryTimedOut(error) ? 'timeout' : 'search_unavailable', message, ...(status === undefined ? {} : { status }) };
  }
  const parsed: SearchResponse[] = [];
  for (const result of results) {
    const checked = searchResponseSchema.safeParse(withoutEngineKeys(result));
    if (!checked.success) return { ok: false, code: 'invalid_response', message: checked.error.message };
    parsed.push(checked.data);
  }
  const [main, ...facetAnswers] = parsed;
  if (!main || facetAnswers.length !== facetQueries.length) {
    return { ok: false, code: 'invalid_response', message: 'missing results in the multi-query answer' };
  }
  const merged = mergeFacetCounts(
    main,
    facetQueries.map((query, index) => ({ facet: query.facet, response: facetAnswers[index]! })),
  );
  return { ok: true, value: state.itemIds.length > 0 ? { ...merged, hits: orderByItemIds(merged.hits, state.itemIds) } : merged };
}
