import { env } from 'cloudflare:workers';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { pathFor } from '../../shared/routing/paths';
import { Document, createPageRenderer } from '../../web/entry-server';
import { createApp } from '../../worker/app';
import { buildInfo } from '../../worker/build-info';
import { parseConfig } from '../../worker/config';
import { createFakeGraphqlServer } from '../worker/fakes/graphql-server';
import { fakeBackendUpstream } from '../worker/fakes/fake-backend-upstream';

// Attack: take the site's content (or the booking back end) down for every visitor of an isolate
// with requests the service refuses: a made-up `gql:default` token is forwarded to the CMS, which
// answers 401; five such answers opened the content breaker, and every visitor then got 503 pages.
// Defence: the breakers count only the service's own failures (`isServiceFailure`,
// shared/resilience/service-failure.ts: 5xx, time-outs, no connection), never a 4xx the caller
// caused, for content, the back end, signing and search alike.

const SECRET = 'cms-site-secret-0815';
const cms = createFakeGraphqlServer();
const course = cms.catalogue.courses.find((item) => item.language === 'sv' && item.published)!;
const request = (path: string, cookie = '') =>
  new Request(`https://site.example${path}`, { headers: { Cookie: `i18n_redirected=sv${cookie ? `; ${cookie}` : ''}` } });

describe("the content breaker and the CMS's refusals", () => {
  // A CMS of its own per test (the breakers are the isolate's, one per CMS address), answering
  // only the site's secret and 401 to any other token.
  const CMS_HOST = 'breaker-refusals-cms.test';
  const received = { refused: 0, answered: 0 };
  beforeAll(() => {
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const outgoing = new Request(input, init);
      if (!new URL(outgoing.url).host.endsWith(CMS_HOST)) return realFetch(outgoing);
      if (outgoing.headers.get('authorization') !== `Bearer ${SECRET}`) {
        received.refused += 1;
        return Response.json({ errors: [{ message: 'Unauthorized' }] }, { status: 401 });
      }
      received.answered += 1;
      return cms.fetch(new Request(cms.url, { method: 'POST', headers: outgoing.headers, body: await outgoing.text() }));
    });
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  test('many made-up visitor tokens the CMS answers 401, then a normal visitor still gets content, not a 503', async () => {
    const app = createApp({
      config: parseConfig({ CONTENT_GRAPHQL_URL: `https://a.${CMS_HOST}/graphql`, CONTENT_API_TOKEN: SECRET }),
      renderer: { ...createPageRenderer(), Document },
      build: buildInfo,
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (let attempt = 0; attempt < 25; attempt++) {
      const response = await app.fetch(request('/api/content/menu/sv', `gql:default=made-up-token-${attempt}`), env);
      expect(response.status, `attempt ${attempt}`).not.toBe(503);
      await response.arrayBuffer();
    }
    warn.mockRestore();
    expect(received.refused).toBeGreaterThanOrEqual(25);

    const menu = await app.fetch(request('/api/content/menu/sv'), env);
    expect(menu.status).toBe(200);
    const page = await app.fetch(request(pathFor('course', 'sv', { slug: course.slug })), env);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(course.title);
    expect(received.answered).toBeGreaterThan(0);
  });
});

describe("the back end's breaker and its refusals", () => {
  test('many calls the back end refuses out of its API shape (an HTML 404) leave the price call answered for the next visitor', async () => {
    const upstream = fakeBackendUpstream();
    const app = createApp({
      config: parseConfig({ BACKEND_URL: 'https://booking.breaker-refusals.test/api/' }),
      renderer: { ...createPageRenderer(), Document },
      build: buildInfo,
      adapters: { backend: { fetch: (outgoing) => upstream.fetch(outgoing) } },
    });
    const price = () =>
      app.fetch(
        new Request('https://site.example/api/backend/cart/price', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ items: [{ id: 1, type: 'courseEvent', participantCount: 1 }] }),
        }),
        env,
      );
    upstream.state.mode = 'html-404';
    for (let attempt = 0; attempt < 10; attempt++) {
      const refused = await price();
      expect(refused.status, `attempt ${attempt}`).toBe(502);
      await refused.arrayBuffer();
    }
    upstream.state.mode = 'ok';
    const answered = await price();
    expect(answered.status).toBe(200);
  });
});
