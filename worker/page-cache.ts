/** How long a rendered public page is reused; the same as its `Cache-Control: max-age`. */
export const PAGE_CACHE_TTL_MS = 60_000;
/**
 * How long past that a kept page is still served at once while it is rendered again in the
 * background; the same as its `stale-while-revalidate`.
 */
export const PAGE_STALE_MS = 600_000;
/** The most pages an isolate keeps by default (`PAGE_CACHE_ENTRIES`; 0 keeps none). */
export const PAGE_CACHE_ENTRIES = 500;
const MAX_PAGE_BYTES = 512 * 1024;
// Any query string makes a new key, so a crawler or an attacker decides how many pages are kept:
// the total is bounded too (HTML length in UTF-16 units, which V8 stores in at most 2 bytes each).
const MAX_TOTAL_LENGTH = 16 * 1024 * 1024;
// A page is kept on its second request within a minute (see `keepsNow`); the keys asked for once
// are bounded by count, and a key longer than any page's own address is never kept at all.
const MAX_ASKED_ONCE = 2_000;
const MAX_KEY_LENGTH = 512;

/**
 * The headers of a rendered page that are kept with it; the per-response ones (its nonce's CSP, a
 * cookie, HSTS) are set again by the middleware of each request.
 */
export function keptPageHeaders(headers: Headers): [string, string][] {
  const kept: [string, string][] = [];
  headers.forEach((value, name) => {
    if (!/^(content-security-policy|set-cookie|strict-transport-security)$/i.test(name)) kept.push([name, value]);
  });
  return kept;
}

interface CachedPage {
  html: string;
  status: number;
  headers: [string, string][];
  storedAt: number;
}

/**
 * Rendered public pages kept in the isolate's memory for a minute, so a busy page is rendered
 * once a minute instead of once a request. The CSP nonce is swapped for a per-isolate secret
 * placeholder when stored and for the new response's fresh nonce when served, so every response
 * still has its own nonce, and nothing a visitor can put in a page can guess the placeholder.
 */
export class PageCache {
  readonly #pages = new Map<string, CachedPage>();
  readonly #askedOnce = new Map<string, number>();
  readonly #refreshing = new Set<string>();
  #totalLength = 0;
  // Made on first use: the Workers runtime allows no random numbers while the module loads.
  #secretPlaceholder: string | null = null;

  private readonly limits: { maxEntries: number; maxTotalLength: number };

  constructor(
    /** The cache's clock (tests pass their own); the shared cache's entries age by it too. */
    readonly now: () => number = Date.now,
    limits: { maxEntries?: number; maxTotalLength?: number } = {},
  ) {
    this.limits = { maxEntries: limits.maxEntries ?? PAGE_CACHE_ENTRIES, maxTotalLength: limits.maxTotalLength ?? MAX_TOTAL_LENGTH };
  }

  get #placeholder(): string {
    this.#secretPlaceholder ??= `nonce-placeholder-${crypto.randomUUID()}`;
    return this.#secretPlaceholder;
  }

  /**
   * A cached page for `key` with `nonce` filled in, `stale` once past its max-age (then the caller
   * serves it and renders the page again in the background); null on a miss or past the
   * stale-while-revalidate time.
   */
  get(key: string, nonce: string): { html: string; status: number; headers: Record<string, string>; stale: boolean } | null {
    const page = this.#pages.get(key);
    if (!page) return null;
    const age = this.now() - page.storedAt;
    if (age >= PAGE_CACHE_TTL_MS + PAGE_STALE_MS) {
      this.#delete(key);
      return null;
    }
    // Re-insert so the map's order stays least-recently-used first.
    this.#pages.delete(key);
    this.#pages.set(key, page);
    return {
      html: page.html.replaceAll(this.#placeholder, nonce),
      status: page.status,
      headers: Object.fromEntries(page.headers),
      stale: age >= PAGE_CACHE_TTL_MS,
    };
  }

  /**
   * Claims the background render of a stale page: true for the first caller, false while that
   * render runs, so one isolate renders a page once however many visitors find it stale.
   */
  claimRefresh(key: string): boolean {
    if (this.#refreshing.has(key)) return false;
    this.#refreshing.add(key);
    return true;
  }

  /** Whether a background render of `key` runs. */
  isRefreshing(key: string): boolean {
    return this.#refreshing.has(key);
  }

  /** The background render of `key` has ended (kept or not). */
  endRefresh(key: string): void {
    this.#refreshing.delete(key);
  }

  /** Drops a kept page (its background render failed: the next visitor gets a fresh render). */
  forget(key: string): void {
    this.#delete(key);
  }

  /**
   * Whether the page about to be rendered for `key` should be kept: from the second time it is
   * asked for within the page's max-age. Most addresses asked for once are never asked for again
   * (a tracking or unique query string, a crawler, an attacker's flood): keeping them would cost
   * each such request a copy of its page and push out the pages that are asked for all the time.
   */
  keepsNow(key: string): boolean {
    if (key.length > MAX_KEY_LENGTH) return false;
    const askedAt = this.#askedOnce.get(key);
    this.#askedOnce.delete(key);
    if (askedAt !== undefined && this.now() - askedAt < PAGE_CACHE_TTL_MS) return true;
    this.#askedOnce.set(key, this.now());
    const oldest = this.#askedOnce.keys().next();
    if (this.#askedOnce.size > MAX_ASKED_ONCE && !oldest.done) this.#askedOnce.delete(oldest.value);
    return false;
  }

  /**
   * Keeps a rendered page; `nonce` is the one it was rendered with, `storedAt` when it was rendered
   * (now, unless it comes from the location's shared cache, where it has aged already).
   */
  set(key: string, html: string, nonce: string, status: number, headers: Headers, storedAt = this.now()): void {
    if (html.length > MAX_PAGE_BYTES || nonce.length < 16) return;
    const kept = keptPageHeaders(headers);
    this.#delete(key);
    const stored = html.replaceAll(nonce, this.#placeholder);
    this.#pages.set(key, { html: stored, status, headers: kept, storedAt });
    this.#totalLength += stored.length;
    while (this.#pages.size > this.limits.maxEntries || this.#totalLength > this.limits.maxTotalLength) {
      const oldest = this.#pages.keys().next().value;
      if (oldest === undefined) break;
      this.#delete(oldest);
    }
  }

  #delete(key: string): void {
    const page = this.#pages.get(key);
    if (!page) return;
    this.#totalLength -= page.html.length;
    this.#pages.delete(key);
  }

  /** The summed length of the kept pages' HTML (UTF-16 units). */
  get totalLength(): number {
    return this.#totalLength;
  }

  get size(): number {
    return this.#pages.size;
  }
}
