import { deepFreeze } from '../../../shared/deep-freeze';
import { type Bitset, bitPositions, intersectInto } from './bitset';
import { type FilterAst, clauseAttribute, listedObjectIds } from '../../../shared/search/filter-expression';
import { createFilterIndex } from './filter-index';
import { tokenize } from './normalize-text';
import { parseFilterExpression } from '../../../shared/search/parse-filter-expression';
import { FACET_ATTRIBUTES, type SearchRecord, type SearchRecordInput, searchRecordSchema } from '../../../shared/search/search-record';
import { type FacetCounts, type SearchRequestInput, type SearchResponse, searchRequestSchema } from '../../../shared/search/search-request';
import { MAX_QUERY_WORDS, createTextIndex } from './text-index';

/** Hits beyond this position are never served, whatever the page: the hosted default. */
export const PAGINATION_LIMIT = 1000;

/** A refused request, answered by the in-process hosted protocol as a 400. */
export type SearchResult = { ok: true; value: SearchResponse } | { ok: false; code: 'invalid_request' | 'invalid_filter'; message: string };

/** The embedded catalogue index. */
export interface SearchIndex {
  /** Runs one query with the semantics of docs/rules/search-semantics.md. */
  search(request: SearchRequestInput): SearchResult;
  /** Records indexed (valid ones, last write per objectID). */
  readonly size: number;
  /** Positions in the input of records that failed the record schema and were left out. */
  readonly rejected: readonly number[];
}

const FACET_SET: ReadonlySet<string> = new Set(FACET_ATTRIBUTES);
const PARSE_CACHE_LIMIT = 64;

/**
 * Builds the embedded index over a catalogue. Visible records only are ever returned; facets are
 * counted disjunctively (each facet over the hits of every filter but its own); an id-list filter
 * orders hits by the list; a blank query is no query. Everything text-related is normalised here,
 * once, so a search only combines precomputed sets.
 */
export function createSearchIndex(input: readonly SearchRecordInput[]): SearchIndex {
  const byId = new Map<string, SearchRecord>();
  const rejected: number[] = [];
  input.forEach((candidate, position) => {
    const parsed = searchRecordSchema.safeParse(candidate);
    // Frozen, because hits hand out these very objects and a caller must not change the index.
    if (parsed.success) byId.set(parsed.data.objectID, deepFreeze(parsed.data));
    else rejected.push(position);
  });
  const records = [...byId.values()];
  const size = records.length;
  const filters = createFilterIndex(records);
  const text = createTextIndex(records);
  const visible = filters.clause([{ kind: 'facet', attribute: 'show_in_search', value: 'true' }]);
  const parsedFilters = new Map<string, FilterAst>();

  const parseFilters = (expression: string): FilterAst | string => {
    const cached = parsedFilters.get(expression);
    if (cached) return cached;
    const parsed = parseFilterExpression(expression);
    if (!parsed.ok) return `${parsed.message} at ${parsed.position}`;
    if (parsedFilters.size >= PARSE_CACHE_LIMIT) parsedFilters.clear();
    parsedFilters.set(expression, parsed.value);
    return parsed.value;
  };

  const search = (raw: SearchRequestInput): SearchResult => {
    const request = searchRequestSchema.safeParse(raw);
    if (!request.success) return { ok: false, code: 'invalid_request', message: request.error.message };
    const { query, facets, hitsPerPage, page } = request.data;
    const ast = parseFilters(request.data.filters);
    if (typeof ast === 'string') return { ok: false, code: 'invalid_filter', message: ast };

    // Clauses on a counted facet are left out of that facet's own counts; all others always apply.
    const fixed = visible.slice();
    const facetClauses: { attribute: string; bits: Bitset }[] = [];
    for (const clause of ast) {
      const attribute = clauseAttribute(clause);
      const bits = filters.clause(clause);
      if (attribute !== null && FACET_SET.has(attribute)) facetClauses.push({ attribute, bits });
      else intersectInto(fixed, bits);
    }
    const words = tokenize(query).slice(0, MAX_QUERY_WORDS);
    const matched = text.match(words, fixed);
    const hitsBits = matched.bits.slice();
    for (const { bits } of facetClauses) intersectInto(hitsBits, bits);

    const counted = facets.includes('*') ? FACET_ATTRIBUTES : FACET_ATTRIBUTES.filter((f) => facets.includes(f));
    const facetCounts: FacetCounts = {};
    for (const attribute of counted) {
      const own = facetClauses.filter((clause) => clause.attribute === attribute);
      let bits = hitsBits;
      if (own.length > 0) {
        bits = matched.bits.slice();
        for (const clause of facetClauses) if (clause.attribute !== attribute) intersectInto(bits, clause.bits);
      }
      facetCounts[attribute] = filters.count(attribute, bits);
    }

    const rank = words.length > 0 ? matched.rank : null;
    const ordered = orderHits(bitPositions(hitsBits), records, listedObjectIds(ast), rank);
    const nbHits = ordered.length;
    const servable = Math.min(nbHits, PAGINATION_LIMIT);
    const nbPages = hitsPerPage === 0 ? 0 : Math.ceil(servable / hitsPerPage);
    const start = page * hitsPerPage;
    const hits = page < nbPages ? ordered.slice(start, Math.min(start + hitsPerPage, servable)) : [];
    const value = { hits: hits.map((position) => records[position]!), nbHits, nbPages, page, hitsPerPage };
    return { ok: true, value: { ...value, facets: facetCounts } };
  };

  return { search, size, rejected };
}

// The id list decides the order when there is one (itemIds lookups); otherwise text rank, then
// catalogue order, so results are stable between identical requests.
function orderHits(
  positions: number[],
  records: readonly SearchRecord[],
  listedIds: readonly string[] | null,
  rank: Uint32Array | null,
): number[] {
  if (listedIds) {
    const order = new Map<string, number>();
    listedIds.forEach((id, index) => {
      if (!order.has(id.toLowerCase())) order.set(id.toLowerCase(), index);
    });
    const key = (position: number) => order.get(records[position]!.objectID.toLowerCase()) ?? Number.MAX_SAFE_INTEGER;
    return positions.sort((a, b) => key(a) - key(b) || a - b);
  }
  if (rank) return sortByRank(positions, rank);
  return positions;
}

// A stable counting sort: ranks are small integers (a few per query word), and a comparison sort
// of thousands of hits for a one-letter query would cost more than the whole search.
function sortByRank(positions: number[], rank: Uint32Array): number[] {
  let highest = 0;
  for (const position of positions) highest = Math.max(highest, rank[position]!);
  const starts = new Int32Array(highest + 2);
  for (const position of positions) starts[rank[position]! + 1]! += 1;
  for (let r = 1; r < starts.length; r += 1) starts[r]! += starts[r - 1]!;
  const sorted = new Array<number>(positions.length);
  for (const position of positions) sorted[starts[rank[position]!]!++] = position;
  return sorted;
}
