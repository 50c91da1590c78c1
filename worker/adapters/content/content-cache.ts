import { MemoryCache } from '../../memory-cache';
import { ContentServiceError } from '../../ports/content';
import type { GraphqlOperation, GraphqlRequester } from './graphql-requester';
import { errorText, logEvent } from '../../request-log';
import { describeThrownFailure } from '../../../shared/resilience/service-failure';

/** Runs an operation and parses its data; the parse decides what counts as a good answer. */
export type ContentQuery = <T>(operation: GraphqlOperation, parse: (data: unknown) => T) => Promise<T>;

/**
 * The content answers of this isolate, shared by every request it serves: a hit costs no I/O and
 * no validation, which is what keeps rendered pages close to static-asset speed.
 */
export const isolateMemoryCache = new MemoryCache();

export interface ContentCacheOptions {
  kv: KVNamespace | null;
  memory: MemoryCache | null;
  /** Seconds an answer is served without asking the service again. */
  freshSeconds: number;
  /** Seconds the last good answer is kept to answer when the service fails (stale-if-error). */
  staleSeconds: number;
  /** Separates services (the embedded one, a CMS URL) that share one KV namespace. */
  namespace: string;
  /** Lets the KV write finish after the response (the Workers `waitUntil`); awaited when absent. */
  waitUntil?: ((promise: Promise<unknown>) => void) | undefined;
  now?: () => number;
  /** Told when the service failed and a stale copy answered instead: the answer built on it must not be cached. */
  onFailure?: ((error: unknown) => void) | undefined;
  /** The id of the request whose calls these are, for the log lines (null outside a request). */
  requestId?: string | null;
  /**
   * Told when an answer fetched anew differs from this isolate's copy it replaces: the content
   * changed, and the pages built on the old answers must not be served again (worker/content-version.ts).
   */
  onChange?: (() => Promise<void>) | undefined;
  /** The calls in flight, shared by identical requests (the isolate's by default; tests pass their own). */
  inFlight?: Map<string, Promise<unknown>>;
  /** Until when (ms) a key's refusals by the circuit breaker are not logged again (the isolate's by default). */
  quietUntil?: Map<string, number>;
  /**
   * Asked before a call that no copy answers goes to the service; throws to refuse it (the
   * client's lookup limit). Only a request that would wait for the service asks: a fresh or stale
   * copy, or joining a call in flight, costs nothing.
   */
  beforeServiceCall?: ((operation: GraphqlOperation) => Promise<void>) | undefined;
}

const KEY_VERSION = 'v1';

/** Variables with sorted keys, so equal variables always give the same key. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries: [string, unknown][] = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The KV key of an operation: service, operation name and variables. */
export function contentCacheKey(namespace: string, operation: GraphqlOperation): string {
  return `content:${KEY_VERSION}:${namespace}:${operation.operationName}:${stableJson(operation.variables)}`;
}

/** Preview: every call goes to the service; nothing is read from or written to a cache. */
export function uncachedQuery(run: GraphqlRequester): ContentQuery {
  return async (operation, parse) => parse(await run(operation));
}

function isStored(value: unknown): value is { storedAt: number; data: unknown } {
  return !!value && typeof value === 'object' && 'storedAt' in value && typeof value.storedAt === 'number' && 'data' in value;
}

/** Upstream calls in flight in this isolate, by cache key: identical requests share one call. */
export const isolateInFlight = new Map<string, Promise<unknown>>();

/** Per key, until when this isolate logs no further breaker refusal of its refresh (one line per open period). */
export const isolateStaleLogQuiet = new Map<string, number>();

/**
 * Stale while revalidate, as the platform intends: a copy from the memory cache or KV is served at
 * once while fresh; past its freshness it is still served at once, and one refresh per key and
 * isolate runs in the background (`waitUntil`). Only a request that finds no usable copy waits for
 * the service, and identical ones share its call. When a refresh fails (or answers something that
 * does not parse), the copy keeps answering for as long as the stale-if-error window
 * (`staleSeconds`) keeps it, and its age is logged.
 */
export function cachedQuery(run: GraphqlRequester, options: ContentCacheOptions): ContentQuery {
  const { kv, memory, namespace } = options;
  const freshMs = options.freshSeconds * 1000;
  const staleMs = Math.max(options.freshSeconds, options.staleSeconds) * 1000;
  const now = options.now ?? Date.now;
  const inFlight = options.inFlight ?? isolateInFlight;
  const quietUntil = options.quietUntil ?? isolateStaleLogQuiet;

  /**
   * Asks the service, or joins the call already asking it; stores a good answer in memory and KV.
   * `onCallFailure` runs once when a call this request started fails (joiners share the call, not the report).
   */
  function fetchShared<T>(
    key: string,
    operation: GraphqlOperation,
    parse: (data: unknown) => T,
    onCallFailure?: (error: unknown) => void,
  ): Promise<T> {
    const pending = inFlight.get(key);
    if (pending) return pending as Promise<T>;
    const call = (async () => {
      const started = now();
      const data = await run(operation);
      const value = parse(data);
      const replaced = memory?.get(key);
      memory?.set(key, { storedAt: started, value });
      if (replaced && options.onChange && JSON.stringify(replaced.value) !== JSON.stringify(value)) {
        const told = options.onChange();
        if (options.waitUntil) options.waitUntil(told);
        else await told;
      }
      quietUntil.delete(key);
      // Nothing found (an unknown slug) stays in the bounded memory cache only: anyone can ask for
      // endless made-up slugs, and a copy of "nothing" is no use when the service fails.
      if (kv && value !== null && value !== undefined) {
        const write = kv
          .put(key, JSON.stringify({ storedAt: started, data }), { expirationTtl: Math.max(60, options.staleSeconds) })
          .catch((error: unknown) =>
            logEvent('warn', 'content_cache_write_failed', options.requestId ?? null, {
              operation: operation.operationName,
              error: errorText(error),
            }),
          );
        if (options.waitUntil) options.waitUntil(write);
        else await write;
      }
      return value;
    })();
    const shared = call.finally(() => inFlight.delete(key));
    inFlight.set(key, shared);
    if (onCallFailure) shared.catch(onCallFailure);
    return shared;
  }

  /**
   * One line per key and failed refresh, with the copy's age: the requests that joined the refresh
   * (a thousand in a few seconds under load) are not logged again. While the circuit breaker refuses
   * the call (each refusal is a refresh that fails at once), one line per key and open period.
   */
  function logStale(key: string, operation: GraphqlOperation, storedAt: number, error: unknown) {
    const at = now();
    if (error instanceof ContentServiceError && error.retryAfterSeconds !== undefined) {
      if ((quietUntil.get(key) ?? 0) > at) return;
      quietUntil.set(key, at + error.retryAfterSeconds * 1000);
    }
    const age = Math.round((at - storedAt) / 1000);
    logEvent('warn', 'content_stale_served', options.requestId ?? null, {
      service: 'content',
      how: describeThrownFailure(error).how,
      operation: operation.operationName,
      ageSeconds: age,
      error: errorText(error),
    });
  }

  return async <T>(operation: GraphqlOperation, parse: (data: unknown) => T): Promise<T> => {
    const key = contentCacheKey(namespace, operation);
    const started = now();
    const inMemory = memory?.get(key);
    let stale: { storedAt: number; value: T } | null = null;
    if (inMemory) {
      const age = started - inMemory.storedAt;
      if (age < freshMs) return inMemory.value as T;
      if (age < staleMs) stale = { storedAt: inMemory.storedAt, value: inMemory.value as T };
    }

    if (kv && !stale) {
      const stored: unknown = await kv.get(key, 'json').catch(() => null);
      if (isStored(stored)) {
        try {
          const value = parse(stored.data);
          memory?.set(key, { storedAt: stored.storedAt, value });
          if (started - stored.storedAt < freshMs) return value;
          stale = { storedAt: stored.storedAt, value };
        } catch {
          // A copy that no longer parses (the schemas changed) is as good as none.
        }
      }
    }

    if (stale) {
      const copy = stale;
      // Served at once; the refresh runs after the response. Its failure leaves the copy in place,
      // marks every request served from it, and is logged once by the request that started it.
      const refresh = fetchShared(key, operation, parse, (error) => logStale(key, operation, copy.storedAt, error)).catch((error: unknown) => {
        options.onFailure?.(error);
      });
      if (options.waitUntil) options.waitUntil(refresh);
      else void refresh;
      return copy.value;
    }
    // No copy: this request waits for the service, unless it joins a call already asking it.
    if (!inFlight.has(key)) await options.beforeServiceCall?.(operation);
    return fetchShared(key, operation, parse);
  };
}
