import type { BuildInfo } from './build-info';
import type { ContentVersion } from './content-version';
import { PAGE_CACHE_TTL_MS, PAGE_STALE_MS, type PageCache } from './page-cache';
import { sharedPageKey, type SharedPageCache } from './shared-page-cache';

/** The keys one page is kept under: both hold the content version, so a content change makes new ones. */
export interface PageKeys {
  isolate: string;
  shared: string | null;
}

/** The isolate's key of the page at `pageKey` (path and query) under the content `version`. */
export function isolatePageKey(version: string, pageKey: string): string {
  return `${version} ${pageKey}`;
}

/** A kept page with the response's nonce filled in; `stale` once past its max-age (served, and rendered again in the background). */
export interface KeptPage {
  html: string;
  status: number;
  headers: Record<string, string>;
  stale: boolean;
}

/**
 * The two caches of rendered public pages, the isolate's own in front of the location's shared one:
 * a page is looked for in the isolate, then in the Cache API (and copied into the isolate with its
 * age), and a rendered page that may be kept goes into both. What may be kept is the caller's
 * rule (worker/page-cache-policy.ts).
 */
export class PageCaches {
  constructor(
    readonly isolate: PageCache,
    private readonly shared: SharedPageCache | null,
    private readonly version: ContentVersion,
    private readonly build: BuildInfo,
  ) {}

  /**
   * The keys of the page at `url`, under the content version of now (`siteUrl`: the site's one
   * address, `PUBLIC_SITE_URL`, where the version is kept). The shared key holds the request's
   * origin too: a page rendered over plain http (locally) differs from the same over https.
   */
  async keysOf(siteUrl: string, url: URL): Promise<PageKeys> {
    const version = await this.version.current(new URL(siteUrl).origin);
    const pageKey = `${url.pathname}${url.search}`;
    return {
      isolate: isolatePageKey(version, pageKey),
      shared: this.shared ? sharedPageKey(url.origin, this.build.buildId, version, pageKey) : null,
    };
  }

  /** The kept page of `keys` and which cache kept it, or null. */
  async find(keys: PageKeys, nonce: string): Promise<{ outcome: 'isolate-hit' | 'shared-hit'; page: KeptPage } | null> {
    const own = this.isolate.get(keys.isolate, nonce);
    if (own) return { outcome: 'isolate-hit', page: own };
    if (!this.shared || !keys.shared) return null;
    const found = await this.shared.get(keys.shared, nonce);
    if (!found) return null;
    const age = this.isolate.now() - found.storedAt;
    if (age >= PAGE_CACHE_TTL_MS + PAGE_STALE_MS) return null;
    // Kept here too, with the age it has: the next request in this isolate asks no one, and the
    // page is rendered again when it would have been had this isolate rendered it.
    this.isolate.set(keys.isolate, found.html, nonce, 200, found.headers, found.storedAt);
    return {
      outcome: 'shared-hit',
      page: { html: found.html, status: 200, headers: Object.fromEntries(found.headers), stale: age >= PAGE_CACHE_TTL_MS },
    };
  }

  /** Keeps a rendered page (`nonce`: the one it was rendered with) in both caches. */
  async keep(keys: PageKeys, html: string, nonce: string, headers: Headers): Promise<void> {
    const storedAt = this.isolate.now();
    this.isolate.set(keys.isolate, html, nonce, 200, headers, storedAt);
    if (this.shared && keys.shared) await this.shared.set(keys.shared, html, nonce, headers, storedAt);
  }

  /** Drops a kept page from both caches (it is gone or private since). */
  async forget(keys: PageKeys): Promise<void> {
    this.isolate.forget(keys.isolate);
    if (this.shared && keys.shared) await this.shared.forget(keys.shared);
  }
}
