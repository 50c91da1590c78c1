import { Hono } from 'hono';
import { afterResponse } from '../after-response';
import type { AppEnv } from '../app-env';
import type { BuildInfo } from '../build-info';
import { contentfulStatus } from '../http-status';
import type { LoaderRegistry } from '../loaders';
import { mayShare } from '../page-cache-policy';
import type { PageCaches } from '../page-caches';
import type { PageRendererPort } from '../ports/page-renderer';
import { requestUrl } from '../request-url';
import { refreshInBackground } from './page-refresh';
import { renderPage } from './render-page';

/**
 * Every page, from the caches or rendered. Public pages outside preview asked for twice within a
 * minute are kept for a minute in the isolate's page cache and in the location's shared one (the
 * Cache API); for ten minutes after that a kept page is still served at once while one request
 * renders it again in the background (stale while revalidate). A page built on a failed service is
 * never kept. Each answer's cache outcome goes to the request's log line (`trace.cacheOutcome`).
 */
export function pageRoutes(renderer: PageRendererPort, build: BuildInfo, loaders: LoaderRegistry, caches: PageCaches) {
  const app = new Hono<AppEnv>();
  const rendering = { renderer, build, loaders, caches };

  app.get('*', async (c) => {
    const { trace } = c.var.context;
    // Nothing fetched in preview or with the visitor's own content token is shared with others.
    if (!(await mayShare(c.var.context))) {
      trace.cacheOutcome = 'bypass';
      return renderPage(c, rendering, null);
    }
    const keys = await caches.keysOf(c.var.config.PUBLIC_SITE_URL, requestUrl(c.req.raw));
    const found = await caches.find(keys, c.var.nonce);
    if (found) {
      trace.cacheOutcome = found.page.stale ? 'stale' : found.outcome;
      if (found.page.stale && caches.isolate.claimRefresh(keys.isolate)) afterResponse(c, refreshInBackground(c, rendering, keys));
      return c.body(found.page.html, contentfulStatus(found.page.status), found.page.headers);
    }
    trace.cacheOutcome = 'miss';
    return renderPage(c, rendering, { keys, refresh: false });
  });
  return app;
}
