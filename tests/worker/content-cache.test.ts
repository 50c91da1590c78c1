import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { pathFor } from '../../shared/routing/paths';
import { Document, createPageRenderer } from '../../web/entry-server';
import { createApp } from '../../worker/app';
import { cachedQuery, type ContentCacheOptions, contentCacheKey, uncachedQuery } from '../../worker/adapters/content/content-cache';
import { MemoryCache } from '../../worker/memory-cache';
import type { GraphqlOperation } from '../../worker/adapters/content/graphql-requester';
import { buildInfo } from '../../worker/build-info';
import { parseConfig } from '../../worker/config';
import { ContentServiceError } from '../../worker/ports/content';
import { createFakeGraphqlServer } from './fakes/graphql-server';
import { TEST_PREVIEW_SECRET, staffCookie } from './staff-cookie';

const operation = (name: string, variables: Record<string, unknown> = {}): GraphqlOperation => ({
  operationName: name,
  query: `query ${name} { x }`,
  variables,
});
const identity = (data: unknown) => data;

/** A content service that counts its calls and can be told to fail. */
function countingService(answer: unknown = { value: 1 }) {
  const service = { calls: 0, failing: false, answer };
  const run = async () => {
    service.calls += 1;
    if (service.failing) throw new ContentServiceError('GraphQL Error (Code: 503)', 503);
    return service.answer;
  };
  return { service, run };
}

let namespaceCounter = 0;
const freshNamespace = () => `test-${Date.now()}-${namespaceCounter++}`;

/**
 * A cache over `run` for the freshness tests: fresh for 60 s, kept an hour, with a clock the test
 * moves (`clock.now`) and the background refreshes it started (`background`).
 */
function clockedCache(run: () => Promise<unknown>, overrides: Partial<ContentCacheOptions> = {}) {
  const clock = { now: 1_000_000 };
  const background: Promise<unknown>[] = [];
  const query = cachedQuery(run, {
    kv: env.CACHE,
    memory: new MemoryCache(),
    freshSeconds: 60,
    staleSeconds: 3600,
    namespace: freshNamespace(),
    now: () => clock.now,
    waitUntil: (promise) => background.push(promise),
    inFlight: new Map(),
    ...overrides,
  });
  return { query, clock, background };
}

describe('the content cache', () => {
  test('a second call is served from KV without asking the service', async () => {
    const { service, run } = countingService();
    const namespace = freshNamespace();
    const query = cachedQuery(run, { kv: env.CACHE, memory: null, freshSeconds: 300, staleSeconds: 3600, namespace });
    expect(await query(operation('Menu', { language: 'sv' }), identity)).toEqual({ value: 1 });
    expect(await query(operation('Menu', { language: 'sv' }), identity)).toEqual({ value: 1 });
    expect(service.calls).toBe(1);
    const stored = await env.CACHE.get(contentCacheKey(namespace, operation('Menu', { language: 'sv' })), 'json');
    expect(stored).toMatchObject({ data: { value: 1 } });
  });

  test('an answer that finds nothing is kept in memory but never written to KV', async () => {
    const { service, run } = countingService({ course: null });
    const namespace = freshNamespace();
    const query = cachedQuery(run, { kv: env.CACHE, memory: new MemoryCache(), freshSeconds: 300, staleSeconds: 3600, namespace });
    const course = (data: unknown) => (data as { course: null }).course;
    expect(await query(operation('Course', { slug: 'made-up' }), course)).toBeNull();
    expect(await query(operation('Course', { slug: 'made-up' }), course)).toBeNull();
    expect(service.calls).toBe(1);
    expect(await env.CACHE.get(contentCacheKey(namespace, operation('Course', { slug: 'made-up' })))).toBeNull();
  });

  test('the key is the operation and its variables, whatever their order', async () => {
    const { service, run } = countingService();
    const query = cachedQuery(run, { kv: env.CACHE, memory: null, freshSeconds: 300, staleSeconds: 3600, namespace: freshNamespace() });
    await query(operation('Page', { slug: 'a', language: 'sv' }), identity);
    await query(operation('Page', { language: 'sv', slug: 'a' }), identity);
    await query(operation('Page', { language: 'en', slug: 'a' }), identity);
    await query(operation('Course', { language: 'en', slug: 'a' }), identity);
    expect(service.calls).toBe(3);
  });

  test('the memory cache answers before KV', async () => {
    const { service, run } = countingService();
    const memory = new MemoryCache();
    const kv = { get: vi.fn(env.CACHE.get.bind(env.CACHE)), put: vi.fn(env.CACHE.put.bind(env.CACHE)) } as unknown as KVNamespace;
    const query = cachedQuery(run, { kv, memory, freshSeconds: 300, staleSeconds: 3600, namespace: freshNamespace() });
    await query(operation('Menu'), identity);
    await query(operation('Menu'), identity);
    expect(service.calls).toBe(1);
    expect(kv.get).toHaveBeenCalledTimes(1);
  });

  test("a refresh that brings another answer tells of the change (the pages' content version); one that brings the same does not", async () => {
    const { service, run } = countingService();
    const changes = { count: 0 };
    const { query, clock, background } = clockedCache(run, {
      onChange: async () => {
        changes.count += 1;
      },
    });
    await query(operation('Menu'), identity);
    clock.now += 61_000;
    await query(operation('Menu'), identity);
    await Promise.all(background);
    expect(changes.count).toBe(0);
    clock.now += 61_000;
    service.answer = { value: 2 };
    await query(operation('Menu'), identity);
    await Promise.all(background);
    expect(changes.count).toBe(1);
    expect(await query(operation('Menu'), identity)).toEqual({ value: 2 });
  });

  test('after the time to live the copy is served at once and refreshed in the background (stale-while-revalidate)', async () => {
    const { service, run } = countingService();
    const { query, clock, background } = clockedCache(run);
    await query(operation('Menu'), identity);
    clock.now += 61_000;
    service.answer = { value: 2 };
    expect(await query(operation('Menu'), identity)).toEqual({ value: 1 });
    expect(service.calls).toBe(2);
    await Promise.all(background);
    expect(await query(operation('Menu'), identity)).toEqual({ value: 2 });
    expect(service.calls).toBe(2);
  });

  test('a stale copy does not wait for a slow service, and every request during one refresh shares its single call', async () => {
    let release: (value: unknown) => void = () => undefined;
    let calls = 0;
    const slow = () => {
      calls += 1;
      return calls === 1 ? Promise.resolve({ value: 1 }) : new Promise<unknown>((resolve) => (release = resolve));
    };
    const { query, clock, background } = clockedCache(slow);
    await query(operation('Menu'), identity);
    clock.now += 120_000;
    const answers = await Promise.all(Array.from({ length: 20 }, () => query(operation('Menu'), identity)));
    expect(answers.every((answer) => (answer as { value: number }).value === 1)).toBe(true);
    expect(calls).toBe(2);
    release({ value: 2 });
    await Promise.all(background);
    expect(await query(operation('Menu'), identity)).toEqual({ value: 2 });
    expect(calls).toBe(2);
  });

  test('identical requests with no copy share one call to the service', async () => {
    const { service, run } = countingService();
    const query = cachedQuery(run, {
      kv: env.CACHE,
      memory: new MemoryCache(),
      freshSeconds: 60,
      staleSeconds: 3600,
      namespace: freshNamespace(),
      inFlight: new Map(),
    });
    const answers = await Promise.all(Array.from({ length: 10 }, () => query(operation('Page', { slug: 'a' }), identity)));
    expect(answers).toEqual(Array.from({ length: 10 }, () => ({ value: 1 })));
    expect(service.calls).toBe(1);
  });

  test("a failed refresh keeps the copy, tells the request (so nothing built on it is cached) and logs the copy's age", async () => {
    const { service, run } = countingService();
    let failures = 0;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { query, clock, background } = clockedCache(run, { onFailure: () => (failures += 1) });
    await query(operation('Menu'), identity);
    clock.now += 120_000;
    service.failing = true;
    expect(await query(operation('Menu'), identity)).toEqual({ value: 1 });
    await Promise.all(background);
    expect(failures).toBe(1);
    const lines = warn.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 'warn', event: 'content_stale_served', service: 'content', operation: 'Menu', ageSeconds: 120 }),
    );
    warn.mockRestore();
  });

  test('a failed refresh is logged once per key, however many requests it served; breaker refusals once per open period', async () => {
    const hanging: Array<(error: Error) => void> = [];
    let mode: 'ok' | 'hang' | 'refuse' = 'ok';
    const run = () => {
      if (mode === 'ok') return Promise.resolve({ value: 1 });
      if (mode === 'refuse') return Promise.reject(new ContentServiceError('known to be down', 503, 10));
      return new Promise<unknown>((_, reject) => hanging.push(reject));
    };
    let failures = 0;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stale = () => warn.mock.calls.filter(([line]) => String(line).includes('"event":"content_stale_served"'));
    const { query, clock, background } = clockedCache(run, { kv: null, quietUntil: new Map(), onFailure: () => (failures += 1) });
    await query(operation('Menu'), identity);
    await query(operation('Page', { slug: 'a' }), identity);
    clock.now += 120_000;
    mode = 'hang';
    // A hundred requests wait on one hanging refresh of Menu, and one on Page's.
    for (let k = 0; k < 100; k++) expect(await query(operation('Menu'), identity)).toEqual({ value: 1 });
    await query(operation('Page', { slug: 'a' }), identity);
    expect(hanging).toHaveLength(2);
    for (const reject of hanging) reject(new ContentServiceError('no answer in time', 504));
    await Promise.all(background);
    expect(failures).toBe(101);
    expect(stale().map(([line]) => JSON.parse(String(line)) as Record<string, unknown>)).toEqual([
      expect.objectContaining({ operation: 'Menu', ageSeconds: 120, how: 'timeout' }),
      expect.objectContaining({ operation: 'Page', ageSeconds: 120, how: 'timeout' }),
    ]);
    // The breaker opens: every request's refresh is refused at once, logged once per key until it may probe again.
    mode = 'refuse';
    warn.mockClear();
    for (let k = 0; k < 50; k++) await query(operation('Menu'), identity);
    await Promise.all(background);
    expect(stale()).toHaveLength(1);
    clock.now += 9_000;
    await query(operation('Menu'), identity);
    await Promise.all(background);
    expect(stale()).toHaveLength(1);
    clock.now += 1_000;
    await query(operation('Menu'), identity);
    await Promise.all(background);
    expect(stale().map(([line]) => JSON.parse(String(line)) as Record<string, unknown>)).toEqual([
      expect.objectContaining({ operation: 'Menu', ageSeconds: 120, how: 'breaker_open' }),
      expect.objectContaining({ operation: 'Menu', ageSeconds: 130, how: 'breaker_open' }),
    ]);
    warn.mockRestore();
  });

  test('past the stale-if-error window a copy is no longer served: the request waits for the service', async () => {
    const { service, run } = countingService();
    let now = 1_000_000;
    const query = cachedQuery(run, {
      kv: null,
      memory: new MemoryCache(),
      freshSeconds: 60,
      staleSeconds: 600,
      namespace: freshNamespace(),
      now: () => now,
      inFlight: new Map(),
    });
    await query(operation('Menu'), identity);
    now += 601_000;
    service.answer = { value: 2 };
    expect(await query(operation('Menu'), identity)).toEqual({ value: 2 });
    service.failing = true;
    now += 601_000;
    await expect(query(operation('Menu'), identity)).rejects.toThrow('GraphQL Error (Code: 503)');
  });

  test('when the service fails, the last good copy is served within the stale-if-error window', async () => {
    const { service, run } = countingService();
    let now = 1_000_000;
    const namespace = freshNamespace();
    const options = { kv: env.CACHE, freshSeconds: 60, staleSeconds: 3600, namespace, now: () => now };
    await cachedQuery(run, { ...options, memory: null })(operation('Menu'), identity);
    now += 3_000_000;
    service.failing = true;
    // A new isolate (empty memory cache) still finds the copy in KV.
    expect(await cachedQuery(run, { ...options, memory: new MemoryCache() })(operation('Menu'), identity)).toEqual({ value: 1 });
    expect(service.calls).toBe(2);
  });

  test('an answer that does not parse also falls back to the last good copy', async () => {
    const { service, run } = countingService();
    let now = 1_000_000;
    const parse = (data: unknown) => {
      if ((data as { value?: unknown }).value !== 1) throw new ContentServiceError('Invalid answer');
      return data;
    };
    const query = cachedQuery(run, {
      kv: env.CACHE,
      memory: null,
      freshSeconds: 60,
      staleSeconds: 3600,
      namespace: freshNamespace(),
      now: () => now,
    });
    await query(operation('Menu'), parse);
    now += 120_000;
    service.answer = { value: 'broken' };
    expect(await query(operation('Menu'), parse)).toEqual({ value: 1 });
  });

  test('with no copy at all, the failure is raised', async () => {
    const { service, run } = countingService();
    service.failing = true;
    const query = cachedQuery(run, { kv: env.CACHE, memory: null, freshSeconds: 60, staleSeconds: 3600, namespace: freshNamespace() });
    await expect(query(operation('Menu'), identity)).rejects.toThrow('GraphQL Error (Code: 503)');
  });

  test('the uncached query of preview neither reads nor writes a cache', async () => {
    const { service, run } = countingService();
    const query = uncachedQuery(run);
    await query(operation('PreviewOnly'), identity);
    await query(operation('PreviewOnly'), identity);
    expect(service.calls).toBe(2);
  });
});

describe('a site on the production adapter', () => {
  const fake = createFakeGraphqlServer();
  const course = fake.catalogue.courses.find((item) => item.language === 'sv' && item.published)!;
  const coursePath = pathFor('course', 'sv', { slug: course.slug });
  const original = globalThis.fetch;
  const app = (vars: Record<string, string> = {}) =>
    createApp({
      config: parseConfig({ CONTENT_GRAPHQL_URL: fake.url, CONTENT_CACHE_TTL: '0', ...vars }),
      renderer: { ...createPageRenderer(), Document },
      build: buildInfo,
    });
  const request = (path: string, cookie = 'i18n_redirected=sv') =>
    new Request(`https://site.example${path}`, { redirect: 'manual', headers: { Cookie: cookie } });

  beforeAll(async () => {
    // Outbound calls to the CMS address reach the fake; everything else is refused.
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.startsWith(fake.url)) return fake.fetch(input, init);
      return original(input, init);
    });
    await app().fetch(request('/api/content/menu/sv'), env);
  }, 60_000);
  afterEach(() => fake.setMode('ok'));

  test('pages render from the CMS', async () => {
    const response = await app().fetch(request(coursePath), env);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(course.title);
    expect(fake.requests.some((received) => received.body.operationName === 'Course')).toBe(true);
  });

  test('when the CMS fails, pages still render from the last good copy', async () => {
    await app().fetch(request(coursePath), env);
    await app().fetch(request('/api/content/menu/sv'), env);
    fake.setMode('status-502');
    const before = fake.requests.length;
    const response = await app().fetch(request(coursePath), env);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(course.title);
    expect(fake.requests.length).toBeGreaterThan(before);
  });

  test('in staff preview the CMS is always asked and a failure is not hidden by a cached copy', async () => {
    await app().fetch(request(coursePath), env);
    fake.setMode('status-502');
    const staff = await staffCookie();
    const response = await app({ PREVIEW_SECRET: TEST_PREVIEW_SECRET }).fetch(
      request(coursePath, `i18n_redirected=sv; fei_preview=1; ${staff}`),
      env,
    );
    // A bad answer is 502 in the status language (never a 500, which would say the fault is ours).
    expect(response.status).toBe(502);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });

  test('an API call in staff preview writes nothing to KV', async () => {
    const fresh = createFakeGraphqlServer();
    const previewApp = createApp({
      config: parseConfig({ CONTENT_GRAPHQL_URL: 'https://preview-only.test/graphql', PREVIEW_SECRET: TEST_PREVIEW_SECRET }),
      renderer: { ...createPageRenderer(), Document },
      build: buildInfo,
    });
    vi.mocked(globalThis.fetch).mockImplementationOnce(async (input, init) =>
      fresh.fetch(String(input).replace('preview-only.test', 'cms.test'), init),
    );
    const response = await previewApp.fetch(request('/api/content/search-opts/sv?preview=true', await staffCookie()), env);
    expect(response.status).toBe(200);
    const keys = await env.CACHE.list({ prefix: 'content:v1:https://preview-only.test/graphql' });
    expect(keys.keys).toEqual([]);
  });
});
