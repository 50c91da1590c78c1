import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, test } from 'vitest';
import { createCart } from '../../shared/cart/create-cart';
import { ApiErrorSchema } from '../../shared/errors/api-error';
import { Document, createPageRenderer } from '../../web/entry-server';
import type { BackendFactoryOptions } from '../../worker/adapters/backend';
import { createRemoteBackend } from '../../worker/adapters/backend/remote';
import { createApp } from '../../worker/app';
import { buildInfo } from '../../worker/build-info';
import { parseConfig } from '../../worker/config';
import { fakeBackendUpstream, setSharedCartTemplate } from './fakes/fake-backend-upstream';

const cart = createCart('default', 1_700_000_000_000);
setSharedCartTemplate(cart);

let upstream = fakeBackendUpstream();
const BASE = 'https://booking.example.org/api/';

function remote(overrides: Partial<Parameters<typeof createRemoteBackend>[0]> = {}) {
  return createRemoteBackend({ baseUrl: BASE, fetch: upstream.fetch, cache: env.CACHE, ...overrides });
}

/**
 * The worker configured with BACKEND_URL: its routes and error handling in front of the proxy,
 * which reaches the fake upstream (or what `backend` says) through the request's context.
 */
function proxyApp(backend: BackendFactoryOptions = {}) {
  const app = createApp({
    config: parseConfig({ BACKEND_URL: BASE }),
    renderer: { ...createPageRenderer(), Document },
    build: buildInfo,
    adapters: { backend: { fetch: (request) => upstream.fetch(request), ...backend } },
  });
  return { request: (path: string, init?: RequestInit) => app.request(path, init, env) };
}

const errorOf = (result: { ok: boolean; error?: unknown }) => {
  expect(result.ok).toBe(false);
  return ApiErrorSchema.parse(result.error);
};

beforeEach(() => {
  upstream = fakeBackendUpstream();
});

describe('the remote back end (reverse proxy to BACKEND_URL)', () => {
  test('passes good answers on, calling the same paths under BACKEND_URL', async () => {
    const backend = remote();
    const price = await backend.price({ items: [{ id: 1, type: 'courseEvent', participantCount: 1 }] });
    expect(price.ok && price.value.cartPrice.total).toBe(125);
    const commit = await backend.commit(cart);
    expect(commit.ok && commit.value.orderId).toBe('FEI-1999-000001');
    const open = await backend.eventOpen('course', 12);
    expect(open).toEqual({ ok: true, value: { isOpen: true } });
    expect(upstream.state.requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'POST /api/cart/price',
      'POST /api/cart/commit',
      'GET /api/event/course/12',
    ]);
  });

  test('creates and updates shares, sending id and edit key for an update', async () => {
    const backend = remote();
    const created = await backend.createShare(cart, { a: '1' });
    expect(created.ok && created.value.cart.meta.sharing.id).toBe('d'.repeat(64));
    const updated = await backend.updateShare('1'.repeat(64), '2'.repeat(64), cart, {});
    expect(updated.ok && updated.value.cart.meta.sharing).toEqual({ id: '1'.repeat(64), editKey: '2'.repeat(64) });
    expect(upstream.state.bodies[1]).toMatchObject({ id: '1'.repeat(64), editKey: '2'.repeat(64) });
  });

  test('an upstream 500 answers 502 upstream_error', async () => {
    upstream.state.mode = 'error-500';
    expect(errorOf(await remote().price({ items: [] }))).toMatchObject({ statusCode: 502, statusMessage: 'upstream_error' });
  });

  test('an answer that is not JSON answers 502 upstream_error', async () => {
    upstream.state.mode = 'invalid-json';
    expect(errorOf(await remote().commit(cart))).toMatchObject({ statusCode: 502, statusMessage: 'upstream_error' });
  });

  test('JSON of the wrong shape answers 502 upstream_error', async () => {
    upstream.state.mode = 'wrong-shape';
    expect(errorOf(await remote().eventOpen('programme', 3))).toMatchObject({ statusCode: 502, statusMessage: 'upstream_error' });
  });

  test('an upstream API error (409 duplicate_order) is passed on as it is', async () => {
    upstream.state.mode = 'duplicate-order';
    expect(errorOf(await remote().commit(cart))).toEqual({ statusCode: 409, statusMessage: 'duplicate_order', message: 'Already booked' });
  });

  test('an upstream refusal with a code outside the API’s closed list is not passed on: 502 upstream_error', async () => {
    const refusing = remote({
      fetch: async () => Response.json({ statusCode: 409, statusMessage: 'seat_map_locked', message: 'Try later' }, { status: 409 }),
    });
    expect(errorOf(await refusing.commit(cart))).toMatchObject({ statusCode: 502, statusMessage: 'upstream_error' });
  });

  test('a 4xx that is not an API error (a wrong BACKEND_URL) answers 502', async () => {
    upstream.state.mode = 'html-404';
    expect(errorOf(await remote().eventOpen('course', 1))).toMatchObject({ statusCode: 502, statusMessage: 'upstream_error' });
  });

  test('a refused connection (fetch throws) answers 502 upstream_error', async () => {
    const backend = remote({ fetch: () => Promise.reject(new TypeError('connect ECONNREFUSED')) });
    expect(errorOf(await backend.price({ items: [] }))).toMatchObject({ statusCode: 502, statusMessage: 'upstream_error' });
  });

  test('an upstream that never answers is cut off at the time limit with 504 upstream_timeout', async () => {
    let aborted = false;
    const backend = remote({
      timeoutMs: 50,
      fetch: (request) => {
        request.signal.addEventListener('abort', () => (aborted = true));
        return new Promise<Response>(() => undefined);
      },
    });
    const started = Date.now();
    expect(errorOf(await backend.commit(cart))).toMatchObject({ statusCode: 504, statusMessage: 'upstream_timeout' });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(aborted).toBe(true);
  });

  test('GET answers are cached in KV; POST answers never are', async () => {
    const backend = remote();
    const id = crypto.randomUUID().replaceAll('-', '').padEnd(64, '0');
    const first = await backend.getShare(id);
    const second = await backend.getShare(id);
    expect(second).toEqual(first);
    await backend.price({ items: [] });
    await backend.price({ items: [] });
    const paths = upstream.state.requests.map((r) => `${r.method} ${new URL(r.url).pathname}`);
    expect(paths.filter((p) => p.startsWith('GET'))).toHaveLength(1);
    expect(paths.filter((p) => p.startsWith('POST'))).toHaveLength(2);
  });

  test('updating a share drops its cached copy, so the next read sees the change', async () => {
    const backend = remote();
    const id = crypto.randomUUID().replaceAll('-', '').padEnd(64, '1');
    const before = await backend.getShare(id);
    await backend.updateShare(id, 'e'.repeat(64), cart, {});
    const after = await backend.getShare(id);
    expect(before.ok && after.ok).toBe(true);
    if (before.ok && after.ok) expect(after.value.cart.additionalInformation).not.toBe(before.value.cart.additionalInformation);
  });

  test('errors are not cached', async () => {
    upstream.state.mode = 'error-500';
    const backend = remote();
    await backend.eventOpen('course', 777);
    upstream.state.mode = 'ok';
    expect(await backend.eventOpen('course', 777)).toEqual({ ok: true, value: { isOpen: true } });
  });
});

describe('orders the remote back end cannot be asked about', () => {
  test('reading an order back answers unreadable and marking one signed answers false, with no call upstream', async () => {
    const backend = remote();
    expect(await backend.committedOrder('FEI-2026-000001', 'a'.repeat(64))).toEqual({ kind: 'unreadable' });
    expect(await backend.markOrderSigned('FEI-2026-000001', Date.now())).toBe(false);
    expect(upstream.state.requests).toHaveLength(0);
  });
});

describe('the /api/backend routes in front of the proxy', () => {
  test('the visitor’s cookies and authorization never reach the upstream', async () => {
    const response = await proxyApp().request('/api/backend/cart/price', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: 'session=secret', Authorization: 'Bearer visitor' },
      body: JSON.stringify({ items: [] }),
    });
    expect(response.status).toBe(200);
    const sent = upstream.state.requests[0]!;
    expect(sent.headers.get('Cookie')).toBeNull();
    expect(sent.headers.get('Authorization')).toBeNull();
  });

  test('an upstream failure reaches the browser as a 502 in the API error shape', async () => {
    upstream.state.mode = 'error-500';
    const response = await proxyApp().request('/api/backend/event/course/1');
    expect(response.status).toBe(502);
    expect(ApiErrorSchema.parse(await response.json()).statusMessage).toBe('upstream_error');
  });

  test('a time-out reaches the browser as a 504 in the API error shape', async () => {
    const app = proxyApp({ timeoutMs: 20, fetch: () => new Promise<Response>(() => undefined) });
    const response = await app.request('/api/backend/event/course/1');
    expect(response.status).toBe(504);
    expect(ApiErrorSchema.parse(await response.json()).statusMessage).toBe('upstream_timeout');
  });

  test('bad input is refused before the upstream is called', async () => {
    const response = await proxyApp().request('/api/backend/cart/price', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ items: [{ id: -1 }] }),
    });
    expect(response.status).toBe(400);
    expect(upstream.state.requests).toHaveLength(0);
  });

  test('an upstream 409 statusMessage reaches the checkout unchanged', async () => {
    upstream.state.mode = 'duplicate-order';
    const response = await proxyApp().request('/api/backend/cart/commit', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(cart),
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      statusCode: 409,
      statusMessage: 'duplicate_order',
      message: 'Already booked',
      requestId: response.headers.get('X-Request-Id'),
    });
  });
});
