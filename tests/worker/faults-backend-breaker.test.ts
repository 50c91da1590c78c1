import { env } from 'cloudflare:workers';
import { describe, expect, test } from 'vitest';
import { ApiErrorSchema } from '../../shared/errors/api-error';
import { CircuitBreaker } from '../../shared/resilience/circuit-breaker';
import { Document, createPageRenderer } from '../../web/entry-server';
import { createApp } from '../../worker/app';
import { buildInfo } from '../../worker/build-info';
import { parseConfig } from '../../worker/config';
import { ORDER_TOKEN_HEADER } from '../../shared/schemas/order-token';
import { SigningDocumentResponseSchema } from '../../shared/schemas/signing-document';
import { pathFor } from '../../shared/routing/paths';
import { sample } from './content-helpers';
import { newCommittedOrder } from './fakes/committed-orders';
import { fakeBackendUpstream } from './fakes/fake-backend-upstream';

// The booking back end (BACKEND_URL) and Scrive (SCRIVE_API_URL) answer failures in the one
// status language of every outside service: 502 `upstream_error` for a bad answer, 504
// `upstream_timeout` for no answer within the service's time-out, and 503 `service_unavailable`
// with Retry-After while its circuit breaker is open (the service is then not asked); the API's
// JSON error shape on /api, the translated error page on a page; never kept by any cache. The
// services and the breakers' clock are passed in; every request is a real request to the worker.

const BACKEND_URL = 'https://booking.breaker.test/api/';
const SCRIVE_URL = 'https://scrive.breaker.test';
const SCRIVE = { SCRIVE_API_URL: SCRIVE_URL, SCRIVE_API_TOKEN: 'scrive-token-0123456789' };
const SHARE_ID = 'c'.repeat(64);

type Mode = 'ok' | 'down' | 'stall';

/** A service stand-in: answers through `ok` unless told to fail (a 500) or to stall until aborted; counts its calls. */
function switchable(ok: (request: Request) => Promise<Response> | Response) {
  const control = { mode: 'ok' as Mode, calls: 0 };
  const fetch = (request: Request): Promise<Response> => {
    control.calls += 1;
    if (control.mode === 'down') return Promise.resolve(Response.json({ error: 'database down' }, { status: 500 }));
    if (control.mode === 'stall')
      return new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));
    return Promise.resolve(ok(request));
  };
  return { control, fetch };
}

let lastDocumentId = 9000;

/** Scrive's answer: `documents/new` makes a document with an id of its own, the other calls answer the document of their path. */
function scriveDocument(request: Request): Response {
  const path = new URL(request.url).pathname;
  const id = path.endsWith('/documents/new') ? String(++lastDocumentId) : (/\/documents\/([^/]+)\//.exec(path)?.[1] ?? '0');
  return Response.json({
    id,
    title: 'FEI order',
    status: 'pending',
    parties: [{ signatory_role: 'signing_party', api_delivery_url: `/s/${id}/abc` }],
  });
}

function site(options: { failureThreshold?: number; timeoutMs?: number } = {}) {
  const clock = { now: 1_000_000 };
  const breaker = () => new CircuitBreaker({ failureThreshold: options.failureThreshold ?? 100, openMs: 10_000, now: () => clock.now });
  const upstream = fakeBackendUpstream();
  const backend = switchable((request) => upstream.fetch(request));
  const scrive = switchable(scriveDocument);
  const timeoutMs = options.timeoutMs ?? 5_000;
  const app = createApp({
    config: parseConfig({ BACKEND_URL, ...SCRIVE }),
    renderer: { ...createPageRenderer(), Document },
    build: buildInfo,
    adapters: {
      backend: { fetch: backend.fetch, timeoutMs, breaker: breaker() },
      signing: { fetch: scrive.fetch, timeoutMs, breaker: breaker() },
    },
  });
  const request = (path: string, init: RequestInit = {}) =>
    app.fetch(new Request(`https://site.example${path}`, { ...init, headers: { Cookie: 'i18n_redirected=sv', ...init.headers } }), env);
  const post = (path: string, body: unknown) =>
    request(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { request, post, backend: backend.control, scrive: scrive.control, upstream, clock };
}

/** The API error of a response, in the shared shape, with its status and cache headers checked. */
async function apiFailure(response: Response, status: number, statusMessage: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  const error = ApiErrorSchema.parse(await response.json());
  expect(error).toMatchObject({ statusCode: status, statusMessage });
  return error;
}

const PRICE = { items: [{ id: 1, type: 'courseEvent', participantCount: 1 }] };

describe('the booking back end in the status language', () => {
  test('a bad answer is 502 upstream_error on /api, in the shared error shape, kept by no cache', async () => {
    const { post, backend } = site();
    backend.mode = 'down';
    const error = await apiFailure(await post('/api/backend/cart/price', PRICE), 502, 'upstream_error');
    // Nothing of the service's own body reaches the visitor.
    expect(JSON.stringify(error)).not.toContain('database down');
  });

  test('no answer within its time-out is 504 upstream_timeout', async () => {
    const { post, backend } = site({ timeoutMs: 50 });
    backend.mode = 'stall';
    await apiFailure(await post('/api/backend/cart/price', PRICE), 504, 'upstream_timeout');
  });

  test('after the threshold of failures the breaker answers 503 with Retry-After without asking, then lets one probe through', async () => {
    const { post, request, backend, clock } = site({ failureThreshold: 3 });
    backend.mode = 'down';
    for (let k = 0; k < 3; k++) expect((await post('/api/backend/cart/price', PRICE)).status).toBe(502);
    expect(backend.calls).toBe(3);
    const refused = await post('/api/backend/cart/price', PRICE);
    expect(refused.headers.get('Retry-After')).toBe('10');
    await apiFailure(refused, 503, 'service_unavailable');
    // Every call of the back end shares its breaker: the share read is refused too, unasked.
    const share = await request(`/api/backend/cart/share/${SHARE_ID}`);
    expect(share.headers.get('Retry-After')).toBe('10');
    await apiFailure(share, 503, 'service_unavailable');
    expect(backend.calls).toBe(3);
    clock.now += 4_000;
    expect((await post('/api/backend/cart/price', PRICE)).headers.get('Retry-After')).toBe('6');
    backend.mode = 'ok';
    clock.now += 6_000;
    expect((await post('/api/backend/cart/price', PRICE)).status).toBe(200);
    expect(backend.calls).toBe(4);
    expect((await post('/api/backend/cart/price', PRICE)).status).toBe(200);
  });

  test('a refusal in the API shape (409 duplicate_order) shows the back end works: failures must follow one another to open it', async () => {
    const { post, backend, upstream } = site({ failureThreshold: 2 });
    backend.mode = 'down';
    expect((await post('/api/backend/cart/price', PRICE)).status).toBe(502);
    backend.mode = 'ok';
    upstream.state.mode = 'duplicate-order';
    const refusal = await post('/api/backend/cart/price', PRICE);
    expect(refusal.status).toBe(409);
    expect(ApiErrorSchema.parse(await refusal.json()).statusMessage).toBe('duplicate_order');
    backend.mode = 'down';
    expect((await post('/api/backend/cart/price', PRICE)).status).toBe(502);
    expect((await post('/api/backend/cart/price', PRICE)).status).toBe(502);
    expect(backend.calls).toBe(4);
    expect((await post('/api/backend/cart/price', PRICE)).status).toBe(503);
    expect(backend.calls).toBe(4);
  });
});

describe('the shared-cart page while the back end fails', () => {
  const cases = [
    { mode: 'down' as const, status: 502, language: 'sv', path: `/share-cart/default/${SHARE_ID}`, title: 'Tjänsten svarar inte just nu' },
    {
      mode: 'stall' as const,
      status: 504,
      language: 'en',
      path: `/en/share-cart/default/${SHARE_ID}`,
      title: 'The service is not answering right now',
    },
  ];
  for (const { mode, status, language, path, title } of cases) {
    test(`${mode === 'down' ? 'a bad answer' : 'no answer in time'} is the translated error page with ${status} (${language}), no-store`, async () => {
      const { request, backend } = site({ timeoutMs: 50 });
      backend.mode = mode;
      const response = await request(path);
      expect(response.status).toBe(status);
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
      const html = await response.text();
      expect(html).toContain(title);
      expect(html).toContain(`<html lang="${language}"`);
    });
  }

  test('known to be down is 503 with Retry-After on the translated error page, and the back end is not asked', async () => {
    const { request, backend } = site({ failureThreshold: 1 });
    backend.mode = 'down';
    expect((await request(`/share-cart/default/${SHARE_ID}`)).status).toBe(502);
    const response = await request(`/share-cart/default/${SHARE_ID}`);
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('10');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await response.text()).toContain('En tjänst som sidan behöver svarar inte just nu.');
    expect(backend.calls).toBe(1);
  });
});

describe('a course page while the back end fails', () => {
  test("still renders, with the CMS's seats in place of the back end's, and is kept by no cache", async () => {
    const { request, backend } = site();
    backend.mode = 'down';
    const course = sample.course('sv');
    const response = await request(pathFor('course', 'sv', { slug: course.slug }));
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await response.text()).toContain(course.title);
    expect(backend.calls).toBeGreaterThan(0);
  });
});

describe('Scrive in the status language', () => {
  test('a bad answer is 502 upstream_error when the document is made and when its status is read', async () => {
    const { post, request, scrive } = site();
    const order = await newCommittedOrder();
    const made = await post('/api/docs/create', order);
    expect(made.status).toBe(201);
    const { id } = SigningDocumentResponseSchema.parse(await made.json());
    scrive.mode = 'down';
    await apiFailure(await post('/api/docs/create', await newCommittedOrder()), 502, 'upstream_error');
    await apiFailure(await request(`/api/docs/${id}`, { headers: { [ORDER_TOKEN_HEADER]: order.orderToken } }), 502, 'upstream_error');
  });

  test('no answer within its time-out is 504 upstream_timeout', async () => {
    const { post, scrive } = site({ timeoutMs: 50 });
    scrive.mode = 'stall';
    await apiFailure(await post('/api/docs/create', await newCommittedOrder()), 504, 'upstream_timeout');
  });

  test('after the threshold of failures the breaker answers 503 with Retry-After without asking Scrive, then lets one probe through', async () => {
    const { post, request, scrive, clock } = site({ failureThreshold: 2 });
    const order = await newCommittedOrder();
    const made = await post('/api/docs/create', order);
    expect(made.status).toBe(201);
    const { id } = SigningDocumentResponseSchema.parse(await made.json());
    const calls = scrive.calls;
    scrive.mode = 'down';
    for (let k = 0; k < 2; k++) await apiFailure(await post('/api/docs/create', await newCommittedOrder()), 502, 'upstream_error');
    expect(scrive.calls).toBe(calls + 2);
    const refused = await post('/api/docs/create', await newCommittedOrder());
    expect(refused.headers.get('Retry-After')).toBe('10');
    await apiFailure(refused, 503, 'service_unavailable');
    const status = await request(`/api/docs/${id}`, { headers: { [ORDER_TOKEN_HEADER]: order.orderToken } });
    expect(status.headers.get('Retry-After')).toBe('10');
    await apiFailure(status, 503, 'service_unavailable');
    expect(scrive.calls).toBe(calls + 2);
    scrive.mode = 'ok';
    clock.now += 10_000;
    expect((await post('/api/docs/create', await newCommittedOrder())).status).toBe(201);
    expect(scrive.calls).toBe(calls + 5);
    // Closed again: the status read goes to Scrive.
    expect((await request(`/api/docs/${id}`, { headers: { [ORDER_TOKEN_HEADER]: order.orderToken } })).status).not.toBe(503);
    expect(scrive.calls).toBe(calls + 6);
  });

  test('the back end and Scrive each have their own breaker: Scrive known to be down leaves the back end asked', async () => {
    const { post, scrive, backend } = site({ failureThreshold: 1 });
    scrive.mode = 'down';
    await apiFailure(await post('/api/docs/create', await newCommittedOrder()), 502, 'upstream_error');
    await apiFailure(await post('/api/docs/create', await newCommittedOrder()), 503, 'service_unavailable');
    expect((await post('/api/backend/cart/price', PRICE)).status).toBe(200);
    expect(backend.calls).toBe(1);
  });
});
