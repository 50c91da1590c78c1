import { omitAttribute, printFilter, clauseAttribute } from './filter-expression';
import { parseFilterExpression } from './parse-filter-expression';
import { FACET_ATTRIBUTES, type FacetAttribute } from './search-record';
import type { FacetCounts, SearchRequest, SearchResponse } from './search-request';

/** One extra counts-only query: the facet it is for and the request to send. */
export interface FacetQuery {
  facet: FacetAttribute;
  request: SearchRequest;
}

/**
 * The counts-only queries a hosted index needs for disjunctive facets: one per facet that has a
 * filter of its own, with that filter left out. (A hosted query counts facets over its own hits;
 * the embedded engine does this internally.) An unreadable filter gives no extra queries.
 */
export function disjunctiveFacetQueries(request: SearchRequest): FacetQuery[] {
  const parsed = parseFilterExpression(request.filters);
  if (!parsed.ok) return [];
  const refined = new Set(parsed.value.map(clauseAttribute));
  const wanted = request.facets.includes('*') ? FACET_ATTRIBUTES : FACET_ATTRIBUTES.filter((f) => request.facets.includes(f));
  return wanted
    .filter((facet) => refined.has(facet))
    .map((facet) => ({
      facet,
      request: {
        query: request.query,
        filters: printFilter(omitAttribute(parsed.value, facet)),
        facets: [facet],
        hitsPerPage: 0,
        page: 0,
      },
    }));
}

/**
 * The main response with each refined facet's counts replaced by those of its own query, and
 * every facet attribute present (a hosted index leaves out facets without values).
 */
export function mergeFacetCounts(
  main: SearchResponse,
  answers: readonly { facet: FacetAttribute; response: Pick<SearchResponse, 'facets'> }[],
): SearchResponse {
  const facets: FacetCounts = { ...main.facets };
  for (const facet of FACET_ATTRIBUTES) facets[facet] ??= {};
  for (const { facet, response } of answers) facets[facet] = response.facets[facet] ?? {};
  return { ...main, facets };
}
