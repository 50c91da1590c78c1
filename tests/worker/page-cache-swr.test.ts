import { env } from 'cloudflare:workers';
import { describe, expect, test, vi } from 'vitest';
import { CircuitBreaker } from '../../shared/resilience/circuit-breaker';
import { Document, createPageRenderer } from '../../web/entry-server';
import { createEmbeddedSearch, createIndexCache } from '../../worker/adapters/search/embedded';
import { createApp } from '../../worker/app';
import { buildInfo } from '../../worker/build-info';
import { parseConfig } from '../../worker/config';
import { INITIAL_CONTENT_VERSION } from '../../worker/content-version';
import { PAGE_CACHE_TTL_MS, PAGE_STALE_MS, PageCache } from '../../worker/page-cache';
import { isolatePageKey } from '../../worker/page-caches';
import type { SearchOutcome, SearchPort } from '../../worker/ports/search';
import { SEARCH_RECORDS } from '../contract/search-records';

// The page cache serves a kept page past its max-age at once and renders it again in the
// background, once per page and isolate; a background render built on a failed service keeps the
// good copy. The clock of the page cache and the search service are passed in.

type Mode = 'ok' | 'stall';

function site() {
  const working = createEmbeddedSearch({
    indexName: 'Catalog',
    records: async () => SEARCH_RECORDS.map((record) => ({ ...record, language: 'sv' as const })),
    cache: createIndexCache(),
  });
  const control = { mode: 'ok' as Mode, calls: 0, now: 1_000_000 };
  const port: SearchPort = {
    search(state, viewport) {
      control.calls += 1;
      if (control.mode === 'stall') return new Promise<SearchOutcome>(() => undefined);
      return working.search(state, viewport);
    },
  };
  const pageCache = new PageCache(() => control.now);
  const breaker = new CircuitBreaker({ failureThreshold: 100, openMs: 10_000, now: () => control.now });
  const app = createApp({
    config: parseConfig({}),
    renderer: { ...createPageRenderer(), Document },
    build: buildInfo,
    adapters: { search: { port, breaker, timeoutMs: 300 } },
    pageCache,
  });
  const get = async (path: string) =>
    (await app.fetch(new Request(`https://site.example${path}`, { headers: { Cookie: 'i18n_redirected=sv' } }), env)).text();
  return { get, control, pageCache };
}

const PAGE = '/sok?q=ledarskap';
/** The page's key in the isolate's cache (no content change is noticed here, and the app has no shared cache). */
const KEY = isolatePageKey(INITIAL_CONTENT_VERSION, PAGE);
const HIT = 'href="/kurs/101"';
const UNAVAILABLE = 'Sökningen fungerar inte just nu.';

/** Asks twice (a page is kept from its second request) and waits until it is kept. */
async function keep(get: (path: string) => Promise<string>, calls: () => number) {
  await get(PAGE);
  await get(PAGE);
  await vi.waitFor(async () => {
    const before = calls();
    await get(PAGE);
    expect(calls()).toBe(before);
  });
}

describe('the page cache, stale while revalidate', () => {
  test('past its max-age a kept page is served at once, rendered again once in the background, then served fresh', async () => {
    const { get, control, pageCache } = site();
    await keep(get, () => control.calls);
    control.now += PAGE_CACHE_TTL_MS + 1_000;
    const before = control.calls;
    // Several visitors find it stale together: each gets the kept page, one render runs.
    const pages = await Promise.all([get(PAGE), get(PAGE), get(PAGE)]);
    expect(pages.every((html) => html.includes(HIT))).toBe(true);
    await vi.waitFor(() => expect(pageCache.isRefreshing(KEY)).toBe(false));
    expect(control.calls).toBe(before + 1);
    // The new render is kept and fresh: the next request asks nothing.
    expect(await get(PAGE)).toContain(HIT);
    expect(control.calls).toBe(before + 1);
  });

  test('a stale page does not wait for a hanging service, and a background render built on its failure keeps the good copy', async () => {
    const { get, control, pageCache } = site();
    await keep(get, () => control.calls);
    control.now += PAGE_CACHE_TTL_MS + 1_000;
    control.mode = 'stall';
    const stale = await get(PAGE);
    expect(stale).toContain(HIT);
    // Answered while the background render still waits for the search.
    expect(pageCache.isRefreshing(KEY)).toBe(true);
    await vi.waitFor(() => expect(pageCache.isRefreshing(KEY)).toBe(false));
    const after = await get(PAGE);
    expect(after).toContain(HIT);
    expect(after).not.toContain(UNAVAILABLE);
  });

  test('past the stale-while-revalidate time a kept page is rendered anew for the visitor', async () => {
    const { get, control } = site();
    await keep(get, () => control.calls);
    control.now += PAGE_CACHE_TTL_MS + PAGE_STALE_MS;
    const before = control.calls;
    expect(await get(PAGE)).toContain(HIT);
    expect(control.calls).toBe(before + 1);
  });
});
