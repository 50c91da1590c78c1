import { CACHE_CONTROL } from '../cache-control';
import { type Context, Hono } from 'hono';
import type { StaticHandlerContext } from 'react-router';
import { languageOfPath } from '../../shared/i18n/languages';
import { ROUTES, type CachePolicy } from '../../shared/routing/route-table';
import type { AppEnv } from '../app-env';
import type { BuildInfo } from '../build-info';
import { createRouteDataLoader, type LoaderRegistry } from '../loaders';
import { RATE_LIMITS } from '../rate-limits';
import { PageCache } from '../page-cache';
import type { PageRendererPort } from '../ports/page-renderer';
import { contentfulStatus } from '../http-status';
import { requestUrl } from '../request-url';
import { errorText, logEvent } from '../request-log';
import { streamDocument } from './stream-document';
import { routeHandleOf } from '../../shared/routing/route-handle';

const CACHE_CONTROL_OF: Record<CachePolicy, string> = {
  public: CACHE_CONTROL.publicPage,
  private: CACHE_CONTROL.private,
};

/** The name of the deepest matched route, the page itself. */
function leafRouteName(context: StaticHandlerContext): string | undefined {
  const leaf = context.matches[context.matches.length - 1];
  return routeHandleOf(leaf?.route.handle)?.name;
}

/** The cache policy of the deepest matched route; error pages are never shared-cached. */
export function cachePolicyOf(context: StaticHandlerContext): CachePolicy {
  if (context.errors) return 'private';
  const name = leafRouteName(context);
  return ROUTES.find((route) => route.name === name)?.cache ?? 'private';
}

/** Runs work after the response without holding it up (and without an execution context in unit tests). */
function afterResponse(c: { executionCtx: { waitUntil(work: Promise<unknown>): void } }, work: Promise<unknown>): void {
  try {
    c.executionCtx.waitUntil(work);
  } catch {
    void work;
  }
}

/**
 * Streams every page: runs the route's loaders, then renders the React tree into the document.
 * Public pages outside preview asked for twice within a minute are kept for a minute in the
 * isolate's page cache; for ten minutes after that a kept page is still served at once while one
 * request renders it again in the background (stale while revalidate). A page built on a failed
 * service is never kept.
 */
export function pageRoutes(renderer: PageRendererPort, build: BuildInfo, loaders: LoaderRegistry = {}, pageCache = new PageCache()) {
  const app = new Hono<AppEnv>();

  /** Renders the page of `c`; keeps it when it may be kept (`refresh`: it was kept before). */
  async function renderPage(c: Context<AppEnv>, cacheKey: string, cacheable: boolean, refresh: boolean): Promise<Response> {
    const requestContext = c.var.context;
    const url = requestUrl(c.req.raw);
    const load = createRouteDataLoader(requestContext, loaders);
    const context = await renderer.query(c.req.raw, load);
    if (context instanceof Response) return context;
    const nonce = c.var.nonce;
    const limited = requestContext.pageSearchLimited && context.statusCode === 200;
    c.status(limited ? 429 : contentfulStatus(context.statusCode));
    const policy = cachePolicyOf(context);
    // Over the client's page-search limit the page still renders (filters, a message where the
    // results go) but answers 429, and no cache keeps it; nor one built on a failed service.
    c.header(
      'Cache-Control',
      limited ? CACHE_CONTROL.noStore : requestContext.health.degraded ? CACHE_CONTROL.private : CACHE_CONTROL_OF[policy],
    );
    if (limited) c.header('Retry-After', String(RATE_LIMITS.searchPage.periodSeconds));
    if (c.req.path === '/') c.header('Vary', 'Cookie, Accept-Language');
    if (context.statusCode === 503 && requestContext.health.retryAfterSeconds !== null) {
      c.header('Retry-After', String(requestContext.health.retryAfterSeconds));
    }
    const hydration = renderer.hydration(context, requestContext.trace.requestId);
    const response = await streamDocument(
      c,
      renderer,
      build,
      {
        language: languageOfPath(url.pathname),
        hydration,
        // No third party on a page that shows or holds personal data (the private ones: checkout,
        // shared cart, application, preview); public pages run it sandboxed (docs/decisions/027).
        gtmContainerId: policy === 'public' ? (c.var.config.GTM_CONTAINER_ID ?? null) : null,
        label: 'page',
      },
      renderer.app(context, hydration, nonce, requestContext.trace.requestId),
    );
    const keepable =
      cacheable && !limited && !requestContext.health.degraded && context.statusCode === 200 && policy === 'public' && !!response.body;
    if (refresh) {
      // A page gone since (a 404, now private) is dropped; a render built on a failure keeps the good copy.
      if (context.statusCode !== 200 || policy !== 'public') pageCache.forget(cacheKey);
      const html = await response.text();
      if (keepable && !requestContext.health.degraded) pageCache.set(cacheKey, html, nonce, 200, response.headers);
      return response;
    }
    if (!keepable || !response.body || !pageCache.keepsNow(cacheKey)) return response;
    const [forVisitor, forCache] = response.body.tee();
    afterResponse(
      c,
      new Response(forCache).text().then((html) => {
        // A failure met while the page streamed is known only now.
        if (!requestContext.health.degraded) pageCache.set(cacheKey, html, nonce, 200, response.headers);
      }),
    );
    return new Response(forVisitor, response);
  }

  /** Renders a stale kept page again after its response, in a context of its own (the visitor's response is already sent). */
  function refreshInBackground(c: Context<AppEnv>, cacheKey: string): Promise<unknown> {
    const refresher = new Hono<AppEnv>();
    refresher.use('*', async (rc, next) => {
      rc.set('config', c.var.config);
      rc.set('nonce', c.var.nonce);
      rc.set('context', c.var.context);
      await next();
    });
    refresher.get('*', (rc) => renderPage(rc, cacheKey, true, true));
    return Promise.resolve(refresher.fetch(new Request(c.req.raw.url, { headers: c.req.raw.headers }), c.env))
      .catch((error: unknown) => logEvent('warn', 'background_render_failed', c.var.trace.requestId, { error: errorText(error) }))
      .finally(() => pageCache.endRefresh(cacheKey));
  }

  app.get('*', async (c) => {
    const url = requestUrl(c.req.raw);
    const cacheKey = `${url.pathname}${url.search}`;
    // Nothing fetched in preview or with the visitor's own content token is shared with others.
    const cacheable = c.var.context.visitorToken === null && !(await c.var.context.preview).active;
    const cached = cacheable ? pageCache.get(cacheKey, c.var.nonce) : null;
    c.var.context.trace.cacheOutcome = !cacheable ? 'bypass' : cached ? (cached.stale ? 'stale' : 'isolate-hit') : 'miss';
    if (cached) {
      if (cached.stale && pageCache.claimRefresh(cacheKey)) afterResponse(c, refreshInBackground(c, cacheKey));
      return c.body(cached.html, contentfulStatus(cached.status), cached.headers);
    }
    return renderPage(c, cacheKey, cacheable, false);
  });
  return app;
}
