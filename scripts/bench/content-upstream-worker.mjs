// The content service a fault bench puts behind its proxy: the site's embedded GraphQL content
// service (the repo's schema over D1, seeded on first use) answering over HTTP, as a remote CMS
// does. Run by `npm run bench:faults` under `wrangler dev -c scripts/bench/content-upstream.wrangler.toml`;
// it is never deployed. `GET /builds/latest.json` answers so that the dev-server helper sees it is up.
// The search records carry translated texts, as in the site's worker (worker/index.ts).
import '../../shared/i18n/all-messages';
import { embeddedGraphqlFetch } from '../../worker/embedded/content/service/embedded-graphql';

let service = null;

export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === '/builds/latest.json') return Response.json({ ready: true });
    if (url.pathname !== '/graphql') return new Response('Not found', { status: 404 });
    service ??= embeddedGraphqlFetch({ db: env.DB, isStaffToken: async () => false });
    return service(request);
  },
};
