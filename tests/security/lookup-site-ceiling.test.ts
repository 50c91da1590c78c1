import { env } from 'cloudflare:workers';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { ApiErrorSchema } from '../../shared/errors/api-error';
import { pathFor } from '../../shared/routing/paths';
import { Document, createPageRenderer } from '../../web/entry-server';
import { LOOKUP_OPERATIONS } from '../../worker/adapters/content';
import { createApp } from '../../worker/app';
import { buildInfo } from '../../worker/build-info';
import { parseConfig } from '../../worker/config';
import { RATE_LIMITS, SITE_LIMITS } from '../../worker/rate-limits';
import { fakeBackendUpstream } from '../worker/fakes/fake-backend-upstream';
import { createFakeGraphqlServer } from '../worker/fakes/graphql-server';
import { inFreshWindow } from './rate-limit-window';

// Attack (issue 48, round two): the per-client lookup limit (lookup-misses.test.ts) is spread
// over many networks: each IPv6 /64 sends fewer made-up slugs and ids than its own limit, and
// together they reach the CMS or the back end once per unique URL.
// Defence: the lookups that no cache answers count, after the client's limit, against a ceiling
// of all clients per upstream and minute (`lookupMisses` in SITE_LIMITS, worker/rate-limits.ts,
// LIMIT_LOOKUP_SITE keyed on the upstream's address); past it every client's such lookups answer
// 429 with Retry-After (pages: the error page in the visitor's language), and the upstream is not
// asked. What the caches hold (a known course) is still served.

const CEILING = SITE_LIMITS.lookupMisses.limit;
const PER_CLIENT = 20;
const OVER = 100;
const CLIENTS = Math.ceil((CEILING + OVER) / PER_CLIENT);
const CMS_URL = 'https://cms.lookup-site.test/graphql';
const BACKEND_URL = 'https://booking.lookup-site.test/api/';
// One /64 per client; a flood from a provider's many subscribers.
const network = (prefix: number, index: number) => `2001:db8:${prefix.toString(16)}:${index.toString(16)}::${(index % 7) + 1}`;

test('(guard) each client stays well within its own lookup limit, so only the ceiling of all clients can refuse it', () => {
  expect(PER_CLIENT).toBeLessThan(RATE_LIMITS.lookup.limit);
  expect(CLIENTS * PER_CLIENT).toBeGreaterThan(CEILING);
});

describe('unknown slugs from many networks, at the content service', () => {
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

  test(`${CLIENTS} networks of ${PER_CLIENT} made-up slugs each reach the CMS ${CEILING} times a minute, then 429 in the visitor's language; a known course still answers`, async () => {
    const known = pathFor('course', 'sv', { slug: course.slug });
    // Hundreds of page renders on a loaded machine: begun with nearly a whole window left, so they all land in it.
    await inFreshWindow(
      60,
      async () => {
        const start = lookups();
        // A known course, asked once: in the content caches from now on.
        const first = await get(known, '203.0.113.90');
        expect(first.status).toBe(200);
        await first.arrayBuffer();
        const warm = lookups() - start;
        expect(warm).toBeGreaterThan(0);

        const statuses: number[] = [];
        for (let client = 0; client < CLIENTS; client++) {
          const address = network(0x49, client);
          const answers = await Promise.all(
            Array.from({ length: PER_CLIENT }, (_, i) => get(pathFor('course', 'sv', { slug: `spread-${client}-${i}-${start}` }), address)),
          );
          for (const response of answers) {
            statuses.push(response.status);
            if (response.status === 429) {
              expect(response.headers.get('Retry-After')).toBe(String(SITE_LIMITS.lookupMisses.periodSeconds));
              expect(response.headers.get('Cache-Control')).not.toMatch(/public/);
            }
            await response.arrayBuffer();
          }
        }
        expect(statuses.every((status) => status === 404 || status === 429)).toBe(true);
        // The CMS was asked exactly up to the ceiling (the known course's lookup among them), never past it.
        expect(lookups() - start).toBe(CEILING);
        expect(statuses.filter((status) => status === 404).length).toBe(CEILING - warm);
        expect(statuses.filter((status) => status === 429).length).toBe(CLIENTS * PER_CLIENT - (CEILING - warm));

        // A network that has asked nothing yet is refused too, in its own language, on every kind of lookup.
        const asked = lookups();
        const fresh = network(0x4a, 1);
        const swedish = await get(pathFor('course', 'sv', { slug: 'spread-fresh' }), fresh);
        expect(swedish.status).toBe(429);
        const sv = await swedish.text();
        expect(sv).toContain('<html lang="sv"');
        expect(sv).toContain('För många förfrågningar just nu');
        expect(sv).toContain('Försök igen om en minut.');
        const english = await get(pathFor('course', 'en', { slug: 'spread-fresh' }), fresh);
        expect(english.status).toBe(429);
        const en = await english.text();
        expect(en).toContain('<html lang="en"');
        expect(en).toContain('Too many requests right now');
        for (const path of [
          pathFor('schedule', 'sv', { eventType: 'course', eventId: '876543' }),
          '/preview?post_id=876543',
          '/api/content/mux-color/spreadPlaybackId876543',
        ]) {
          const response = await get(path, fresh);
          expect(response.status, path).toBe(429);
          expect(response.headers.get('Retry-After'), path).toBe('60');
          await response.arrayBuffer();
        }
        expect(lookups()).toBe(asked);

        // What the caches hold costs the CMS nothing: the known course, rendered anew for a new address.
        const cached = await get(`${known}?after=ceiling`, network(0x4a, 2));
        expect(cached.status).toBe(200);
        expect(await cached.text()).toContain(course.title);
        expect(lookups()).toBe(asked);
      },
      55_000,
    );
  }, 180_000);
});

describe('unknown ids from many networks, at the booking back end', () => {
  const upstream = fakeBackendUpstream();
  const app = createApp({
    config: parseConfig({ BACKEND_URL }),
    renderer: { ...createPageRenderer(), Document },
    build: buildInfo,
    adapters: { backend: { fetch: (outgoing) => upstream.fetch(outgoing) } },
  });
  const get = (path: string, client: string) =>
    app.fetch(new Request(`https://site.example${path}`, { headers: { 'CF-Connecting-IP': client } }), env);

  test(`event-open checks of made-up ids from ${CLIENTS} networks reach the back end ${CEILING} times a minute, then 429`, async () => {
    await inFreshWindow(
      60,
      async () => {
        const before = upstream.state.requests.length;
        const statuses: number[] = [];
        for (let client = 0; client < CLIENTS; client++) {
          const address = network(0x4b, client);
          const answers = await Promise.all(
            Array.from({ length: PER_CLIENT }, (_, i) => get(`/api/backend/event/course/${800_000 + client * PER_CLIENT + i}`, address)),
          );
          for (const response of answers) {
            statuses.push(response.status);
            if (response.status === 429) {
              expect(ApiErrorSchema.parse(await response.json()).statusMessage).toBe('rate_limited');
              expect(response.headers.get('Retry-After')).toBe('60');
            } else await response.arrayBuffer();
          }
        }
        expect(statuses.filter((status) => status === 200).length).toBe(CEILING);
        expect(statuses.filter((status) => status === 429).length).toBe(CLIENTS * PER_CLIENT - CEILING);
        expect(upstream.state.requests.length - before).toBe(CEILING);

        // Share reads and the shared-cart page of a fresh network are refused as well, unasked.
        const asked = upstream.state.requests.length;
        const fresh = network(0x4c, 1);
        const shareApi = await get(`/api/backend/cart/share/${'4c'.repeat(32)}`, fresh);
        expect(shareApi.status).toBe(429);
        await shareApi.arrayBuffer();
        const sharePage = await get(pathFor('share-cart', 'sv', { slug: 'default', shareId: '4d'.repeat(32) }), fresh);
        expect(sharePage.status).toBe(429);
        expect(await sharePage.text()).toContain('För många förfrågningar just nu');
        expect(upstream.state.requests.length).toBe(asked);
      },
      45_000,
    );
  }, 180_000);
});
