import type { Context } from 'hono';
import { secondsUntilNextUtcDay } from '../../shared/ceilings/ceilings';
import { languageOfPath } from '../../shared/i18n/languages';
import { afterResponse } from '../after-response';
import type { AppEnv } from '../app-env';
import type { BuildInfo } from '../build-info';
import { contentfulStatus } from '../http-status';
import { createRouteDataLoader, type LoaderRegistry } from '../loaders';
import { cachePolicyOf, mayKeep, pageCacheControl, type RenderedAnswer } from '../page-cache-policy';
import type { PageCaches, PageKeys } from '../page-caches';
import type { PageRendererPort } from '../ports/page-renderer';
import { RATE_LIMITS } from '../rate-limits';
import { requestUrl } from '../request-url';
import { streamDocument } from './stream-document';

/** What rendering a page needs. */
export interface PageRendering {
  renderer: PageRendererPort;
  build: BuildInfo;
  loaders: LoaderRegistry;
  caches: PageCaches;
}

/**
 * How a render meets the caches: null, it is not kept (preview, a visitor's content token);
 * `refresh: false`, a miss, kept from the page's second request within its max-age
 * (`PageCache.keepsNow`); `refresh: true`, a background render of a kept page, which replaces it.
 */
export type RenderKeeping = { keys: PageKeys; refresh: boolean } | null;

/**
 * Runs the route's loaders, then streams the React tree inside the document, with the headers its
 * answer calls for (worker/page-cache-policy.ts); keeps it when it may be kept.
 */
export async function renderPage(
  c: Context<AppEnv>,
  { renderer, build, loaders, caches }: PageRendering,
  keeping: RenderKeeping,
): Promise<Response> {
  const requestContext = c.var.context;
  const url = requestUrl(c.req.raw);
  const context = await renderer.query(c.req.raw, createRouteDataLoader(requestContext, loaders));
  if (context instanceof Response) return context;
  const nonce = c.var.nonce;
  const searchLimit = context.statusCode === 200 ? requestContext.pageSearchLimited : null;
  const limited = searchLimit !== null;
  const policy = cachePolicyOf(context);
  // The failure of a service the page streams from is known only once it has streamed: asked again then.
  const answer = (): RenderedAnswer => ({ statusCode: context.statusCode, policy, limited, degraded: requestContext.health.degraded });
  c.status(limited ? 429 : contentfulStatus(context.statusCode));
  c.header('Cache-Control', pageCacheControl(answer()));
  // Over the client's limit a minute, again after its window; over the day's ceiling, tomorrow.
  if (searchLimit === 'client') c.header('Retry-After', String(RATE_LIMITS.searchPage.periodSeconds));
  if (searchLimit === 'day') c.header('Retry-After', String(secondsUntilNextUtcDay(requestContext.ceilings.now())));
  if (c.req.path === '/') c.header('Vary', 'Cookie, Accept-Language');
  if ((context.statusCode === 503 || context.statusCode === 429) && requestContext.health.retryAfterSeconds !== null) {
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
  if (!keeping || !response.body) return response;
  const { keys, refresh } = keeping;
  if (refresh) {
    // A page gone since (a 404, now private) is dropped; a render built on a failure keeps the good copy.
    if (context.statusCode !== 200 || policy !== 'public') await caches.forget(keys);
    const html = await response.text();
    if (mayKeep(answer())) await caches.keep(keys, html, nonce, response.headers);
    return response;
  }
  if (!mayKeep(answer()) || !caches.isolate.keepsNow(keys.isolate)) return response;
  const [forVisitor, forCache] = response.body.tee();
  afterResponse(
    c,
    new Response(forCache).text().then((html) => (mayKeep(answer()) ? caches.keep(keys, html, nonce, response.headers) : undefined)),
  );
  return new Response(forVisitor, response);
}
