import { env } from 'cloudflare:workers';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { pathFor } from '../../shared/routing/paths';
import { Document, createPageRenderer } from '../../web/entry-server';
import { isolateInFlight, isolateMemoryCache } from '../../worker/adapters/content/content-cache';
import { DEFAULT_BREAKER_OPTIONS } from '../../shared/resilience/circuit-breaker';
import { isolateContentBreakers } from '../../worker/adapters/content/index';
import { CONTENT_TIMEOUT_MS, remoteContentRequester } from '../../worker/adapters/content/remote';
import { createApp } from '../../worker/app';
import { buildInfo } from '../../worker/build-info';
import { parseConfig } from '../../worker/config';
import { ContentServiceError } from '../../worker/ports/content';
import { catalogue, sample } from './content-helpers';
import { createFakeGraphqlServer } from './fakes/graphql-server';

// Faults: the production content adapter (CONTENT_GRAPHQL_URL) pointed at a CMS that
// refuses the connection, answers 500, answers invalid JSON or stalls past the time-out. Every
// page that was seen once renders from the last cached copy, within the time-out plus a margin.

const CMS_URL = 'https://cms.faults.test/graphql';
type Fault = 'ok' | 'refuse' | 'status-500' | 'invalid-json' | 'stall';

const cms = createFakeGraphqlServer();
const state = { fault: 'ok' as Fault, calls: 0 };

/** The fake CMS behind the global fetch, failing as told; a stalled call ends only when aborted. */
async function fakeCms(request: Request): Promise<Response> {
  state.calls += 1;
  switch (state.fault) {
    case 'refuse':
      throw new TypeError('Network connection lost.');
    case 'status-500':
      return new Response('{"errors":[{"message":"Database unavailable"}]}', { status: 500, headers: { 'Content-Type': 'application/json' } });
    case 'invalid-json':
      return new Response('{"data": {', { status: 200, headers: { 'Content-Type': 'application/json' } });
    case 'stall':
      return new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));
    default:
      return cms.fetch(
        new Request('https://cms.test/graphql', { method: request.method, headers: request.headers, body: await request.text() }),
      );
  }
}

// A fresh app per phase: its page cache is empty, so every page really asks the content port.
const site = () =>
  createApp({
    config: parseConfig({ CONTENT_GRAPHQL_URL: CMS_URL, CONTENT_CACHE_TTL: '0' }),
    renderer: { ...createPageRenderer(), Document },
    build: buildInfo,
  });

const language = 'sv';
const course = sample.course(language);
const programme = sample.programme(language);
const article = sample.article(language);
const page = sample.page(language);
const child = sample.childPage(language);
const event = course.events.find((candidate) => !candidate.cancelled && candidate.startDate >= catalogue.today)!;

/** Pages and other content answers, with a text each must show. */
const PAGES: Array<{ name: string; path: string; text: string }> = [
  { name: 'home page', path: '/', text: '<main' },
  { name: 'generic page', path: pathFor('page', language, { slug: page.slug }), text: page.title },
  { name: 'child page', path: pathFor('page', language, { slug: child.parentSlug!, child: child.slug }), text: child.title },
  { name: 'course page', path: pathFor('course', language, { slug: course.slug }), text: course.title },
  { name: 'programme page', path: pathFor('programme', language, { slug: programme.slug }), text: programme.title },
  { name: 'inspiration page', path: pathFor('inspiration', language, { slug: article.slug }), text: article.title },
  { name: 'schedule page', path: pathFor('schedule', language, { eventType: 'course', eventId: String(event.id) }), text: course.title },
  { name: 'sitemap page', path: pathFor('sitemap', language), text: course.title },
  { name: 'course payload', path: `${pathFor('course', language, { slug: course.slug })}/_payload.json`, text: course.title },
  { name: 'menu API', path: '/api/content/menu/sv', text: 'mainMenuItems' },
  { name: 'language sitemap', path: '/sv-sitemap.xml', text: course.slug },
  { name: 'calendar file', path: `/schedule/course/${event.id}/calendar.ics`, text: 'BEGIN:VEVENT' },
];

async function fetchTimed(app: ReturnType<typeof site>, path: string) {
  const started = Date.now();
  const response = await app.fetch(new Request(`https://site.example${path}`, { headers: { Cookie: 'i18n_redirected=sv' } }), env);
  const body = await response.text();
  return { status: response.status, body, elapsed: Date.now() - started };
}

beforeAll(async () => {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (new URL(request.url).host === new URL(CMS_URL).host) return fakeCms(request);
    throw new TypeError(`no network in tests: ${request.url}`);
  });
  // The last good copies: every page seen once while the CMS answers.
  state.fault = 'ok';
  const warm = site();
  for (const { name, path, text } of PAGES) {
    const { status, body } = await fetchTimed(warm, path);
    expect(status, name).toBe(200);
    expect(body, name).toContain(text);
  }
}, 120_000);

afterAll(() => {
  vi.unstubAllGlobals();
});

describe('a failing CMS: pages render from the last cached copy', () => {
  const faults: Fault[] = ['refuse', 'status-500', 'invalid-json', 'stall'];
  for (const fault of faults) {
    for (const fromMemory of [true, false]) {
      const where = fromMemory ? 'the isolate memory' : 'KV only (a new isolate)';
      test(`when the CMS ${fault === 'stall' ? 'stalls past the time-out' : fault === 'refuse' ? 'refuses the connection' : `answers ${fault}`}, every page renders from ${where}`, async () => {
        state.fault = fault;
        // Each fault starts with the CMS's circuit breaker closed, so the CMS really is asked.
        isolateContentBreakers.clear();
        // A new isolate has neither copies in memory nor calls in flight.
        if (!fromMemory) {
          isolateMemoryCache.clear();
          isolateInFlight.clear();
        }
        const app = site();
        const callsBefore = state.calls;
        // Pages are fetched side by side, as visitors would, so a stall costs one time-out.
        const results = await Promise.all(PAGES.map(async (entry) => ({ ...entry, ...(await fetchTimed(app, entry.path)) })));
        for (const { name, status, body, text, elapsed } of results) {
          expect(status, name).toBe(200);
          expect(body, name).toContain(text);
          expect(elapsed, `${name} took ${elapsed} ms`).toBeLessThan(CONTENT_TIMEOUT_MS + 5_000);
        }
        // The CMS really was asked (and failed): the copies were not simply fresh.
        expect(state.calls).toBeGreaterThan(callsBefore);
        state.fault = 'ok';
      }, 60_000);
    }
  }
});

describe('a failing CMS with nothing cached', () => {
  test('a page never seen answers 504 and the translated error page within the time-out, and works again once the CMS is back', async () => {
    const never = pathFor('course', 'en', { slug: sample.course('en').slug });
    const app = site();
    isolateMemoryCache.clear();
    isolateContentBreakers.clear();
    await env.CACHE.list({ prefix: 'content:' }).then(({ keys }) =>
      Promise.all(keys.filter((key) => key.name.includes('"en"')).map((key) => env.CACHE.delete(key.name))),
    );
    state.fault = 'stall';
    const failed = await fetchTimed(app, never);
    expect(failed.status).toBe(504);
    expect(failed.body).toContain('The service is not answering right now');
    expect(failed.body).not.toContain('no answer within');
    expect(failed.elapsed).toBeLessThan(CONTENT_TIMEOUT_MS * 2 + 5_000);
    state.fault = 'ok';
    // The failures opened the CMS's breaker; once its probe succeeds (the breaker's own tests,
    // shared/resilience) pages work again: here the breaker is closed as the probe would close it.
    isolateContentBreakers.clear();
    const recovered = await fetchTimed(site(), never);
    expect(recovered.status).toBe(200);
    expect(recovered.body).toContain(sample.course('en').title);
  }, 60_000);

  test('a CMS that keeps failing opens its circuit breaker: it is asked no more, and the API answers 503 with Retry-After', async () => {
    isolateMemoryCache.clear();
    isolateInFlight.clear();
    isolateContentBreakers.clear();
    await env.CACHE.list({ prefix: 'content:' }).then(({ keys }) => Promise.all(keys.map((key) => env.CACHE.delete(key.name))));
    state.fault = 'status-500';
    const ask = () => site().fetch(new Request('https://site.example/api/content/search-opts/en'), env);
    for (let k = 0; k < DEFAULT_BREAKER_OPTIONS.failureThreshold; k++) {
      const failed = await ask();
      expect(failed.status).toBe(502);
      expect(((await failed.json()) as { statusMessage: string }).statusMessage).toBe('upstream_error');
    }
    const calls = state.calls;
    const refused = await ask();
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(refused.headers.get('Cache-Control')).toBe('private, no-store');
    expect(((await refused.json()) as { statusMessage: string }).statusMessage).toBe('service_unavailable');
    expect(state.calls).toBe(calls);
    state.fault = 'ok';
    isolateContentBreakers.clear();
  }, 60_000);

  test('the content API answers the JSON error shape, not a hang', async () => {
    isolateMemoryCache.clear();
    await env.CACHE.list({ prefix: 'content:' }).then(({ keys }) => Promise.all(keys.map((key) => env.CACHE.delete(key.name))));
    isolateContentBreakers.clear();
    state.fault = 'refuse';
    // A refused CMS is a known failure, answered in the one status language (no unexpected error logged).
    const response = await site().fetch(new Request('https://site.example/api/content/search-opts/en'), env);
    expect(response.status).toBe(502);
    expect(response.headers.get('Cache-Control')).toContain('no-store');
    const body = (await response.json()) as { statusCode: number; statusMessage: string };
    expect(body).toMatchObject({ statusCode: 502, statusMessage: 'upstream_error' });
    state.fault = 'ok';
  }, 60_000);
});

describe('the remote content requester', () => {
  test('gives up on a stalled CMS after its time-out with a ContentServiceError, aborting the call', async () => {
    let aborted = false;
    const stalled = ((_: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => {
          aborted = true;
          reject(init.signal!.reason);
        });
      })) as typeof fetch;
    const run = remoteContentRequester({ url: CMS_URL, token: null, fetch: stalled, timeoutMs: 300 });
    const started = Date.now();
    const error = await run({ operationName: 'Menu', query: 'query Menu { languages { code } }', variables: {} }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ContentServiceError);
    expect((error as ContentServiceError).message).toContain('no answer within 300 ms');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(aborted).toBe(true);
  });

  test('a fetch that ignores its abort signal still cannot hold the call', async () => {
    const deaf = (() => new Promise<Response>(() => undefined)) as typeof fetch;
    const run = remoteContentRequester({ url: CMS_URL, token: null, fetch: deaf, timeoutMs: 300 });
    await expect(run({ operationName: 'Menu', query: 'query Menu { languages { code } }', variables: {} })).rejects.toThrow(
      'no answer within 300 ms',
    );
  });

  test('after one time-out the next operations of the same request fail at once', async () => {
    const deaf = (() => new Promise<Response>(() => undefined)) as typeof fetch;
    const run = remoteContentRequester({ url: CMS_URL, token: null, fetch: deaf, timeoutMs: 300 });
    const operation = { operationName: 'Menu', query: 'query Menu { languages { code } }', variables: {} };
    await expect(run(operation)).rejects.toThrow('no answer within 300 ms');
    const started = Date.now();
    await expect(run(operation)).rejects.toBeInstanceOf(ContentServiceError);
    expect(Date.now() - started).toBeLessThan(100);
    // Another request (another requester) asks the CMS again.
    const fresh = remoteContentRequester({ url: CMS_URL, token: null, fetch: cms.fetch, timeoutMs: 300 });
    expect(await fresh(operation)).toBeTruthy();
  });

  test('the visitor going away cancels the CMS call', async () => {
    const visitor = new AbortController();
    let aborted = false;
    const stalled = ((_: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => {
          aborted = true;
          reject(new Error('aborted'));
        });
      })) as typeof fetch;
    const run = remoteContentRequester({ url: CMS_URL, token: null, fetch: stalled, signal: visitor.signal, timeoutMs: 10_000 });
    const pending = run({ operationName: 'Menu', query: 'query Menu { languages { code } }', variables: {} }).catch(
      (caught: unknown) => caught,
    );
    visitor.abort();
    expect(await pending).toBeInstanceOf(ContentServiceError);
    expect(aborted).toBe(true);
  });
});
