// A local fake of the hosted search service, reached through algoliasearch's `requester` option:
// it answers `POST /1/indexes/*/queries` from the fixture records the way the hosted engine does,
// and deliberately NOT the way the embedded engine does — facets are counted over the query's own
// hits (conjunctive), hits come in relevance then catalogue order (never in id-list order), empty
// facets are left out and hits carry `_highlightResult`. Its text matching is the hosted default's,
// typos included, written plainly (./hosted-text-match.ts) rather than borrowed from the engine. So the production adapter only passes the
// shared table if its own code (disjunctive facet queries, id ordering, parsing) is right.
import type { FilterAtom, FilterAst } from '../../shared/search/filter-expression';
import { tokenize } from '../../worker/embedded/search/normalize-text';
import { parseFilterExpression } from '../../shared/search/parse-filter-expression';
import { FACET_ATTRIBUTES, SEARCHABLE_ATTRIBUTES, type SearchRecordInput } from '../../shared/search/search-record';
import type { Requester } from '../../worker/adapters/search/embedded-requester';
import { hostedTextTypos, hostedWordTypos } from './hosted-text-match';

export interface FakeHostedOptions {
  appId: string;
  apiKey: string;
  indexName: string;
  records: readonly SearchRecordInput[];
  /** Every request the fake received, for tests that look at the wire. */
  log?: { url: string; body: unknown }[];
  /** Answer every request with this status instead (a failing service). */
  failWith?: number;
}

type Hit = Record<string, unknown>;

function valuesOf(record: Hit, attribute: string): unknown[] {
  const value = record[attribute];
  return Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
}

function atomMatches(record: Hit, atom: FilterAtom): boolean {
  if (atom.kind === 'facet') {
    return valuesOf(record, atom.attribute).some((value) => String(value).toLowerCase() === atom.value.toLowerCase());
  }
  // A numeric array attribute passes when any element does, as in the hosted engine.
  return valuesOf(record, atom.attribute).some((value) => typeof value === 'number' && numberMatches(value, atom));
}

function numberMatches(value: number, atom: Exclude<FilterAtom, { kind: 'facet' }>): boolean {
  if (atom.kind === 'range') return value >= atom.from && value <= atom.to;
  switch (atom.operator) {
    case '<':
      return value < atom.value;
    case '<=':
      return value <= atom.value;
    case '=':
      return value === atom.value;
    case '!=':
      return value !== atom.value;
    case '>=':
      return value >= atom.value;
    case '>':
      return value > atom.value;
  }
}

const matchesFilter = (record: Hit, ast: FilterAst) => ast.every((clause) => clause.some((atom) => atomMatches(record, atom)));

// The default text matching (tests/contract/hosted-text-match.ts: the last word a prefix, typos
// from 4 and 8 letters). Relevance as the default ranking starts: fewest typos first, then the index
// of the first attribute that matches the first word (title first), then catalogue order.
function textRank(record: Hit, words: readonly string[]): [typos: number, attribute: number] | null {
  if (words.length === 0) return [0, 0];
  const tokens = SEARCHABLE_ATTRIBUTES.map((attribute) => tokenize(valuesOf(record, attribute).join(' ')));
  const typos = hostedTextTypos(words, tokens.flat());
  if (typos === null) return null;
  const first = tokens.findIndex((list) => list.some((token) => hostedWordTypos(words[0]!, token, words.length === 1) !== null));
  return [typos, first];
}

function query(records: readonly Hit[], params: Record<string, unknown>) {
  const parsed = parseFilterExpression(typeof params.filters === 'string' ? params.filters : '');
  if (!parsed.ok) return { error: { status: 400, message: `filters: ${parsed.message}` } } as const;
  const words = tokenize(typeof params.query === 'string' ? params.query : '');
  const matched = records
    .map((record, position) => ({ record, position, rank: matchesFilter(record, parsed.value) ? textRank(record, words) : null }))
    .filter((entry): entry is { record: Hit; position: number; rank: [number, number] } => entry.rank !== null)
    .sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || a.position - b.position)
    .map((entry) => entry.record);
  const hitsPerPage = typeof params.hitsPerPage === 'number' ? params.hitsPerPage : 20;
  const page = typeof params.page === 'number' ? params.page : 0;
  const facets: Record<string, Record<string, number>> = {};
  const wanted =
    Array.isArray(params.facets) && params.facets.includes('*')
      ? FACET_ATTRIBUTES
      : FACET_ATTRIBUTES.filter((f) => Array.isArray(params.facets) && params.facets.includes(f));
  for (const attribute of wanted) {
    const counts: Record<string, number> = {};
    for (const record of matched)
      for (const value of new Set(valuesOf(record, attribute).map(String))) counts[value] = (counts[value] ?? 0) + 1;
    if (Object.keys(counts).length > 0) facets[attribute] = counts;
  }
  const servable = Math.min(matched.length, 1000);
  const hits = hitsPerPage === 0 ? [] : matched.slice(page * hitsPerPage, Math.min(servable, (page + 1) * hitsPerPage));
  return {
    result: {
      hits: hits.map((hit) => ({ ...hit, _highlightResult: { title: { value: hit.title, matchLevel: 'none' } } })),
      nbHits: matched.length,
      nbPages: hitsPerPage === 0 ? 0 : Math.ceil(servable / hitsPerPage),
      page,
      hitsPerPage,
      facets,
      exhaustiveNbHits: true,
      processingTimeMS: 1,
      query: params.query ?? '',
      params: '',
      index: params.indexName,
    },
  } as const;
}

const reply = (status: number, body: unknown) => ({ status, content: JSON.stringify(body), isTimedOut: false });

/** The fake as an algoliasearch requester. Records are stored as the hosted index holds them (defaults absent). */
export function createFakeHostedRequester(options: FakeHostedOptions): Requester {
  const records = options.records.map((record) => ({ ...record }) as Hit);
  return {
    async send(request) {
      const url = new URL(request.url);
      const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k.toLowerCase(), v]));
      const appId = headers['x-algolia-application-id'] ?? url.searchParams.get('x-algolia-application-id');
      const apiKey = headers['x-algolia-api-key'] ?? url.searchParams.get('x-algolia-api-key');
      const body: unknown = request.data ? JSON.parse(String(request.data)) : {};
      options.log?.push({ url: request.url, body });
      if (options.failWith) return reply(options.failWith, { message: 'Service unavailable', status: options.failWith });
      if (appId !== options.appId || apiKey !== options.apiKey)
        return reply(403, { message: 'Invalid Application-ID or API key', status: 403 });
      if (request.method !== 'POST' || url.pathname !== '/1/indexes/*/queries') return reply(404, { message: 'Not found', status: 404 });
      const results: unknown[] = [];
      for (const params of (body as { requests: Record<string, unknown>[] }).requests) {
        if (params.indexName !== options.indexName) return reply(404, { message: 'Index does not exist', status: 404 });
        const answer = query(records, params);
        if ('error' in answer) return reply(400, answer.error);
        results.push(answer.result);
      }
      return reply(200, { results });
    },
  };
}
