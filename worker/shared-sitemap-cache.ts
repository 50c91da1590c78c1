import type { BuildInfo } from './build-info';
import type { ContentVersion } from './content-version';
import { SHARED_CACHE_PATH, type SharedCacheStore } from './shared-cache-store';

const ETAG_HEADER = 'X-Sitemap-ETag';
// As long as a crawler may keep the file (CACHE_CONTROL.sitemap): a content change makes new keys before that.
const STORED_MAX_AGE_SECONDS = 3600;

/** A sitemap file as kept: its gzipped bytes (what crawlers take) and its entity tag. */
export interface SharedSitemapFile {
  gzip: Uint8Array<ArrayBuffer>;
  etag: string;
}

/**
 * A location's written sitemap files in the Cache API, so that a large catalogue's files are
 * written once per content change and location, not once per isolate. Kept under the build and
 * the content version (worker/content-version.ts), as the pages are.
 */
export class SharedSitemapCache {
  constructor(
    private readonly store: SharedCacheStore,
    private readonly version: ContentVersion,
    private readonly build: BuildInfo,
  ) {}

  /** Where the file `name` of the site at `siteUrl` is kept, asked for at `url`. */
  async keyOf(siteUrl: string, url: URL, name: string): Promise<string> {
    const version = await this.version.current(new URL(siteUrl).origin);
    return `${url.origin}${SHARED_CACHE_PATH}/sitemap/${encodeURIComponent(this.build.buildId)}/${encodeURIComponent(version)}/${name}`;
  }

  /** The file kept at `key`, or null (none, or the cache failed: the file is written). */
  async get(key: string): Promise<SharedSitemapFile | null> {
    const stored = await this.store.match(key).catch(() => undefined);
    const etag = stored?.headers.get(ETAG_HEADER);
    if (stored?.status !== 200 || !etag) return null;
    return { gzip: new Uint8Array(await stored.arrayBuffer()), etag };
  }

  async set(key: string, file: SharedSitemapFile): Promise<void> {
    const stored = new Response(file.gzip, {
      headers: { 'Content-Type': 'application/gzip', 'Cache-Control': `max-age=${STORED_MAX_AGE_SECONDS}`, [ETAG_HEADER]: file.etag },
    });
    await this.store.put(key, stored).catch((error: unknown) => console.warn('shared sitemap cache write failed', error));
  }
}

/** The plain bytes of a gzipped file. */
export async function gunzip(gzip: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await new Response(new Blob([gzip]).stream().pipeThrough(new DecompressionStream('gzip'))).arrayBuffer());
}
