import { env } from 'cloudflare:workers';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { ApiErrorSchema } from '../../shared/errors/api-error';
import { pathFor } from '../../shared/routing/paths';
import { Document, createPageRenderer } from '../../web/entry-server';
import { LOOKUP_OPERATIONS } from '../../worker/adapters/content';
import { createApp } from '../../worker/app';
import { buildInfo } from '../../worker/build-info';
import { parseConfig } from '../../worker/config';
import { fakeBackendUpstream } from '../worker/fakes/fake-backend-upstream';
import { createFakeGraphqlServer } from '../worker/fakes/graphql-server';
import { inFreshWindow } from './rate-limit-window';

// Attack (issue 48, item 7): a flood of unique made-up URLs, each new to every cache, so each
// reached the upstream once: unknown course slugs, schedule and preview ids, Mux playback ids
// (content), share ids, event ids and attachment spaces (back end, R2).
// Defence: a miss is kept in the content's bounded memory cache (the same unknown slug again asks
// nothing), and every lookup by slug or id that no cache answers counts per client against
// LIMIT_LOOKUP (120 a minute, `lookup` in worker/rate-limits.ts); over it 429 with Retry-After,
// and the upstream is not asked. A known page from the cache costs nothing; other clients are unaffected.

const LIMIT = 120;
const CMS_URL = 'https://cms.lookup-flood.test/graphql';
const BACKEND_URL = 'https://booking.lookup-flood.test/api/';
const hex = (n: number) => n.toString(16).padStart(64, '0');

describe('unknown slugs and ids of the content service', () => {
  const cms = createFakeGraphqlServer();
  const course = cms.catalogue.courses.find((item) => item.language === 'sv' && item.published)!;
  const app = createApp({
    config: parseConfig({ CONTENT_GRAPHQL_URL: CMS_URL, CONTENT_CACHE_TTL: '300' }),
    renderer: { ...createPageRenderer(), Document },
    build: buildInfo,
  });
  const get = (path: string, client: string) =>
    app.fetch(new Request(`https://site.example${path}`, { headers: { 'CF-Connecting-IP': client, Cookie: 'i18n_redirected=sv' } }), env);
  const lookups = () => cms.requests.filter((request) => LOOKUP_OPERATIONS.has(request.body.operationName ?? '')).length;

  beforeAll(() => {
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (new URL(request.url).host !== new URL(CMS_URL).host) return realFetch(request);
      return cms.fetch(
        new Request('https://cms.test/graphql', { method: request.method, headers: request.headers, body: await request.text() }),
      );
    });
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  test(`the same unknown slug asks once; ${LIMIT + 30} unique ones reach the content service at most ${LIMIT} times, then 429`, async () => {
    const client = '203.0.113.71';
    const known = pathFor('course', 'sv', { slug: course.slug });
    await inFreshWindow(60, async () => {
      // A known course, asked once by someone else: in the caches from now on.
      expect((await get(known, '203.0.113.74')).status).toBe(200);
      const before = lookups();
      for (let i = 0; i < 10; i++) {
        const again = await get(pathFor('course', 'sv', { slug: 'no-such-course-again' }), client);
        expect(again.status).toBe(404);
        await again.arrayBuffer();
      }
      expect(lookups() - before).toBe(1);

      const statuses: number[] = [];
      for (let i = 0; i < LIMIT + 30; i++) {
        const response = await get(pathFor('course', 'sv', { slug: `made-up-course-${i}-${Date.now()}` }), client);
        statuses.push(response.status);
        if (response.status === 429) {
          expect(response.headers.get('Retry-After')).toBe('60');
          expect(response.headers.get('Cache-Control')).not.toMatch(/public/);
        }
        await response.arrayBuffer();
      }
      expect(statuses.filter((status) => status === 404).length).toBe(LIMIT - 1);
      expect(statuses.filter((status) => status === 429).length).toBe(31);
      expect(lookups() - before).toBe(LIMIT);

      // Over the limit, schedules, previews and Mux colours by made-up ids ask nothing either.
      const asked = lookups();
      for (const path of [
        pathFor('schedule', 'sv', { eventType: 'course', eventId: '987654' }),
        '/preview?post_id=987654',
        '/api/content/mux-color/madeUpPlaybackId987654',
        `${pathFor('course', 'sv', { slug: 'made-up-for-the-app' })}/_payload.json`,
      ]) {
        const response = await get(path, client);
        expect(response.status, path).toBe(429);
        expect(response.headers.get('Retry-After')).toBe('60');
        await response.arrayBuffer();
      }
      expect(lookups()).toBe(asked);

      // What the caches hold costs nothing: the limited client still gets the known course.
      const cached = await get(`${known}?after=limit`, client);
      expect(cached.status).toBe(200);
      expect(await cached.text()).toContain(course.title);
      expect(lookups()).toBe(asked);
    });
  }, 120_000);

  test('(guard) a known course answers, and another client is not limited', async () => {
    const path = pathFor('course', 'sv', { slug: course.slug });
    const first = await get(path, '203.0.113.72');
    expect(first.status).toBe(200);
    expect(await first.text()).toContain(course.title);
    const response = await get(pathFor('course', 'sv', { slug: `another-made-up-${Date.now()}` }), '203.0.113.73');
    expect(response.status).toBe(404);
    await response.arrayBuffer();
  });
});

describe('unknown ids of the back end and attachment spaces', () => {
  const upstream = fakeBackendUpstream();
  const app = createApp({
    config: parseConfig({ BACKEND_URL }),
    renderer: { ...createPageRenderer(), Document },
    build: buildInfo,
    adapters: { backend: { fetch: (outgoing) => upstream.fetch(outgoing) } },
  });
  const get = (path: string, client: string, headers: Record<string, string> = {}) =>
    app.fetch(new Request(`https://site.example${path}`, { headers: { 'CF-Connecting-IP': client, ...headers } }), env);

  test(`event-open checks, share reads and attachment listings: at most ${LIMIT} a minute per client reach the back end, then 429`, async () => {
    const client = '2001:db8:48:7::1';
    await inFreshWindow(60, async () => {
      const before = upstream.state.requests.length;
      const statuses: number[] = [];
      for (let id = 1; id <= LIMIT + 10; id++) {
        const response = await get(`/api/backend/event/course/${900_000 + id}`, client);
        statuses.push(response.status);
        if (response.status === 429) {
          expect(ApiErrorSchema.parse(await response.json()).statusMessage).toBe('rate_limited');
          expect(response.headers.get('Retry-After')).toBe('60');
        } else await response.arrayBuffer();
      }
      expect(statuses.filter((status) => status === 200).length).toBe(LIMIT);
      expect(statuses.filter((status) => status === 429).length).toBe(10);
      expect(upstream.state.requests.length - before).toBe(LIMIT);

      const asked = upstream.state.requests.length;
      const shareApi = await get(`/api/backend/cart/share/${hex(48)}`, client);
      expect(shareApi.status).toBe(429);
      await shareApi.arrayBuffer();
      const sharePage = await get(pathFor('share-cart', 'sv', { slug: 'default', shareId: hex(49) }), client);
      expect(sharePage.status).toBe(429);
      expect(sharePage.headers.get('Retry-After')).toBe('60');
      await sharePage.arrayBuffer();
      const listing = await get('/api/application/default/attachments', client, { 'X-Application-Key': hex(50) });
      expect(listing.status).toBe(429);
      await listing.arrayBuffer();
      expect(upstream.state.requests.length).toBe(asked);

      // Another client (another /64) is answered.
      const other = await get('/api/backend/event/course/900001', '2001:db8:48:8::1');
      expect(other.status).toBe(200);
      await other.arrayBuffer();
    });
  }, 120_000);
});
