import { env } from 'cloudflare:workers';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { createCart } from '../../shared/cart/create-cart';
import { toHex } from '../../shared/encoding/to-hex';
import { ApiErrorSchema, type ApiErrorBody } from '../../shared/errors/api-error';
import { UNKNOWN_CHECKOUT_ERROR, checkoutErrorKeys } from '../../shared/errors/checkout-error-keys';
import { Document, createPageRenderer } from '../../web/entry-server';
import { createApp } from '../../worker/app';
import { buildInfo } from '../../worker/build-info';
import { parseConfig } from '../../worker/config';
import { isolateServiceBreakers } from '../../worker/adapters/service-breaker';
import { fakeBackendUpstream, setSharedCartTemplate, type UpstreamMode } from './fakes/fake-backend-upstream';
import { newCommittedOrder } from './fakes/committed-orders';

// Faults: the production booking back end (BACKEND_URL) and Scrive (SCRIVE_API_URL)
// pointed at fakes that refuse the connection, answer 500, answer invalid JSON or stall past the
// time-out. Every call answers the JSON error shape the browser maps to its toast or modals, and
// the worker answers within its time-outs.

const BACKEND_URL = 'https://booking.faults.test/api/';
const SCRIVE_URL = 'https://scrive.faults.test';
/** The remote back end's time-out (worker/adapters/backend/remote.ts). */
const BACKEND_TIMEOUT_MS = 10_000;
const MARGIN_MS = 5_000;

type Fault = UpstreamMode | 'refuse' | 'stall';
const state = { backend: 'ok' as Fault, scrive: 'ok' as Fault };
let upstream = fakeBackendUpstream();

const cart = createCart('default', Date.now());
setSharedCartTemplate(cart);

/** A Scrive document answer, for the good path. */
const scriveDocument = {
  id: '9001',
  title: 'FEI order',
  status: 'pending',
  parties: [{ signatory_role: 'signing_party', api_delivery_url: '/s/9001/abc' }],
};

function failAs(fault: Fault, request: Request, ok: () => Promise<Response> | Response): Promise<Response> | Response {
  switch (fault) {
    case 'refuse':
      throw new TypeError('Network connection lost.');
    case 'stall':
      return new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));
    case 'error-500':
      return new Response('{"statusCode":500}', { status: 500, headers: { 'Content-Type': 'application/json' } });
    case 'invalid-json':
      return new Response('<html>oops', { status: 200, headers: { 'Content-Type': 'application/json' } });
    default:
      return ok();
  }
}

async function network(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const host = new URL(request.url).host;
  if (host === new URL(BACKEND_URL).host) {
    // Modes the fake upstream knows itself (duplicate order, wrong shape, ...) go to it.
    if (state.backend !== 'refuse' && state.backend !== 'stall') upstream.state.mode = state.backend;
    return failAs(state.backend, request, () => upstream.fetch(request));
  }
  if (host === new URL(SCRIVE_URL).host) return failAs(state.scrive, request, () => Response.json(scriveDocument));
  throw new TypeError(`no network in tests: ${request.url}`);
}

const app = createApp({
  config: parseConfig({ BACKEND_URL, SCRIVE_API_URL: SCRIVE_URL, SCRIVE_API_TOKEN: 'scrive-token-0123456789' }),
  renderer: { ...createPageRenderer(), Document },
  build: buildInfo,
});

async function call(path: string, body?: unknown): Promise<{ status: number; body: ApiErrorBody | Record<string, unknown>; elapsed: number }> {
  const started = Date.now();
  const init: RequestInit =
    body === undefined ? {} : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
  const response = await app.fetch(new Request(`https://site.example${path}`, init), env);
  const json = (await response.json()) as Record<string, unknown>;
  return { status: response.status, body: json, elapsed: Date.now() - started };
}

/** The error shape the browser reads (`callApi` parses it with the same schema). */
function errorOf(result: { status: number; body: unknown }): ApiErrorBody {
  const error = ApiErrorSchema.parse(result.body);
  expect(error.statusCode).toBe(result.status);
  return error;
}

const PRICE = { items: [{ id: 1, type: 'courseEvent', participantCount: 1 }] };
const randomHex = () => toHex(crypto.getRandomValues(new Uint8Array(32)));
let nextEvent = 5000;
/** The calls; GET answers are cached in KV for a while, so each round reads ids never read before. */
const calls = (): Array<{ name: string; path: string; body?: unknown }> => {
  nextEvent += 1;
  return [
    { name: 'price', path: '/api/backend/cart/price', body: PRICE },
    { name: 'commit', path: '/api/backend/cart/commit', body: cart },
    { name: 'share', path: '/api/backend/cart/share', body: { cart, fields: {} } },
    { name: 'share read', path: `/api/backend/cart/share/${randomHex()}` },
    { name: 'event open check', path: `/api/backend/event/course/${nextEvent}` },
  ];
};

beforeAll(() => {
  vi.stubGlobal('fetch', network);
});
afterAll(() => {
  vi.unstubAllGlobals();
});
beforeEach(() => {
  // Each test meets the services as new: the isolate's breakers forget the failures of the test before
  // (the breakers themselves are tested in faults-backend-breaker.test.ts).
  isolateServiceBreakers.clear();
  upstream = fakeBackendUpstream();
  state.backend = 'ok';
  state.scrive = 'ok';
});

describe('the booking back end failing', () => {
  test('with the back end answering, every call passes its answer on', async () => {
    for (const { name, path, body } of calls()) {
      const result = await call(path, body);
      expect(result.status, name).toBeLessThan(300);
    }
  });

  const quick: Array<[Fault, number, string]> = [
    ['refuse', 502, 'upstream_error'],
    ['error-500', 502, 'upstream_error'],
    ['invalid-json', 502, 'upstream_error'],
    ['wrong-shape', 502, 'upstream_error'],
  ];
  for (const [fault, status, statusMessage] of quick) {
    test(`when it ${fault === 'refuse' ? 'refuses the connection' : `answers ${fault}`}, every call answers ${status} ${statusMessage} at once`, async () => {
      state.backend = fault;
      for (const { name, path, body } of calls()) {
        const result = await call(path, body);
        expect(errorOf(result), name).toMatchObject({ statusCode: status, statusMessage });
        expect(result.elapsed, name).toBeLessThan(MARGIN_MS);
      }
    });
  }

  test(
    'when it stalls, every call answers 504 upstream_timeout within its time-out',
    async () => {
      state.backend = 'stall';
      const results = await Promise.all(calls().map(async ({ name, path, body }) => ({ name, ...(await call(path, body)) })));
      for (const result of results) {
        expect(errorOf(result), result.name).toMatchObject({ statusCode: 504, statusMessage: 'upstream_timeout' });
        expect(result.elapsed, result.name).toBeGreaterThanOrEqual(BACKEND_TIMEOUT_MS - 1_000);
        expect(result.elapsed, result.name).toBeLessThan(BACKEND_TIMEOUT_MS + MARGIN_MS);
      }
    },
    BACKEND_TIMEOUT_MS + 20_000,
  );

  test('the price failure carries a status code and message for the toast', async () => {
    state.backend = 'error-500';
    const error = errorOf(await call('/api/backend/cart/price', PRICE));
    expect(error.statusCode).toBeGreaterThanOrEqual(500);
    expect(error.message.length).toBeGreaterThan(0);
    // Nothing of the upstream's own body reaches the visitor.
    expect(JSON.stringify(error)).not.toContain('oops');
  });

  test('commit failures map to the checkout modals: a known statusMessage to its own, the back end failing to "not answering right now"', async () => {
    state.backend = 'duplicate-order';
    const duplicate = errorOf(await call('/api/backend/cart/commit', cart));
    expect(duplicate).toMatchObject({ statusCode: 409, statusMessage: 'duplicate_order' });
    expect(checkoutErrorKeys(duplicate.statusMessage)).toEqual({
      titleKey: 'checkout.errors.duplicate_order.title',
      messageKey: 'checkout.errors.duplicate_order.message',
    });
    for (const fault of ['refuse', 'error-500', 'invalid-json'] as const) {
      state.backend = fault;
      const error = errorOf(await call('/api/backend/cart/commit', cart));
      expect(checkoutErrorKeys(error.statusMessage), fault).toEqual({
        titleKey: 'checkout.errors.service_unavailable.title',
        messageKey: 'checkout.errors.service_unavailable.message',
      });
      expect(checkoutErrorKeys(error.statusMessage), fault).not.toEqual(UNKNOWN_CHECKOUT_ERROR);
    }
  });

  test('the event open check is answered from its short cache while the back end is down', async () => {
    expect((await call('/api/backend/event/course/777')).body).toEqual({ isOpen: true });
    state.backend = 'refuse';
    expect((await call('/api/backend/event/course/777')).body).toEqual({ isOpen: true });
    const uncached = await call('/api/backend/event/course/778');
    expect(errorOf(uncached)).toMatchObject({ statusCode: 502, statusMessage: 'upstream_error' });
  });
});

describe('Scrive failing (POST /api/docs/create)', () => {
  test('with Scrive answering, the signing document comes back', async () => {
    const result = await call('/api/docs/create', await newCommittedOrder());
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({ deliveryMethod: 'api', id: '9001' });
  });

  for (const fault of ['refuse', 'error-500', 'invalid-json'] as const) {
    test(`when Scrive ${fault === 'refuse' ? 'refuses the connection' : `answers ${fault}`}, the call answers 502 upstream_error at once (the document-error modal)`, async () => {
      const order = await newCommittedOrder();
      state.scrive = fault;
      const result = await call('/api/docs/create', order);
      expect(errorOf(result)).toMatchObject({ statusCode: 502, statusMessage: 'upstream_error' });
      expect(result.elapsed).toBeLessThan(MARGIN_MS);
    });
  }

  test('when Scrive stalls, the call answers 504 upstream_timeout within its time-out', async () => {
    // The production time-out is 60 s; the same adapter with a short one here.
    const timeoutMs = 1_500;
    const docs = createApp({
      config: parseConfig({ SCRIVE_API_URL: SCRIVE_URL, SCRIVE_API_TOKEN: 'scrive-token-0123456789' }),
      renderer: { ...createPageRenderer(), Document },
      build: buildInfo,
      adapters: { signing: { timeoutMs } },
    });
    const order = await newCommittedOrder();
    state.scrive = 'stall';
    const started = Date.now();
    const response = await docs.fetch(
      new Request('https://site.example/api/docs/create', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(order),
      }),
      env,
    );
    const elapsed = Date.now() - started;
    expect(errorOf({ status: response.status, body: await response.json() })).toMatchObject({
      statusCode: 504,
      statusMessage: 'upstream_timeout',
    });
    expect(elapsed).toBeGreaterThanOrEqual(timeoutMs - 200);
    expect(elapsed).toBeLessThan(timeoutMs + MARGIN_MS);
  });
});
