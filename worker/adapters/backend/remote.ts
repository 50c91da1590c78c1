import { z } from 'zod';
import { apiError, parseApiError } from '../../../shared/errors/api-error';
import { CartTotalsSchema } from '../../../shared/schemas/cart-totals';
import { CommitResponseSchema } from '../../../shared/schemas/commit';
import { EventOpenResponseSchema } from '../../../shared/schemas/event-open';
import { ShareReadResponseSchema, ShareResponseSchema } from '../../../shared/schemas/share';
import type { CircuitBreaker } from '../../../shared/resilience/circuit-breaker';
import type { BackendPort, BackendResult } from '../../ports/backend';
import { throughBreaker } from '../service-breaker';

export interface RemoteBackendOptions {
  /** `BACKEND_URL`: the paths of the port (`/cart/price`, ...) are appended to it. */
  baseUrl: string;
  /** The fetch to reach the upstream with; tests hand in a fake upstream. */
  fetch: (request: Request) => Promise<Response>;
  /** KV namespace for GET answers; without it nothing is cached. */
  cache?: KVNamespace | undefined;
  /** Whole-call time limit (connect, answer and body), 10 s by default. */
  timeoutMs?: number;
  /** How long a GET answer is reused; KV's minimum is 60 s. */
  cacheTtlSeconds?: number;
  /** The back end's circuit breaker (the isolate's, shared by its requests); without it every call goes out. */
  breaker?: CircuitBreaker | undefined;
}

const CACHE_PREFIX = 'backend:v1:GET:';

/** A bad answer of the back end, 502 to the visitor; `serviceStatus` when it answered one of its own. */
const upstreamError = (message: string, serviceStatus?: number) => ({
  ok: false as const,
  error: apiError(502, 'upstream_error', message),
  ...(serviceStatus === undefined ? {} : { serviceStatus }),
});

/** Resolves with the work's value, or 'timeout' (aborting the work) once `ms` have passed. */
async function withTimeout<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T | 'timeout'> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve('timeout');
    }, ms);
  });
  try {
    return await Promise.race([work(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The production booking back end: a reverse proxy to `BACKEND_URL` for the same paths. Only a
 * JSON body and `Accept` go upstream (never the visitor's cookies or other headers). Upstream
 * API errors (4xx with the API error shape, e.g. `duplicate_order`) are passed on as they are;
 * a 5xx, a body that is not JSON or not the expected shape, or no connection answer 502
 * `upstream_error`, and no answer in time 504 `upstream_timeout`; while its circuit breaker is
 * open it is not asked and the call answers 503 `service_unavailable` with `Retry-After`. Good GET
 * answers are cached in KV for a short while, and answer while the back end is down.
 */
export function createRemoteBackend(options: RemoteBackendOptions): BackendPort {
  const { fetch: upstream, cache, timeoutMs = 10_000, cacheTtlSeconds = 60, breaker } = options;
  const base = options.baseUrl.replace(/\/+$/, '');

  async function call<S extends z.core.$ZodType>(
    method: 'GET' | 'POST',
    path: string,
    schema: S,
    body?: unknown,
  ): Promise<BackendResult<z.output<S>>> {
    const cacheKey = method === 'GET' && cache ? `${CACHE_PREFIX}${path}` : undefined;
    if (cacheKey) {
      const hit = await cache?.get(cacheKey, 'json').catch(() => null);
      const parsed = z.safeParse(schema, hit);
      if (hit != null && parsed.success) return { ok: true, value: parsed.data };
    }
    const ask = () => callUpstream(method, path, schema, body, cacheKey);
    return breaker ? throughBreaker(breaker, 'The booking back end', ask) : ask();
  }

  /** One call to the back end under its time-out, its answer read into a result. */
  async function callUpstream<S extends z.core.$ZodType>(
    method: 'GET' | 'POST',
    path: string,
    schema: S,
    body: unknown,
    cacheKey: string | undefined,
  ): Promise<BackendResult<z.output<S>>> {
    const outcome = await withTimeout(timeoutMs, async (signal) => {
      const request = new Request(`${base}${path}`, {
        method,
        headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: body === undefined ? null : JSON.stringify(body),
        redirect: 'manual',
        signal,
      });
      try {
        const response = await upstream(request);
        return { status: response.status, text: await response.text() };
      } catch {
        return undefined;
      }
    });
    if (outcome === 'timeout') return { ok: false, error: apiError(504, 'upstream_timeout', 'The booking back end did not answer in time') };
    if (!outcome) return upstreamError('The booking back end could not be reached');
    if (outcome.status >= 500) return upstreamError(`The booking back end failed (${outcome.status})`, outcome.status);
    let json: unknown;
    try {
      json = JSON.parse(outcome.text);
    } catch {
      return upstreamError('The booking back end answered something that is not JSON', outcome.status);
    }
    if (outcome.status >= 400 && outcome.status < 500) {
      const error = parseApiError(json);
      if (!error) return upstreamError(`The booking back end refused the call (${outcome.status})`, outcome.status);
      return { ok: false, error: { ...error, statusCode: outcome.status } };
    }
    const parsed = z.safeParse(schema, json);
    if (outcome.status !== 200 && outcome.status !== 201)
      return upstreamError(`Unexpected answer from the booking back end (${outcome.status})`, outcome.status);
    if (!parsed.success) return upstreamError('The booking back end answered an unexpected shape', outcome.status);
    if (cacheKey) await cache?.put(cacheKey, JSON.stringify(parsed.data), { expirationTtl: cacheTtlSeconds }).catch(() => undefined);
    return { ok: true, value: parsed.data };
  }

  return {
    price: (request) => call('POST', '/cart/price', CartTotalsSchema, request),
    commit: (cart) => call('POST', '/cart/commit', CommitResponseSchema, cart),
    createShare: (cart, fields) =>
      call('POST', '/cart/share', ShareResponseSchema, { cart: { ...cart, meta: { ...cart.meta, sharing: null } }, fields }),
    async updateShare(id, editKey, cart, fields) {
      const sharedCart = { ...cart, meta: { ...cart.meta, sharing: { id, editKey } } };
      const result = await call('POST', '/cart/share', ShareResponseSchema, { cart: sharedCart, fields, id, editKey });
      // The next read of this share must see the change, not a cached copy.
      if (result.ok) await cache?.delete(`${CACHE_PREFIX}/cart/share/${id}`).catch(() => undefined);
      return result;
    },
    getShare: (id) => call('GET', `/cart/share/${id}`, ShareReadResponseSchema),
    eventOpen: (type, id) => call('GET', `/event/${type}/${id}`, EventOpenResponseSchema),
    // The back end's protocol (price, commit, share, event open check) has no call to read an
    // order back or to mark one signed: orders are confirmed, and signatures recorded, by the
    // production back end and Scrive themselves.
    committedOrder: async () => ({ kind: 'unreadable' }),
    markOrderSigned: async () => false,
  };
}
