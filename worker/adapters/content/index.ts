import { waitUntil } from 'cloudflare:workers';
import type { Config } from '../../config';
import type { ContentPort } from '../../ports/content';
import { verifyStaffToken, type PreviewState } from '../../preview';
import { cachedQuery, isolateMemoryCache, uncachedQuery, type MemoryCache } from './content-cache';
import { embeddedContentRequester } from './embedded';
import { createGraphqlContent } from './graphql-content';
import { remoteContentRequester } from './remote';

export interface ContentFactoryOptions {
  config: Config;
  env: Pick<Env, 'DB' | 'CACHE'>;
  preview: Promise<PreviewState>;
  signal?: AbortSignal | undefined;
  /** Replaces the per-isolate memory cache (tests use their own, or none). */
  memory?: MemoryCache | null;
  /** Awaited KV writes instead of `waitUntil`, so tests can read them back at once. */
  awaitCacheWrites?: boolean;
  now?: () => number;
}

const METHODS = [
  'home', 'page', 'course', 'programme', 'inspiration', 'inspirations', 'event', 'preview',
  'menu', 'searchOptions', 'sitemapEntries', 'searchRecords', 'muxColor',
] as const satisfies readonly (keyof ContentPort)[];

/**
 * A port whose calls wait for the real one (it depends on the preview state, read asynchronously).
 * The real one is only made on the first call: a request that never needs content (a redirect, a
 * page served from the page cache) must leave no work behind, since work still pending when its
 * request ends can never finish, and a later request waiting on the same module load would hang.
 */
function deferredPort(make: () => Promise<ContentPort>): ContentPort {
  let port: Promise<ContentPort> | undefined;
  const entries = METHODS.map((name) => [
    name,
    async (...args: unknown[]) => {
      port ??= make();
      return ((await port)[name] as (...a: unknown[]) => Promise<unknown>)(...args);
    },
  ]);
  return Object.fromEntries(entries) as unknown as ContentPort;
}

/**
 * The content port of one request: the GraphQL CMS when CONTENT_GRAPHQL_URL is set, else the
 * embedded service over D1; cached in memory and KV with stale-if-error, except in preview, where
 * nothing is read from or written to a cache and the staff token (if valid) is forwarded.
 */
export function createContent(options: ContentFactoryOptions): ContentPort {
  const { config, env, signal } = options;
  return deferredPort(() =>
    options.preview.then((preview) => {
      const token = preview.staff ? preview.token : null;
      const url = config.CONTENT_GRAPHQL_URL;
      // Static imports on purpose: a module loaded by one request and awaited by another can hang
      // in workerd when the first request ends early.
      const run = url
        ? remoteContentRequester({ url, token, signal })
        : embeddedContentRequester({
            db: env.DB,
            token,
            isStaffToken: (candidate) => verifyStaffToken(candidate, config.PREVIEW_SECRET),
            now: options.now,
          });
      const query = preview.active
        ? uncachedQuery(run)
        : cachedQuery(run, {
            kv: env.CACHE,
            memory: options.memory === undefined ? isolateMemoryCache : options.memory,
            freshSeconds: config.CONTENT_CACHE_TTL,
            staleSeconds: config.CONTENT_STALE_TTL,
            namespace: url ?? 'embedded',
            waitUntil: options.awaitCacheWrites ? undefined : waitUntil,
            now: options.now,
          });
      return createGraphqlContent(query, { staff: preview.staff });
    }),
  );
}
