/**
 * The part of the platform's Cache API that the location-wide caches use. `caches.default`
 * satisfies it: its entries are shared by every isolate of one Cloudflare location (not copied to
 * others), it honours the stored response's `Cache-Control: max-age`, and on a `*.workers.dev`
 * address it keeps nothing (a miss every time). Tests pass the real one (miniflare's).
 */
export interface SharedCacheStore {
  match(key: string): Promise<Response | undefined>;
  put(key: string, response: Response): Promise<void>;
  delete(key: string): Promise<boolean>;
}

/** The path under the site's origin where the shared caches keep their entries (never a page's own path: it starts with `/__`). */
export const SHARED_CACHE_PATH = '/__shared-cache';
