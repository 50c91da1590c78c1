import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiErrorSchema } from '../../shared/errors/api-error';
import { isolateServiceBreakers } from '../../worker/adapters/service-breaker';
import { PAGE_CACHE_TTL_MS } from '../../worker/page-cache';
import type { RequestLogRecord } from '../../worker/request-log';
import { embeddedAppAt, logCapturedPerTest } from './fakes/logged-requests';

// Issue 50, item 5: one structured line per request an operator can count (README.md, "Operate"),
// and the same request id in the response's header, the API error and the error page, so a
// visitor's report finds the line. Through real requests to the worker. That no line holds
// personal data, and that a crafted id is never echoed: tests/security/request-log.test.ts.

const clock = { now: 1_000_000 };
const embeddedApp = () => embeddedAppAt(clock);

const { logged } = logCapturedPerTest();

afterEach(() => {
  vi.unstubAllGlobals();
  isolateServiceBreakers.clear();
});

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
    return embeddedAppAt(clock, { BACKEND_URL });
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

describe('the content service failing', () => {
  const CMS_URL = 'https://cms.request-log.test/graphql';

  test('a page whose content cannot be fetched names the content service and how on its line, and the error page carries the id', async () => {
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (request.url.startsWith(CMS_URL)) return new Response('down', { status: 500 });
      throw new TypeError(`no network in tests: ${request.url}`);
    });
    // A CMS address of its own: the isolate's content breaker and memory cache know nothing of it.
    const app = embeddedAppAt(clock, { CONTENT_GRAPHQL_URL: CMS_URL, CONTENT_CACHE_TTL: '0' });
    const { response, body, line } = await logged(app, '/kurs/ledarskap-i-praktiken');
    expect(response.status).toBe(502);
    expect(line).toMatchObject({ level: 'error', route: 'page:course', status: 502 });
    expect(line.services).toContainEqual({ service: 'content', how: 'error_status', status: 500 });
    expect(line.services.every((failure) => failure.service === 'content')).toBe(true);
    expect(body).toContain(`Felkod<!-- -->: <code>${line.requestId}</code>`);
  });
});
