import { type Context, Hono } from 'hono';
import type { AppEnv } from '../app-env';
import type { PageKeys } from '../page-caches';
import { errorText, logEvent } from '../request-log';
import { type PageRendering, renderPage } from './render-page';

/**
 * Renders a stale kept page again after its visitor's response, which is already sent: through an
 * app of its own, so the render has a Hono context of its own (status and headers of its own) with
 * the visitor's request's configuration, nonce and services. Its answer replaces the kept page.
 */
export function refreshInBackground(c: Context<AppEnv>, rendering: PageRendering, keys: PageKeys): Promise<unknown> {
  const refresher = new Hono<AppEnv>();
  refresher.use('*', async (rc, next) => {
    rc.set('config', c.var.config);
    rc.set('nonce', c.var.nonce);
    rc.set('context', c.var.context);
    await next();
  });
  refresher.get('*', (rc) => renderPage(rc, rendering, { keys, refresh: true }));
  return Promise.resolve(refresher.fetch(new Request(c.req.raw.url, { headers: c.req.raw.headers }), c.env))
    .catch((error: unknown) => logEvent('warn', 'background_render_failed', c.var.trace.requestId, { error: errorText(error) }))
    .finally(() => rendering.caches.isolate.endRefresh(keys.isolate));
}
