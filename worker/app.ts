import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ApiErrorBody } from '../shared/errors/api-error';
import { routeRulesSchema, type RouteRules } from '../shared/routing/route-rules';
import type { SitemapLimits } from '../shared/routing/sitemap-files';
import { embeddedVideo } from './adapters/video/embedded';
import type { AppEnv } from './app-env';
import type { BuildInfo } from './build-info';
import { configForRequest, type Config } from './config';
import type { AdapterOptions } from './context';
import { fallbackErrorPage } from './fallback-error-page';
import { ApiError } from './http-error';
import { ContentServiceError } from './ports/content';
import { describeFailure, failureStatus } from '../shared/resilience/service-failure';
import { errorText, logEvent } from './request-log';
import { requestLog } from './middleware/request-log';
import { ContentVersion } from './content-version';
import { LiveSeatsMemo } from './live-seats-memo';
import { PageCache } from './page-cache';
import { PageCaches } from './page-caches';
import type { SharedCacheStore } from './shared-cache-store';
import { SharedPageCache } from './shared-page-cache';
import { SharedSitemapCache } from './shared-sitemap-cache';
import type { LoaderRegistry } from './loaders';
import { languageRedirect } from './middleware/language-redirect';
import { malformedPath } from './middleware/malformed-path';
import { previewMode } from './middleware/preview-mode';
import { previewRedirect } from './middleware/preview-redirect';
import { rateLimit } from './middleware/rate-limit';
import { callCeiling } from './middleware/call-ceiling';
import { lookupLimit } from './middleware/lookup-limit';
import { requestContext } from './middleware/request-context';
import { routeRules } from './middleware/route-rules';
import { securityHeaders } from './middleware/security-headers';
import { trailingSlash } from './middleware/trailing-slash';
import { visitorTokenPrivate } from './middleware/visitor-token-private';
import type { PageRendererPort } from './ports/page-renderer';
import { applicationRoutes } from './routes/api-application';
import { backendRoutes } from './routes/api-backend';
import { docsRoutes } from './routes/api-docs';
import { embeddedVideoRoutes } from './routes/embedded-video';
import { signingPageRoutes } from './routes/signing-page';
import { searchApiRoutes } from './routes/api-search';
import { requestUrl } from './request-url';
import { assertRouteMiddlewareKnown } from './route-middleware';
import { contentApiRoutes } from './routes/api-content';
import { buildRoutes } from './routes/builds';
import { calendarRoutes } from './routes/calendar';
import { pageRoutes } from './routes/pages';
import { payloadRoutes } from './routes/payload';
import { sitemapRoutes } from './routes/sitemaps';
import rawRouteRules from './route-rules.json';

/** The route rules shipped in the repo, validated once when the worker starts. */
export const shippedRouteRules: RouteRules = routeRulesSchema.parse(rawRouteRules);

export interface AppOptions {
  config: Config;
  renderer: PageRendererPort;
  build: BuildInfo;
  rules?: RouteRules;
  /** Replaces route loaders, for tests that need a loader to fail in a given way. */
  loaders?: LoaderRegistry;
  /** How the configured adapters reach their services (tests point them at local stand-ins). */
  adapters?: AdapterOptions;
  /** The most a sitemap file holds before the next is started; the sitemaps.org limits by default (tests pass small ones). */
  sitemapLimits?: SitemapLimits;
  /** The isolate's page cache (tests pass one with their own clock); by default one of `PAGE_CACHE_ENTRIES` pages. */
  pageCache?: PageCache;
  /** The pages' seats reused between requests (worker/live-seats-memo.ts; tests pass one with their own clock). */
  liveSeats?: LiveSeatsMemo;
  /**
   * The location's shared cache of pages and sitemaps and of the content version
   * (`caches.default`, which the composition root passes); none by default, so an app made in a
   * test shares nothing with another unless the test says so.
   */
  sharedCache?: SharedCacheStore | null;
}

/** The whole worker: request handling before rendering, the API, builds metadata and pages. */
export function createApp({
  config,
  renderer,
  build,
  rules = shippedRouteRules,
  loaders = {},
  adapters = {},
  sitemapLimits,
  pageCache = new PageCache(Date.now, { maxEntries: config.PAGE_CACHE_ENTRIES }),
  liveSeats = new LiveSeatsMemo(),
  sharedCache = null,
}: AppOptions) {
  // Rules that name a route middleware nobody defined stop the worker here, not silently later.
  assertRouteMiddlewareKnown(rules);
  const contentVersion = new ContentVersion(sharedCache);
  const pageCaches = new PageCaches(pageCache, sharedCache ? new SharedPageCache(sharedCache) : null, contentVersion, build);
  const app = new Hono<AppEnv>();
  // First: the request's id and its one log line, around everything else (errors included).
  app.use('*', requestLog());
  app.use('*', async (c, next) => {
    c.set('config', configForRequest(config, requestUrl(c.req.raw)));
    await next();
  });
  app.use('*', securityHeaders);
  app.use('*', malformedPath(build.assets.css));
  app.use('*', trailingSlash);
  app.use('*', previewRedirect);
  // The context comes before preview mode, which reads the request's one preview state from it.
  app.use('*', requestContext(build, adapters, contentVersion, liveSeats));
  app.use('*', previewMode);
  app.use('*', routeRules(rules, build.assets.css));
  app.use('*', languageRedirect);
  app.use('*', visitorTokenPrivate);
  app.use('*', (c, next) => (c.var.context.visitorToken === null ? next() : rateLimit('personal')(c, next)));

  // The calls that cost something per request, and the staff sign-in (a secret to guess), limited
  // per client before they do any work.
  app.post('/api/backend/cart/price', rateLimit('price'));
  // Those that store or bill count, once the client's limit let them through, against their
  // ceiling per day across all clients (the pages' own searches in `pageSearchAllowed`).
  app.post('/api/backend/cart/commit', rateLimit('commit'), callCeiling('commit'));
  app.post('/api/backend/cart/share', rateLimit('share'), callCeiling('share'));
  app.post('/api/application/:cartId/attachments', rateLimit('upload'), callCeiling('upload'));
  app.post('/api/docs/create', rateLimit('docs'), callCeiling('docs'));
  app.get('/api/docs/:id', rateLimit('docsStatus'));
  app.get('/sign/:id/status', rateLimit('docsStatus'));
  app.get('/api/search', rateLimit('search'), callCeiling('search'));
  app.post('/api/content/preview-token', rateLimit('staffSignIn'));
  // Lookups by an id no cache holds, per client and all clients together (content lookups count
  // inside the content port, on a cache miss).
  app.get('/api/backend/cart/share/:id', lookupLimit('backend'));
  app.get('/api/backend/event/:type/:id', lookupLimit('backend'));
  app.get('/api/application/:cartId/attachments', lookupLimit('attachments'));

  app.route('/builds', buildRoutes(build, rules));
  app.route('/api/backend', backendRoutes(config));
  app.route('/api/docs', docsRoutes());
  app.route('/api/application', applicationRoutes());
  app.route('/api/search', searchApiRoutes());
  app.route('/api/content', contentApiRoutes());
  app.all('/api/*', () => {
    throw new ApiError(404, 'not_found', 'No such API endpoint');
  });
  app.route('/sign', signingPageRoutes(renderer, build));
  // With Mux configured the browser asks Mux, and these paths are ordinary (missing) pages.
  if (config.VIDEO_SERVICE === 'embedded') app.route('/video', embeddedVideoRoutes(embeddedVideo));
  app.route('/', sitemapRoutes(sitemapLimits, sharedCache ? new SharedSitemapCache(sharedCache, contentVersion, build) : null));
  app.route('/', calendarRoutes());
  app.route('/', payloadRoutes(renderer, rules, loaders));
  app.route('/', pageRoutes(renderer, build, loaders, pageCaches));

  app.onError((error, c) => {
    // Every error answer names the request (the API error's `requestId`, the page's reference),
    // so a visitor's report finds its log line.
    const { requestId } = c.var.trace;
    if (error instanceof ApiError) {
      // An error is never kept by a shared cache: the next request must ask again.
      if (error.status >= 500 || error.status === 429) c.header('Cache-Control', 'private, no-store');
      if (error.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.retryAfterSeconds));
      return c.json({ ...error.body(), requestId }, error.status);
    }
    const isApi = c.req.path.startsWith('/api/') || c.req.path.endsWith('.json');
    if (error instanceof HTTPException && error.status < 500) {
      const body = { statusCode: error.status, statusMessage: 'bad_request', message: error.message, requestId } satisfies ApiErrorBody;
      return isApi
        ? c.json(body, error.status)
        : c.html(fallbackErrorPage(c.req.path, error.status, build.assets.css, requestId), error.status);
    }
    if (isApi && error instanceof ContentServiceError) {
      // The status language of a failed service: 502 a bad answer, 504 no answer in time, 503 known to be down.
      const { status, statusMessage } = failureStatus(error.kind);
      c.var.context.health.fail('content', describeFailure(error.status, error.kind === 'circuit_open'));
      c.header('Cache-Control', 'private, no-store');
      if (error.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.retryAfterSeconds));
      return c.json(
        { statusCode: status, statusMessage, message: 'The content service is not answering', requestId } satisfies ApiErrorBody,
        status,
      );
    }
    // A fault of ours: the one line with the stack (no path: it may carry ids), the request's line says where.
    logEvent('error', 'unexpected_error', requestId, { error: errorText(error), stack: error.stack ?? null });
    if (isApi)
      return c.json(
        { statusCode: 500, statusMessage: 'internal_error', message: 'Internal Server Error', requestId } satisfies ApiErrorBody,
        500,
      );
    return c.html(fallbackErrorPage(c.req.path, 500, build.assets.css, requestId), 500);
  });
  return app;
}
