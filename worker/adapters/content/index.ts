import { waitUntil } from 'cloudflare:workers';
import type { Config } from '../../config';
import type { ContentPort } from '../../ports/content';
import type { PreviewState } from '../../preview/preview-state';
import { verifyStaffToken } from '../../preview/staff-token';
import type { MemoryCache } from '../../memory-cache';
import { cachedQuery, isolateMemoryCache, uncachedQuery } from './content-cache';
import { embeddedContentRequester } from './embedded';
import { createGraphqlContent } from './graphql-content';
import { remoteContentRequester } from './remote';
import { CircuitBreaker, DEFAULT_BREAKER_OPTIONS } from '../../../shared/resilience/circuit-breaker';
import { isServiceFailure } from '../../../shared/resilience/service-failure';
import { ContentServiceError } from '../../ports/content';
import type { GraphqlRequester } from './graphql-requester';

// One breaker per CMS address and isolate: a CMS known to be down is asked once per open period
// (the probe), not on every request; the cache answers meanwhile.
export const isolateContentBreakers = new Map<string, CircuitBreaker>();

/**
 * A requester behind the circuit breaker of its service. Only the service's own failures count
 * towards opening it (`isServiceFailure`); a refusal the request caused (a made-up visitor token
 * the CMS answers 401) shows the service works.
 */
export function withContentBreaker(run: GraphqlRequester, breaker: CircuitBreaker): GraphqlRequester {
  return async (operation) => {
    const admission = breaker.admit();
    if (!admission.allowed) {
      throw new ContentServiceError(`Content service failed (${operation.operationName}): known to be down`, 503, admission.retryAfterSeconds);
    }
    try {
      const data = await run(operation);
      breaker.succeeded();
      return data;
    } catch (error) {
      if (isServiceFailure(error)) breaker.failed();
      else breaker.succeeded();
      throw error;
    }
  };
}

function breakerFor(url: string): CircuitBreaker {
  let breaker = isolateContentBreakers.get(url);
  if (!breaker) {
    breaker = new CircuitBreaker({ ...DEFAULT_BREAKER_OPTIONS, now: Date.now });
    isolateContentBreakers.set(url, breaker);
  }
  return breaker;
}

export interface ContentFactoryOptions {
  config: Config;
  env: Pick<Env, 'DB' | 'CACHE'>;
  preview: Promise<PreviewState>;
  /** The visitor's own content token (validated), if the request carries one. */
  visitorToken?: string | null;
  signal?: AbortSignal | undefined;
  /** Replaces the per-isolate memory cache (tests use their own, or none). */
  memory?: MemoryCache | null;
  /** Awaited KV writes instead of `waitUntil`, so tests can read them back at once. */
  awaitCacheWrites?: boolean;
  now?: () => number;
  /** Told when the content service failed and a stale copy answered (the request's health). */
  onFailure?: (error: unknown) => void;
  /** The request's id, for the log lines of its calls (worker/request-log.ts). */
  requestId?: string | null;
  /**
   * Asked before a lookup by slug or id (`LOOKUP_OPERATIONS`) that no cache answers goes to the
   * service; throws to refuse it (the client's lookup limit, `lookup` in worker/rate-limits.ts).
   */
  beforeLookup?: () => Promise<void>;
  /** Told when a fresh answer differs from the copy it replaces (the pages' content version). */
  onChange?: (() => Promise<void>) | undefined;
}

/**
 * The content calls that look something up by a slug or id from the address (a page, course,
 * programme, article, schedule event, preview post, Mux playback id): anyone can make up endless
 * ones, each new to every cache. The others (home, menu, search options, sitemaps) have a few keys.
 */
export const LOOKUP_OPERATIONS: ReadonlySet<string> = new Set(['Page', 'Course', 'Programme', 'Inspiration', 'Event', 'Preview', 'MuxColor']);

/**
 * A port whose calls wait for the real one (it depends on the preview state, read asynchronously).
 * The real one is only made on the first call: a request that never needs content (a redirect, a
 * page served from the page cache) must leave no work behind, since work still pending when its
 * request ends can never finish, and a later request waiting on the same module load would hang.
 */
function deferredPort(make: () => Promise<ContentPort>): ContentPort {
  let port: Promise<ContentPort> | undefined;
  const real = () => (port ??= make());
  return {
    home: async (...args) => (await real()).home(...args),
    page: async (...args) => (await real()).page(...args),
    course: async (...args) => (await real()).course(...args),
    programme: async (...args) => (await real()).programme(...args),
    inspiration: async (...args) => (await real()).inspiration(...args),
    inspirations: async (...args) => (await real()).inspirations(...args),
    event: async (...args) => (await real()).event(...args),
    preview: async (...args) => (await real()).preview(...args),
    menu: async (...args) => (await real()).menu(...args),
    searchOptions: async (...args) => (await real()).searchOptions(...args),
    sitemapEntries: async (...args) => (await real()).sitemapEntries(...args),
    searchRecords: async (...args) => (await real()).searchRecords(...args),
    muxColor: async (...args) => (await real()).muxColor(...args),
  };
}

/**
 * The content port of one request: the GraphQL CMS when CONTENT_GRAPHQL_URL is set, else the
 * embedded service over D1; cached in memory and KV with stale-if-error, except in staff preview
 * or for a visitor with a token, where nothing is read from or written to a cache.
 *
 * Every request carries one bearer token, the first of: the staff token in preview, the visitor's
 * token (its answers may be the visitor's own), the configured CONTENT_API_TOKEN (the CMS's).
 */
export function createContent(options: ContentFactoryOptions): ContentPort {
  const { config, env, signal } = options;
  return deferredPort(() =>
    options.preview.then((preview) => {
      const url = config.CONTENT_GRAPHQL_URL;
      const visitorToken = options.visitorToken ?? null;
      const token = (preview.staff ? preview.token : null) ?? visitorToken ?? (url ? (config.CONTENT_API_TOKEN ?? null) : null);
      const uncached = preview.staff || visitorToken !== null;
      // Static imports on purpose: a module loaded by one request and awaited by another can hang
      // in workerd when the first request ends early.
      const run = url
        ? withContentBreaker(remoteContentRequester({ url, token, signal }), breakerFor(url))
        : embeddedContentRequester({
            db: env.DB,
            token,
            isStaffToken: (candidate) => verifyStaffToken(candidate, config.PREVIEW_SECRET),
            now: options.now,
            scale: config.DEMO_SCALE,
          });
      const query = uncached
        ? uncachedQuery(run)
        : cachedQuery(run, {
            kv: env.CACHE,
            memory: options.memory === undefined ? isolateMemoryCache : options.memory,
            freshSeconds: config.CONTENT_CACHE_TTL,
            staleSeconds: config.CONTENT_STALE_TTL,
            // Answers of another demo scale are another catalogue: kept apart, so none outlives a change of scale.
            namespace: url ?? (config.DEMO_SCALE === 1 ? 'embedded' : `embedded-x${config.DEMO_SCALE}`),
            waitUntil: options.awaitCacheWrites ? undefined : waitUntil,
            now: options.now,
            onFailure: options.onFailure,
            beforeServiceCall: async (operation) => {
              if (LOOKUP_OPERATIONS.has(operation.operationName)) await options.beforeLookup?.();
            },
            onChange: options.onChange,
            requestId: options.requestId ?? null,
          });
      return createGraphqlContent(query, { staff: preview.staff });
    }),
  );
}
