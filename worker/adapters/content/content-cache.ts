import { MemoryCache } from '../../memory-cache';
import type { GraphqlOperation, GraphqlRequester } from './graphql-requester';

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
  onFailure?: (() => void) | undefined;
}

const KEY_VERSION = 'v1';

/** Variables with sorted keys, so equal variables always give the same key. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
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
  return !!value && typeof value === 'object' && typeof (value as { storedAt?: unknown }).storedAt === 'number' && 'data' in value;
}

/**
 * Answers from the memory cache, then KV, while fresh; otherwise asks the service and stores
 * the answer. When the service fails (or answers something that does not parse), the last good
 * copy is served however old it is, as long as KV still keeps it.
 */
export function cachedQuery(run: GraphqlRequester, options: ContentCacheOptions): ContentQuery {
  const { kv, memory, namespace } = options;
  const freshMs = options.freshSeconds * 1000;
  const now = options.now ?? Date.now;
  return async <T>(operation: GraphqlOperation, parse: (data: unknown) => T): Promise<T> => {
    const key = contentCacheKey(namespace, operation);
    const started = now();
    const inMemory = memory?.get(key);
    if (inMemory && started - inMemory.storedAt < freshMs) return inMemory.value as T;
    let stale = inMemory ? { storedAt: inMemory.storedAt, value: inMemory.value as T } : null;

    if (kv) {
      const stored: unknown = await kv.get(key, 'json').catch(() => null);
      if (isStored(stored)) {
        try {
          const value = parse(stored.data);
          if (started - stored.storedAt < freshMs) {
            memory?.set(key, { storedAt: stored.storedAt, value });
            return value;
          }
          if (!stale || stored.storedAt > stale.storedAt) stale = { storedAt: stored.storedAt, value };
        } catch {
          // A copy that no longer parses (the schemas changed) is as good as none.
        }
      }
    }

    try {
      const data = await run(operation);
      const value = parse(data);
      memory?.set(key, { storedAt: started, value });
      // Nothing found (an unknown slug) stays in the bounded memory cache only: anyone can ask for
      // endless made-up slugs, and a copy of "nothing" is no use when the service fails.
      if (kv && value !== null && value !== undefined) {
        const write = kv
          .put(key, JSON.stringify({ storedAt: started, data }), { expirationTtl: Math.max(60, options.staleSeconds) })
          .catch((error: unknown) => console.warn(`content cache write failed for ${operation.operationName}`, error));
        if (options.waitUntil) options.waitUntil(write);
        else await write;
      }
      return value;
    } catch (error) {
      if (!stale) throw error;
      options.onFailure?.();
      const age = Math.round((started - stale.storedAt) / 1000);
      console.warn(
        `content service failed for ${operation.operationName}; serving a copy ${age} s old`,
        error instanceof Error ? error.message : error,
      );
      return stale.value;
    }
  };
}
