// The outside services a fault bench puts behind its proxies: the site's embedded GraphQL content
// service (the repo's schema over D1, seeded on first use) answering over HTTP, as a remote CMS
// does, and the embedded search engine answering the hosted search protocol over HTTP (the same
// requester the site's embedded search runs in-process, worker/adapters/search/embedded-requester.ts),
// indexed from that content's search records of every language, once per day. Run by
// `npm run bench:faults` under `wrangler dev -c scripts/bench/content-upstream.wrangler.toml`; it is
// never deployed. `GET /builds/latest.json` answers so that the dev-server helper sees it is up.
// The search records carry translated texts, as in the site's worker (worker/index.ts).
import '../../shared/i18n/all-messages';
import { businessToday } from '../../shared/calendar/business-day';
import { LANGUAGES } from '../../shared/i18n/languages';
import { createSearchIndex } from '../../worker/embedded/search/embedded-engine';
import { uncachedQuery } from '../../worker/adapters/content/content-cache';
import { createGraphqlContent } from '../../worker/adapters/content/graphql-content';
import { remoteContentRequester } from '../../worker/adapters/content/remote';
import { createIndexCache } from '../../worker/adapters/search/embedded';
import { createEmbeddedRequester } from '../../worker/adapters/search/embedded-requester';
import { embeddedGraphqlFetch } from '../../worker/embedded/content/service/embedded-graphql';

// The index name the site asks for (its SEARCH_INDEX_CATALOG default).
const INDEX_NAME = 'Catalog';

let service = null;
let searchRequester = null;
const indexes = createIndexCache();

function contentService(env) {
  service ??= embeddedGraphqlFetch({ db: env.DB, isStaffToken: async () => false });
  return service;
}

/** The hosted search protocol over the embedded engine, indexed from this worker's own content. */
function searchService(env) {
  if (!searchRequester) {
    const content = createGraphqlContent(
      uncachedQuery(
        remoteContentRequester({
          url: 'http://content.local/graphql',
          token: null,
          fetch: (input, init) => contentService(env)(new Request(input, init)),
        }),
      ),
      { staff: false },
    );
    const build = async () => createSearchIndex((await Promise.all(LANGUAGES.map((language) => content.searchRecords(language)))).flat());
    searchRequester = createEmbeddedRequester(async (name) =>
      name === INDEX_NAME ? indexes.get(`${INDEX_NAME}:${businessToday(Date.now())}`, build) : null,
    );
  }
  return searchRequester;
}

export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === '/builds/latest.json') return Response.json({ ready: true });
    if (url.pathname.startsWith('/1/indexes/')) {
      const answer = await searchService(env).send({
        url: request.url,
        method: request.method,
        headers: {},
        data: request.method === 'POST' ? await request.text() : undefined,
        connectTimeout: 0,
        responseTimeout: 0,
      });
      return new Response(answer.content, { status: answer.status, headers: answer.headers });
    }
    if (url.pathname !== '/graphql') return new Response('Not found', { status: 404 });
    return contentService(env)(request);
  },
};
