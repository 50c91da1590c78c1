import * as z from 'zod/mini';
import { searchRecordSchema } from './search-record';
import { MAX_HITS_PER_PAGE } from './search-state';

/**
 * One query to a catalogue index, in the hosted search's own terms: `filters` is the expression
 * string of filter-expression.ts, `facets: ['*']` asks for counts of every facet attribute.
 * `hitsPerPage: 0` asks for counts only.
 */
export const searchRequestSchema = z.object({
  query: z._default(z.string(), ''),
  filters: z._default(z.string(), ''),
  facets: z._default(z.array(z.string()), ['*']),
  hitsPerPage: z._default(z.int().check(z.gte(0)).check(z.lte(MAX_HITS_PER_PAGE)), 20),
  page: z._default(z.int().check(z.gte(0)), 0),
});
export type SearchRequest = z.infer<typeof searchRequestSchema>;
export type SearchRequestInput = z.input<typeof searchRequestSchema>;

/** Counts per facet attribute, then per value. Values with no hits are absent. */
export const facetCountsSchema = z.record(z.string(), z.record(z.string(), z.int().check(z.gte(0))));
export type FacetCounts = z.infer<typeof facetCountsSchema>;

/** What an index answers; the same shape from the hosted and the embedded engine. */
export const searchResponseSchema = z.object({
  hits: z.array(searchRecordSchema),
  nbHits: z.int().check(z.gte(0)),
  nbPages: z.int().check(z.gte(0)),
  page: z.int().check(z.gte(0)),
  hitsPerPage: z.int().check(z.gte(0)),
  facets: z._default(facetCountsSchema, {}),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** The answer shown when a search fails: the empty state, never a broken page. */
export function emptySearchResponse(request: Pick<SearchRequest, 'page' | 'hitsPerPage'>): SearchResponse {
  return { hits: [], nbHits: 0, nbPages: 0, page: request.page, hitsPerPage: request.hitsPerPage, facets: {} };
}
