import { keptPageHeaders, PAGE_CACHE_TTL_MS, PAGE_STALE_MS } from './page-cache';
import { SHARED_CACHE_PATH, type SharedCacheStore } from './shared-cache-store';

// What the stored response carries besides the page: the placeholder its nonce was swapped for,
// when it was rendered, and the page's own headers (the stored response's are the Cache API's).
const PLACEHOLDER_HEADER = 'X-Page-Nonce-Placeholder';
const STORED_AT_HEADER = 'X-Page-Stored-At';
const PAGE_HEADERS_HEADER = 'X-Page-Headers';
/** The Cache API keeps an entry as long as the isolate's cache serves it at all (fresh, then stale while revalidated). */
const STORED_MAX_AGE_SECONDS = (PAGE_CACHE_TTL_MS + PAGE_STALE_MS) / 1000;

/** A page found in the shared cache, with the new response's nonce filled in. */
export interface SharedPage {
  html: string;
  headers: Headers;
  /** When it was rendered (by whichever isolate): its age decides fresh or stale, as in the isolate's cache. */
  storedAt: number;
}

/** Where the page at `pageKey` (path and query) is kept for `buildId` and the content `version`. */
export function sharedPageKey(origin: string, buildId: string, version: string, pageKey: string): string {
  // A new build renders other asset names, a content change other content: both make new keys,
  // and the old entries run out by their max-age.
  return `${origin}${SHARED_CACHE_PATH}/page/${encodeURIComponent(buildId)}/${encodeURIComponent(version)}${pageKey}`;
}

/**
 * Rendered public pages kept in the Cache API, which a location's isolates share: a page one
 * isolate rendered is served by the others, and by new isolates after a deploy's first render.
 * Stored with its nonce swapped for a random placeholder of its own (named in the entry, never
 * sent), so every response gets its fresh nonce and no visitor is sent another's.
 */
export class SharedPageCache {
  constructor(private readonly store: SharedCacheStore) {}

  /** The page kept at `key` with `nonce` filled in; null when none is, or the cache fails (the page is rendered). */
  async get(key: string, nonce: string): Promise<SharedPage | null> {
    const stored = await this.store.match(key).catch(() => undefined);
    if (stored?.status !== 200) return null;
    const placeholder = stored.headers.get(PLACEHOLDER_HEADER);
    const storedAt = Number(stored.headers.get(STORED_AT_HEADER));
    const pageHeaders = parseHeaders(stored.headers.get(PAGE_HEADERS_HEADER));
    if (!placeholder || !Number.isFinite(storedAt) || !pageHeaders) return null;
    const html = (await stored.text()).replaceAll(placeholder, nonce);
    return { html, headers: new Headers(pageHeaders), storedAt };
  }

  /** Keeps a rendered page; `nonce` is the one it was rendered with. */
  async set(key: string, html: string, nonce: string, headers: Headers, storedAt: number): Promise<void> {
    if (nonce.length < 16) return;
    const placeholder = `nonce-placeholder-${crypto.randomUUID()}`;
    const stored = new Response(html.replaceAll(nonce, placeholder), {
      headers: {
        'Content-Type': headers.get('Content-Type') ?? 'text/html; charset=UTF-8',
        'Cache-Control': `max-age=${STORED_MAX_AGE_SECONDS}`,
        [PLACEHOLDER_HEADER]: placeholder,
        [STORED_AT_HEADER]: String(storedAt),
        [PAGE_HEADERS_HEADER]: JSON.stringify(keptPageHeaders(headers)),
      },
    });
    await this.store.put(key, stored).catch((error: unknown) => console.warn('shared page cache write failed', error));
  }

  /** Drops a kept page (it is gone or private since). */
  async forget(key: string): Promise<void> {
    await this.store.delete(key).catch(() => false);
  }
}

const isHeaderPair = (pair: unknown): pair is [string, string] =>
  Array.isArray(pair) && pair.length === 2 && pair.every((part) => typeof part === 'string');

/** The page's headers as stored (pairs of strings), or null when they are not. */
function parseHeaders(text: string | null): [string, string][] | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) && value.every(isHeaderPair) ? value : null;
  } catch {
    return null;
  }
}
