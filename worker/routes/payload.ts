import { CACHE_CONTROL } from '../cache-control';
import { Hono } from 'hono';
import { isRouteErrorResponse } from 'react-router';
import { redirectForPath, type RouteRules } from '../../shared/routing/route-rules';
import type { AppEnv } from '../app-env';
import { contentfulStatus } from '../http-status';
import { createRouteDataLoader, type LoaderRegistry } from '../loaders';
import type { PageRendererPort } from '../ports/page-renderer';
import { cachePolicyOf } from '../page-cache-policy';

const SUFFIX = '/_payload.json';

/**
 * `{route}/_payload.json`: the data of a page for client-side navigation, from the same loaders
 * that server rendering uses, cached like the page itself.
 */
export function payloadRoutes(renderer: PageRendererPort, rules: RouteRules, loaders: LoaderRegistry = {}) {
  const app = new Hono<AppEnv>();
  app.get('*', async (c, next) => {
    const url = new URL(c.req.url);
    if (!url.pathname.endsWith(SUFFIX)) return next();
    const pagePath = url.pathname.slice(0, -SUFFIX.length) || '/';
    const rule = redirectForPath(rules, pagePath);
    if (rule?.ok) return c.json({ redirect: { location: rule.location, external: rule.external } });
    if (rule) return c.json({ error: { status: 404, statusText: `Page not found: ${pagePath}` } }, 404);
    const pageUrl = new URL(pagePath + url.search, url);
    const context = await renderer.query(
      new Request(pageUrl, { headers: c.req.raw.headers, signal: c.req.raw.signal }),
      createRouteDataLoader(c.var.context, loaders),
    );
    if (context instanceof Response) {
      const location = context.headers.get('Location');
      if (location) return c.json({ redirect: { location, external: false } });
      return c.json({ error: { status: 500, statusText: 'Unexpected response' } }, 500);
    }
    // Data of a page over the client's page-search limit (no results, the limit's message) is
    // answered for the app to show, but no cache keeps it.
    const shared = cachePolicyOf(context) === 'public' && !c.var.context.pageSearchLimited;
    c.header('Cache-Control', shared ? CACHE_CONTROL.publicPage : CACHE_CONTROL.private);
    const [error] = Object.values(context.errors ?? {});
    if (error !== undefined) {
      const status = isRouteErrorResponse(error) ? error.status : 500;
      const statusText = isRouteErrorResponse(error) ? error.statusText : '';
      // Over the client's lookup limit: when to ask again.
      const retryAfter = c.var.context.health.retryAfterSeconds;
      if (status === 429 && retryAfter !== null) c.header('Retry-After', String(retryAfter));
      return c.json({ error: { status, statusText } }, contentfulStatus(status));
    }
    return c.json({ loaderData: context.loaderData });
  });
  return app;
}
