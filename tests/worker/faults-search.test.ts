import { env } from 'cloudflare:workers';
import { describe, expect, test } from 'vitest';
import { CircuitBreaker } from '../../shared/resilience/circuit-breaker';
import { Document, createPageRenderer } from '../../web/entry-server';
import { createEmbeddedSearch, createIndexCache } from '../../worker/adapters/search/embedded';
import { createApp } from '../../worker/app';
import { buildInfo } from '../../worker/build-info';
import { parseConfig } from '../../worker/config';
import type { SearchOutcome, SearchPort } from '../../worker/ports/search';
import { SEARCH_RECORDS } from '../contract/search-records';

// A search service that fails (a bad answer, a time-out, known to be down) is never answered as
// "no results" and nothing built on it is cached: /api/search answers the status language (502,
// 504, 503 with Retry-After) with no-store, and a page shows "search is unavailable" with a
// retry, is no-store and is not kept in the page cache, so the first request after recovery
// shows the results. The service and the breaker's clock are passed in.

type Mode = 'ok' | 'down' | 'stall';

/** The embedded engine over the contract catalogue, switched to fail as told; counts its calls. */
function switchableSearch() {
  const working = createEmbeddedSearch({
    indexName: 'Catalog',
    records: async () => SEARCH_RECORDS.map((record) => ({ ...record, language: 'sv' as const })),
    cache: createIndexCache(),
  });
  const control = { mode: 'ok' as Mode, calls: 0 };
  const port: SearchPort = {
    search(state, viewport) {
      control.calls += 1;
      if (control.mode === 'down')
        return Promise.resolve<SearchOutcome>({ ok: false, code: 'search_unavailable', message: 'connection refused' });
      if (control.mode === 'stall') return new Promise<SearchOutcome>(() => undefined);
      return working.search(state, viewport);
    },
  };
  return { port, control };
}

function site(options: { failureThreshold?: number; openMs?: number; timeoutMs?: number } = {}) {
  const { port, control } = switchableSearch();
  const clock = { now: 1_000_000 };
  const breaker = new CircuitBreaker({
    failureThreshold: options.failureThreshold ?? 100,
    openMs: options.openMs ?? 10_000,
    now: () => clock.now,
  });
  const app = createApp({
    config: parseConfig({}),
    renderer: { ...createPageRenderer(), Document },
    build: buildInfo,
    adapters: { search: { port, breaker, timeoutMs: options.timeoutMs ?? 200 } },
  });
  const get = (path: string) => app.fetch(new Request(`https://site.example${path}`, { headers: { Cookie: 'i18n_redirected=sv' } }), env);
  return { get, control, clock };
}

const SEARCH_PAGE = '/sok?q=ledarskap';
const UNAVAILABLE = { sv: 'Sökningen fungerar inte just nu.', en: 'Search is unavailable right now.' };

describe('/api/search when the search service fails', () => {
  test('a bad answer is 502 upstream_error in the API error shape, kept by no cache', async () => {
    const { get, control } = site();
    control.mode = 'down';
    const response = await get('/api/search?q=ledarskap');
    expect(response.status).toBe(502);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await response.json()).toEqual({
      statusCode: 502,
      statusMessage: 'upstream_error',
      message: 'Search is unavailable right now',
      requestId: response.headers.get('X-Request-Id'),
    });
  });

  test('no answer within the search time-out is 504 upstream_timeout', async () => {
    const { get, control } = site({ timeoutMs: 50 });
    control.mode = 'stall';
    const response = await get('/api/search?q=ledarskap');
    expect(response.status).toBe(504);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(((await response.json()) as { statusMessage: string }).statusMessage).toBe('upstream_timeout');
  });

  test('after the threshold of failures the breaker answers 503 with Retry-After without asking the service, then probes once', async () => {
    const { get, control, clock } = site({ failureThreshold: 3, openMs: 10_000 });
    control.mode = 'down';
    for (let k = 0; k < 3; k++) expect((await get('/api/search?q=ledarskap')).status).toBe(502);
    expect(control.calls).toBe(3);
    const refused = await get('/api/search?q=ledarskap');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('Retry-After')).toBe('10');
    expect(((await refused.json()) as { statusMessage: string }).statusMessage).toBe('service_unavailable');
    expect(control.calls).toBe(3);
    clock.now += 4_000;
    expect((await get('/api/search?q=ledarskap')).headers.get('Retry-After')).toBe('6');
    // The service is back; after the open time one probe goes out and closes the breaker.
    control.mode = 'ok';
    clock.now += 6_000;
    const probe = await get('/api/search?q=ledarskap');
    expect(probe.status).toBe(200);
    expect(control.calls).toBe(4);
    expect((await get('/api/search?q=ledarskap')).status).toBe(200);
  });

  test('a working search is public and cacheable', async () => {
    const { get } = site();
    const response = await get('/api/search?q=ledarskap&site=true');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(((await response.json()) as { nbHits: number }).nbHits).toBeGreaterThan(0);
  });
});

describe('a page whose search fails', () => {
  test('says search is unavailable with a retry link, not "no results"; the rest of the page renders; no-store', async () => {
    const { get, control } = site();
    control.mode = 'down';
    for (const [path, language] of [
      [SEARCH_PAGE, 'sv'],
      ['/en/search?q=leadership', 'en'],
    ] as const) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
      const html = await response.text();
      expect(html).toContain(UNAVAILABLE[language]);
      expect(html).toContain(language === 'sv' ? 'Försök igen' : 'Try again');
      expect(html).not.toContain(language === 'sv' ? 'Inga resultat' : 'No results');
      // The rest of the page: the header, the search form and the footer.
      expect(html).toContain('<header');
      expect(html).toContain('<footer');
    }
  });

  test('is never kept in the page cache: the first request after recovery shows the results', async () => {
    const { get, control } = site();
    control.mode = 'down';
    // Asked for twice within a minute: a working page would be kept from the second time.
    for (let k = 0; k < 3; k++) expect(await (await get(SEARCH_PAGE)).text()).toContain(UNAVAILABLE.sv);
    control.mode = 'ok';
    const recovered = await (await get(SEARCH_PAGE)).text();
    expect(recovered).not.toContain(UNAVAILABLE.sv);
    expect(recovered).toContain('href="/kurs/101"');
  });

  test('a working page is public, and kept in the page cache from its second request', async () => {
    const { get, control } = site();
    const first = await get(SEARCH_PAGE);
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=60, stale-while-revalidate=600');
    await first.text();
    await (await get(SEARCH_PAGE)).text();
    const calls = control.calls;
    expect(await (await get(SEARCH_PAGE)).text()).toContain('href="/kurs/101"');
    expect(control.calls).toBe(calls);
  });
});
