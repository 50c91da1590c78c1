import { SHARED_CACHE_PATH, type SharedCacheStore } from './shared-cache-store';

/** The version before any change was noticed. */
export const INITIAL_CONTENT_VERSION = '0';
/** How long an isolate trusts the version it read before reading it again (a change noticed by another isolate shows that much later here). */
export const CONTENT_VERSION_RECHECK_MS = 1_000;
// Longer than any page is kept (PAGE_CACHE_TTL_MS + PAGE_STALE_MS), so a page kept under an older
// version is gone before the version could be forgotten; it is read every second, so the cache's
// least-recently-used eviction takes it last.
const VERSION_LIFETIME_SECONDS = 7 * 86_400;

/**
 * The content version of a location: part of every kept page's key (the isolate's and the shared
 * one), so when a content answer changes (worker/adapters/content/content-cache.ts `onChange`) no
 * page rendered before is served again, by this isolate at once and by the location's others
 * within CONTENT_VERSION_RECHECK_MS. It lives in the Cache API beside the pages; without a store
 * (an app made without one) it is this isolate's alone.
 */
export class ContentVersion {
  #known: { value: string; readAt: number } | null = null;

  constructor(
    private readonly store: SharedCacheStore | null,
    private readonly now: () => number = Date.now,
  ) {}

  /** The version pages are kept under now. */
  async current(origin: string): Promise<string> {
    const known = this.#known;
    if (!this.store || (known && this.now() - known.readAt < CONTENT_VERSION_RECHECK_MS)) return known?.value ?? INITIAL_CONTENT_VERSION;
    const readAt = this.now();
    const stored = await this.store.match(versionKey(origin)).catch(() => undefined);
    // An entry the cache lost leaves the last version this isolate knew in place.
    const value = stored ? await stored.text() : (known?.value ?? INITIAL_CONTENT_VERSION);
    this.#known = { value, readAt };
    return value;
  }

  /** A content answer changed: from now on pages are kept under a new version. */
  async changed(origin: string): Promise<void> {
    const value = `${this.now().toString(36)}-${crypto.randomUUID().slice(0, 8)}`;
    this.#known = { value, readAt: this.now() };
    await this.store
      ?.put(versionKey(origin), new Response(value, { headers: { 'Cache-Control': `max-age=${VERSION_LIFETIME_SECONDS}` } }))
      .catch((error: unknown) => console.warn('content version write failed', error));
  }
}

function versionKey(origin: string): string {
  return `${origin}${SHARED_CACHE_PATH}/content-version`;
}
