import { env } from 'cloudflare:workers';
import { Document, createPageRenderer } from '../../../web/entry-server';
import { createApp } from '../../../worker/app';
import { buildInfo } from '../../../worker/build-info';
import { parseConfig } from '../../../worker/config';
import { PageCache } from '../../../worker/page-cache';
import type { PageRendererPort } from '../../../worker/ports/page-renderer';

// The location's shared page cache is the real Cache API of the tests' workerd (miniflare's
// `caches.default`). Each `isolate()` is an app with its own page cache and content version over
// that one store, as two isolates of one location are; it counts the pages it renders
// (tests/worker/shared-page-cache.test.ts, tests/security/shared-page-cache.test.ts).

/** The PREVIEW_SECRET of these apps. */
export const LOCATION_PREVIEW_SECRET = 'preview-secret-for-tests-0123456789';
/** The location's Cache API (the tests' workerd's own). */
export const locationCache = (caches as unknown as { default: Cache }).default;

/** An isolate of the location; `now` is its page cache's clock (the real one by default). */
export function isolateOfLocation(now: () => number = Date.now) {
  const renders = { count: 0 };
  const base = createPageRenderer();
  const renderer: PageRendererPort = {
    ...base,
    Document,
    query(request, load) {
      renders.count += 1;
      return base.query(request, load);
    },
  };
  // Every content read past 0 s refreshes its answer in the background, so a changed row is noticed by the next read.
  const config = parseConfig({ CONTENT_CACHE_TTL: '0', PREVIEW_SECRET: LOCATION_PREVIEW_SECRET });
  const app = createApp({ config, renderer, build: buildInfo, pageCache: new PageCache(now), sharedCache: locationCache });
  /** Asks for a page and waits for the work it left after its response (the cache writes). */
  const get = async (path: string, cookie = '') => {
    const pending: Promise<unknown>[] = [];
    const context = { waitUntil: (work: Promise<unknown>) => void pending.push(work), passThroughOnException() {}, props: {} };
    const response = await app.fetch(
      new Request(`https://site.example${path}`, { headers: { Cookie: `i18n_redirected=sv${cookie ? `; ${cookie}` : ''}` } }),
      env,
      context,
    );
    const html = await response.text();
    await Promise.all(pending);
    return { response, html };
  };
  return { get, renders };
}

/** The nonce of a response's Content-Security-Policy. */
export const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1];
