import { PAGE_CACHE_TTL_MS, PAGE_STALE_MS } from './page-cache';

const seconds = (ms: number) => ms / 1000;

/**
 * The `Cache-Control` of each kind of answer, each written once. A public page and the data its
 * app navigations read (`_payload.json`, `/api/content`) are reused by browsers and shared caches
 * exactly as long as the isolate reuses the rendered page (worker/page-cache.ts), so that none of
 * them outlives the others after a content change.
 */
export const CACHE_CONTROL = {
  /** A public page and its data. */
  publicPage: `public, max-age=${seconds(PAGE_CACHE_TTL_MS)}, stale-while-revalidate=${seconds(PAGE_STALE_MS)}`,
  /** Search answers: a minute, then five more while the next is fetched (the index changes with the content). */
  publicSearch: 'public, max-age=60, stale-while-revalidate=300',
  /** Sitemaps: crawlers read them rarely, and they change only with the content. */
  sitemap: 'public, max-age=3600',
  /** An event's calendar file. */
  calendar: 'public, max-age=600',
  /** The embedded video service's stills and streams, which never change for one playback id. */
  embeddedVideo: 'public, max-age=86400',
  /** A file whose name holds its content's hash. */
  immutable: 'public, max-age=31536000, immutable',
  /** A personal or staff answer (preview, a degraded page): kept by nobody but this browser's own history. */
  private: 'private, no-store',
  /** An answer nobody keeps (API errors, rate-limited pages, the latest build's record). */
  noStore: 'no-store',
} as const;
