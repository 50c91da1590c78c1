import type { algoliasearch } from 'algoliasearch';
import type { SearchIndex } from '../../embedded/search/embedded-engine';

/** The requester option of the algoliasearch client, and what it sends and answers. */
export type Requester = NonNullable<NonNullable<Parameters<typeof algoliasearch>[2]>['requester']>;
type EndRequest = Parameters<Requester['send']>[0];
type Response = Awaited<ReturnType<Requester['send']>>;

/** Finds the embedded index of a name; null for an index that does not exist. */
export type IndexResolver = (indexName: string) => Promise<SearchIndex | null>;

const MULTI_QUERY = /^\/1\/indexes\/\*\/queries$/;
const SINGLE_QUERY = /^\/1\/indexes\/([^/]+)\/query$/;

function answer(status: number, body: unknown): Response {
  return { status, content: JSON.stringify(body), isTimedOut: false, headers: { 'content-type': 'application/json' } };
}

const refuse = (status: number, message: string) => answer(status, { message, status });

interface QueryParams {
  indexName?: unknown;
  [key: string]: unknown;
}

/** A JSON object, whose fields the engine's request schema checks (an array or a scalar is no query). */
function isQueryParams(value: unknown): value is QueryParams {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// One query of the hosted protocol against an embedded index, as the hosted service answers it.
async function runQuery(resolve: IndexResolver, params: QueryParams): Promise<{ error: Response } | { result: object }> {
  if (typeof params.indexName !== 'string' || params.indexName === '') return { error: refuse(400, 'indexName is required') };
  const index = await resolve(params.indexName);
  if (!index) return { error: refuse(404, 'Index does not exist') };
  const started = Date.now();
  const { indexName, ...search } = params;
  const outcome = index.search(search);
  if (!outcome.ok) return { error: refuse(400, outcome.message) };
  return {
    result: {
      ...outcome.value,
      exhaustiveNbHits: true,
      query: typeof search.query === 'string' ? search.query : '',
      index: indexName,
      processingTimeMS: Date.now() - started,
    },
  };
}

function parseBody(data: EndRequest['data']): unknown {
  if (data === undefined) return {};
  try {
    return JSON.parse(typeof data === 'string' ? data : new TextDecoder().decode(data));
  } catch {
    return null;
  }
}

/**
 * An algoliasearch requester that answers the hosted search protocol in-process (DECISIONS.md
 * section 2): `POST /1/indexes/{name}/query` and the multi-query `POST /1/indexes/*\/queries`,
 * with the hosted status codes (400 for a bad request or filter, 404 for an unknown index).
 * Nothing goes over the network; the host name in the URL is ignored.
 */
export function createEmbeddedRequester(resolve: IndexResolver): Requester {
  return {
    async send(request) {
      const path = new URL(request.url).pathname;
      if (request.method !== 'POST') return refuse(404, 'Not found');
      const body = parseBody(request.data);
      if (!isQueryParams(body)) return refuse(400, 'Invalid JSON');
      const single = SINGLE_QUERY.exec(path);
      if (single) {
        const ran = await runQuery(resolve, { ...body, indexName: decodeURIComponent(single[1]!) });
        return 'error' in ran ? ran.error : answer(200, ran.result);
      }
      if (!MULTI_QUERY.test(path)) return refuse(404, 'Not found');
      const requests = body['requests'];
      if (!Array.isArray(requests)) return refuse(400, 'requests must be a list');
      const results: unknown[] = [];
      for (const params of requests) {
        const ran = await runQuery(resolve, isQueryParams(params) ? params : {});
        if ('error' in ran) return ran.error;
        results.push(ran.result);
      }
      return answer(200, { results });
    },
  };
}
