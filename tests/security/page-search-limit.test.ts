import { exports } from 'cloudflare:workers';
import { describe, expect, test } from 'vitest';
import { RATE_LIMITS } from '../../worker/rate-limits';

// Attack: a script loads the search results page (or a catalogue page's explorer) with a new query
// string each time. Every such address misses the page cache and makes the page run a search: with
// the hosted index configured, a billed query per request.
// Defence: the page's search counts against the client's page-search limit (LIMIT_SEARCH_PAGE,
// `searchPage` in RATE_LIMITS, keyed by CF-Connecting-IP); a page without a query of its own does not count.
// Over the limit the page still renders its header, footer and filters, with a message where the
// results go, and answers 429 with Retry-After and `Cache-Control: no-store`: no cache keeps it.
// The limiter's windows are fixed to the clock, so a flood may straddle a window's end and get
// through up to twice the limit, never more.

const LIMIT = RATE_LIMITS.searchPage.limit;

const load = (path: string, client: string) =>
  exports.default.fetch(new Request(`http://localhost${path}`, { headers: { 'CF-Connecting-IP': client } }));

async function floodUntilRefused(pathOf: (n: number) => string, client: string): Promise<{ through: number; refused: Response | null }> {
  for (let sent = 0; sent <= 2 * LIMIT; sent++) {
    const response = await load(pathOf(sent), client);
    if (response.status === 429) return { through: sent, refused: response };
    expect(response.status, `page #${sent}`).toBe(200);
    await response.arrayBuffer();
  }
  return { through: 2 * LIMIT + 1, refused: null };
}

describe('searches run by server-rendered pages are limited per client', () => {
  test('a flood of search pages with distinct queries answers 429 with Retry-After, the page still renders with the message, nothing is cached, another client is unaffected', async () => {
    const attacker = '198.51.100.201';
    const { through, refused } = await floodUntilRefused((n) => `/sok?q=flood-${n}`, attacker);
    expect(refused, 'the search page was never limited').not.toBeNull();
    expect(through).toBeGreaterThanOrEqual(LIMIT);
    expect(through).toBeLessThanOrEqual(2 * LIMIT);
    expect(refused!.headers.get('Retry-After')).toBe('60');
    expect(refused!.headers.get('Cache-Control')).toBe('no-store');
    const html = await refused!.text();
    expect(html).toContain('För många sökningar just nu, försök igen om en minut.');
    // The count line does not claim the catalogue has nothing: it says the same, for screen readers.
    expect(html).not.toMatch(/>0 träffar</);
    expect(html).toContain('<header');
    expect(html).toContain('<footer');
    expect(html).toContain('data-testid="explorer"');

    // The same address again is refused again, not answered from a cache that kept the refusal
    // or the page, and the English page says it in English.
    const again = await load(`/sok?q=flood-${through}`, attacker);
    expect(again.status).toBe(429);
    await again.arrayBuffer();
    const english = await load('/en/search?q=flood-english', attacker);
    expect(english.status).toBe(429);
    expect(await english.text()).toContain('Too many searches right now, try again in a minute.');

    // The page data the app fetches on navigation is not kept by any cache either.
    const payload = await load('/sok/_payload.json?q=flood-payload', attacker);
    expect(payload.headers.get('Cache-Control')).toBe('private, no-store');
    expect(JSON.stringify(await payload.json())).toContain('"limited":"client"');

    // Another client searching the very same address gets its results, and may have them cached.
    const visitor = await load(`/sok?q=flood-${through}`, '198.51.100.202');
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get('Cache-Control')).not.toBe('no-store');
    expect(await visitor.text()).not.toContain('För många sökningar');
  }, 300_000);

  test('catalogue filters count as well; a page without a query of its own does not', async () => {
    const attacker = '198.51.100.203';
    const { refused } = await floodUntilRefused((n) => `/?q=filter-${n}`, attacker);
    expect(refused, 'the explorer on the home page was never limited').not.toBeNull();
    expect(refused!.headers.get('Retry-After')).toBe('60');
    await refused!.arrayBuffer();
    // The same client still gets pages whose search is the same for everyone, and the search page
    // without a query.
    for (const path of ['/', '/sok', '/en/search', '/?utm_source=newsletter']) {
      const page = await load(path, attacker);
      expect(page.status, path).toBe(200);
      expect(await page.text(), path).not.toContain('För många sökningar');
    }
  }, 300_000);
});
