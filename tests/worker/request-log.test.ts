import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, test, vi, type MockInstance } from 'vitest';
import { ApiErrorSchema } from '../../shared/errors/api-error';
import { Document, createPageRenderer } from '../../web/entry-server';
import { isolateServiceBreakers } from '../../worker/adapters/service-breaker';
import { createApp } from '../../worker/app';
import { buildInfo } from '../../worker/build-info';
import { parseConfig } from '../../worker/config';
import { PAGE_CACHE_TTL_MS, PageCache } from '../../worker/page-cache';
import type { RequestLogRecord } from '../../worker/request-log';

// Issue 50, item 5: one structured line per request an operator can count (README.md, "Operate"),
// with no personal data in it, and the same request id in the response's header, the API error
// and the error page, so a visitor's report finds the line. Through real requests to the worker.

const clock = { now: 1_000_000 };
const renderer = { ...createPageRenderer(), Document };

function embeddedApp() {
  return createApp({ config: parseConfig({}), renderer, build: buildInfo, pageCache: new PageCache(() => clock.now) });
}

let log: MockInstance<typeof console.log>;
let written: string[];

beforeEach(() => {
  written = [];
  log = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
    written.push(args.map(String).join(' '));
  });
});
afterEach(() => {
  log.mockRestore();
  vi.unstubAllGlobals();
  isolateServiceBreakers.clear();
});

/** The request lines written so far, parsed. */
function requestLines(): RequestLogRecord[] {
  return written
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line): line is RequestLogRecord & Record<string, unknown> => line.event === 'request');
}

/** Runs one request and returns its response (body read) and the one line it wrote. */
async function logged(app: ReturnType<typeof createApp>, path: string, init: RequestInit = {}) {
  const before = requestLines().length;
  const response = await app.fetch(new Request(`https://site.example${path}`, { redirect: 'manual', ...init }), env);
  const body = await response.text();
  const lines = requestLines().slice(before);
  expect(lines, `${path}: one line per request`).toHaveLength(1);
  return { response, body, line: lines[0]! };
}

describe('the request line', () => {
  test('every request writes one JSON line with its id, route, status, duration, cache outcome and services; the id is its X-Request-Id', async () => {
    const app = embeddedApp();
    const { response, line } = await logged(app, '/sitemap');
    expect(response.status).toBe(200);
    expect(line).toEqual({
      level: 'info',
      event: 'request',
      requestId: response.headers.get('X-Request-Id'),
      method: 'GET',
      route: 'page:sitemap',
      status: 200,
      durationMs: expect.any(Number),
      cache: 'miss',
      services: [],
    });
    const api = await logged(app, '/api/content/menu/sv');
    expect(api.line).toMatchObject({ route: '/api/content/menu/:languageCode', status: 200, cache: 'none' });
    expect(api.line.requestId).toBe(api.response.headers.get('X-Request-Id'));
    expect(api.line.requestId).not.toBe(line.requestId);
    // A redirect answered by a middleware is a line too, under the page's route.
    const redirect = await logged(app, '/kurs/ledarskap/');
    expect(redirect.line).toMatchObject({ route: 'page:course', status: 301 });
    expect(redirect.response.headers.get('X-Request-Id')).toBe(redirect.line.requestId);
  });

  test("the page cache's answer is named: rendered (miss), kept and fresh (isolate-hit), kept past its minute (stale), not shared (bypass)", async () => {
    const app = embeddedApp();
    expect((await logged(app, '/sitemap')).line.cache).toBe('miss');
    // Kept from its second request on, once the write after the response is done.
    expect((await logged(app, '/sitemap')).line.cache).toBe('miss');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await logged(app, '/sitemap')).line.cache).toBe('isolate-hit');
    clock.now += PAGE_CACHE_TTL_MS + 1_000;
    expect((await logged(app, '/sitemap')).line.cache).toBe('stale');
    const withToken = await logged(app, '/sitemap', { headers: { Cookie: 'gql:default=visitor-token-0123456789' } });
    expect(withToken.line.cache).toBe('bypass');
    expect((await logged(app, '/checkout')).line.cache).toBe('miss');
  });

  test('a valid Cloudflare ray id is the request id; a header that is not a plain id is never echoed', async () => {
    const app = embeddedApp();
    const ray = await logged(app, '/api/content/menu/en', { headers: { 'cf-ray': '8c1f2a3b4c5d6e7f-ARN' } });
    expect(ray.response.headers.get('X-Request-Id')).toBe('8c1f2a3b4c5d6e7f-ARN');
    expect(ray.line.requestId).toBe('8c1f2a3b4c5d6e7f-ARN');
    const crafted = '<script>alert(1)</script>';
    const refused = await logged(app, '/api/nothing', { headers: { 'cf-ray': crafted } });
    expect(refused.response.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(refused.body).not.toContain('script');
    expect(JSON.stringify(refused.line)).not.toContain('script');
  });

  test('no line holds a path, a query, a body, a cookie or an IP address: order ids, share ids, e-mail and personal id numbers stay out', async () => {
    const app = embeddedApp();
    const shareId = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9';
    const email = 'anna.andersson@example.com';
    const personalId = '19900101-1234';
    const orderId = '424242';
    const secrets = [shareId, email, personalId, orderId, 'anna', '19900101', 'visitor-secret-token', '203.0.113.9'];
    const warn = vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => written.push(args.map(String).join(' ')));
    const error = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => written.push(args.map(String).join(' ')));
    const headers = { 'CF-Connecting-IP': '203.0.113.9', Cookie: 'gql:default=visitor-secret-token' };
    const json = { ...headers, 'Content-Type': 'application/json' };
    await logged(app, `/api/backend/cart/share/${shareId}?email=${email}&pnr=${personalId}`, { headers });
    await logged(app, `/kurs/${email}?personnummer=${personalId}&order=${orderId}`, { headers });
    await logged(app, `/share-cart/default/${shareId}`, { headers });
    await logged(app, `/api/docs/${orderId}?email=${email}`, { headers });
    await logged(app, '/api/backend/cart/commit', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ orderId, customer: { email, personalId }, participants: [{ email, personalId }] }),
    });
    await logged(app, '/api/backend/cart/price', { method: 'POST', headers: json, body: JSON.stringify({ coupon: email, personalId }) });
    warn.mockRestore();
    error.mockRestore();
    const all = written.join('\n');
    for (const secret of secrets) expect(all, secret).not.toContain(secret);
    expect(all).not.toContain('?');
    expect(requestLines().map((line) => line.route)).toEqual([
      '/api/backend/cart/share/:id',
      'page:course',
      'page:share-cart',
      '/api/docs/:id',
      '/api/backend/cart/commit',
      '/api/backend/cart/price',
    ]);
  });
});

describe('the same id where a visitor sees an error', () => {
  test("an API error's requestId is the response's X-Request-Id and the line's id", async () => {
    const app = embeddedApp();
    for (const path of ['/api/nothing', '/api/content/menu/es']) {
      const { response, body, line } = await logged(app, path);
      const error = ApiErrorSchema.parse(JSON.parse(body));
      expect(error.requestId, path).toBe(response.headers.get('X-Request-Id'));
      expect(line.requestId, path).toBe(error.requestId);
      expect(line.status, path).toBe(response.status);
    }
  });

  test("the app's error page shows the id as its reference in the visitor's language", async () => {
    const app = embeddedApp();
    const sv = await logged(app, '/kurs/finns-inte-alls');
    expect(sv.response.status).toBe(404);
    expect(sv.body).toContain(`Felkod<!-- -->: <code>${sv.line.requestId}</code>`);
    const en = await logged(app, '/en/course/does-not-exist-at-all');
    expect(en.response.status).toBe(404);
    expect(en.body).toContain(`Error reference<!-- -->: <code>${en.line.requestId}</code>`);
    expect(en.response.headers.get('X-Request-Id')).toBe(en.line.requestId);
  });

  test('the plain fallback error page shows it too', async () => {
    const app = embeddedApp();
    const { response, body, line } = await logged(app, '/%ED%A0%80');
    expect(response.status).toBe(400);
    expect(body).toContain(`Felkod: <code>${line.requestId}</code>`);
    expect(response.headers.get('X-Request-Id')).toBe(line.requestId);
  });

  test('a page that is not an error shows no reference', async () => {
    const { body } = await logged(embeddedApp(), '/sitemap');
    expect(body).not.toContain('error-page__reference');
  });
});

describe('which service failed, and how', () => {
  const BACKEND_URL = 'https://booking.request-log.test/api/';
  let fault: 'refuse' | 'error-500' = 'refuse';

  function failingBackendApp() {
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (new URL(request.url).host !== new URL(BACKEND_URL).host) throw new TypeError(`no network in tests: ${request.url}`);
      if (fault === 'refuse') throw new TypeError('Network connection lost.');
      return new Response('{"statusCode":500}', { status: 500, headers: { 'Content-Type': 'application/json' } });
    });
    return createApp({ config: parseConfig({ BACKEND_URL }), renderer, build: buildInfo, pageCache: new PageCache(() => clock.now) });
  }

  test('a refused connection, an error status and an open breaker are each named on the line, with the error answer carrying the id', async () => {
    const app = failingBackendApp();
    fault = 'refuse';
    const refused = await logged(app, '/api/backend/event/course/7001');
    expect(refused.response.status).toBe(502);
    expect(refused.line).toMatchObject({ level: 'error', status: 502, route: '/api/backend/event/:type/:id' });
    expect(refused.line.services).toEqual([{ service: 'backend', how: 'network' }]);
    expect(ApiErrorSchema.parse(JSON.parse(refused.body)).requestId).toBe(refused.line.requestId);

    fault = 'error-500';
    const failed = await logged(app, '/api/backend/event/course/7002');
    expect(failed.line.services).toEqual([{ service: 'backend', how: 'error_status', status: 500 }]);

    // The breaker opens after its threshold: the back end is no longer asked.
    let open: RequestLogRecord | undefined;
    for (let attempt = 0; attempt < 10 && !open; attempt++) {
      const { line } = await logged(app, `/api/backend/event/course/${7003 + attempt}`);
      if (line.status === 503) open = line;
    }
    expect(open?.services).toEqual([{ service: 'backend', how: 'breaker_open' }]);
  });

  test("a page built on a failed back end is a warning naming it; the shared cart's error page carries the id", async () => {
    const app = failingBackendApp();
    fault = 'refuse';
    const share = await logged(app, `/share-cart/default/${'ab'.repeat(32)}`);
    expect(share.response.status).toBe(502);
    expect(share.line).toMatchObject({ level: 'error', route: 'page:share-cart', services: [{ service: 'backend', how: 'network' }] });
    expect(share.body).toContain(share.line.requestId);
  });
});
