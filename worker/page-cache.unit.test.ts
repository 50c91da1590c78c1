import { describe, expect, test } from 'vitest';
import { PAGE_CACHE_TTL_MS, PAGE_STALE_MS, PageCache } from './page-cache';

const NONCE_A = 'AAAAAAAAAAAAAAAAAAAAAA==';
const NONCE_B = 'BBBBBBBBBBBBBBBBBBBBBB==';
const html = `<script nonce="${NONCE_A}">x</script><script type="module" nonce="${NONCE_A}" src="/a.js"></script>`;

describe('page cache', () => {
  test("serves a stored page with the new response's nonce everywhere the old one was", () => {
    const cache = new PageCache(() => 0);
    cache.set('/a', html, NONCE_A, 200, new Headers({ 'Content-Type': 'text/html', 'Cache-Control': 'public, max-age=60' }));
    const page = cache.get('/a', NONCE_B)!;
    expect(page.html).not.toContain(NONCE_A);
    expect(page.html.split(NONCE_B)).toHaveLength(3);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('public, max-age=60');
  });

  test('never replays per-response security headers or cookies', () => {
    const cache = new PageCache(() => 0);
    cache.set('/a', html, NONCE_A, 200, new Headers({ 'Content-Security-Policy': `script-src 'nonce-${NONCE_A}'`, 'Set-Cookie': 'x=1' }));
    const page = cache.get('/a', NONCE_B)!;
    expect(page.headers['content-security-policy']).toBeUndefined();
    expect(page.headers['set-cookie']).toBeUndefined();
  });

  test('an entry is fresh within the page max-age, stale after it, and gone after its stale-while-revalidate time', () => {
    let now = 0;
    const cache = new PageCache(() => now);
    cache.set('/a', html, NONCE_A, 200, new Headers());
    now = PAGE_CACHE_TTL_MS - 1;
    expect(cache.get('/a', NONCE_B)?.stale).toBe(false);
    now = PAGE_CACHE_TTL_MS;
    expect(cache.get('/a', NONCE_B)?.stale).toBe(true);
    now = PAGE_CACHE_TTL_MS + PAGE_STALE_MS;
    expect(cache.get('/a', NONCE_B)).toBeNull();
  });

  test('one background render per stale page at a time', () => {
    const cache = new PageCache(() => 0);
    expect(cache.claimRefresh('/a')).toBe(true);
    expect(cache.claimRefresh('/a')).toBe(false);
    expect(cache.claimRefresh('/b')).toBe(true);
    cache.endRefresh('/a');
    expect(cache.claimRefresh('/a')).toBe(true);
  });

  test('a miss is null and keys are exact', () => {
    const cache = new PageCache(() => 0);
    cache.set('/a?x=1', html, NONCE_A, 200, new Headers());
    expect(cache.get('/a', NONCE_B)).toBeNull();
    expect(cache.get('/a?x=1', NONCE_B)).not.toBeNull();
  });

  test('keeps at most 500 pages, dropping the least recently used', () => {
    const cache = new PageCache(() => 0);
    for (let i = 0; i < 501; i += 1) cache.set(`/p${i}`, html, NONCE_A, 200, new Headers());
    expect(cache.size).toBe(500);
    expect(cache.get('/p0', NONCE_B)).toBeNull();
    expect(cache.get('/p500', NONCE_B)).not.toBeNull();
  });
});

// The length of `html` as stored (its nonces swapped for the cache's longer placeholder).
function storedLength(): number {
  const cache = new PageCache(() => 0);
  cache.set('/', html, NONCE_A, 200, new Headers());
  return cache.totalLength;
}

describe('page cache bounds', () => {
  test('keeps the summed HTML under its size bound however many query strings arrive', () => {
    const cache = new PageCache(() => 0, { maxEntries: 500, maxTotalLength: 10 * storedLength() });
    for (let i = 0; i < 1000; i += 1) cache.set(`/?crawler=${i}`, html, NONCE_A, 200, new Headers());
    expect(cache.size).toBe(10);
    expect(cache.totalLength).toBe(10 * storedLength());
    expect(cache.get('/?crawler=989', NONCE_B)).toBeNull();
    expect(cache.get('/?crawler=990', NONCE_B)).not.toBeNull();
  });

  test('the size bound drops the least recently used page, not the one just read', () => {
    const cache = new PageCache(() => 0, { maxEntries: 500, maxTotalLength: 2 * storedLength() });
    cache.set('/a', html, NONCE_A, 200, new Headers());
    cache.set('/b', html, NONCE_A, 200, new Headers());
    expect(cache.get('/a', NONCE_B)).not.toBeNull();
    cache.set('/c', html, NONCE_A, 200, new Headers());
    expect(cache.get('/b', NONCE_B)).toBeNull();
    expect(cache.get('/a', NONCE_B)).not.toBeNull();
    expect(cache.get('/c', NONCE_B)).not.toBeNull();
  });

  test('replacing and expiring pages gives their size back', () => {
    let now = 0;
    const cache = new PageCache(() => now);
    cache.set('/a', html, NONCE_A, 200, new Headers());
    cache.set('/a', `${html}<p>more</p>`, NONCE_A, 200, new Headers());
    expect(cache.size).toBe(1);
    expect(cache.totalLength).toBeGreaterThan(storedLength());
    expect(cache.totalLength).toBeLessThan(2 * storedLength());
    now = PAGE_CACHE_TTL_MS + PAGE_STALE_MS;
    expect(cache.get('/a', NONCE_B)).toBeNull();
    expect(cache.totalLength).toBe(0);
  });

  test('a page larger than the per-page limit is not kept', () => {
    const cache = new PageCache(() => 0);
    cache.set('/big', `<p>${'x'.repeat(512 * 1024)}</p>`, NONCE_A, 200, new Headers());
    expect(cache.size).toBe(0);
    expect(cache.totalLength).toBe(0);
  });
});

describe('which pages are kept', () => {
  test('a page is kept from its second request within the max-age, not its first', () => {
    let now = 0;
    const cache = new PageCache(() => now);
    expect(cache.keepsNow('/a')).toBe(false);
    expect(cache.keepsNow('/b')).toBe(false);
    now = PAGE_CACHE_TTL_MS - 1;
    expect(cache.keepsNow('/a')).toBe(true);
    now += PAGE_CACHE_TTL_MS;
    expect(cache.keepsNow('/b')).toBe(false);
    expect(cache.keepsNow('/b')).toBe(true);
  });

  test('an address asked for once more is counted afresh after it was kept', () => {
    const cache = new PageCache(() => 0);
    cache.keepsNow('/a');
    expect(cache.keepsNow('/a')).toBe(true);
    expect(cache.keepsNow('/a')).toBe(false);
  });

  test('a flood of one-off addresses forgets the oldest, and an overlong address is never kept', () => {
    const cache = new PageCache(() => 0);
    cache.keepsNow('/first');
    for (let i = 0; i < 2_000; i += 1) cache.keepsNow(`/?utm=${i}`);
    expect(cache.keepsNow('/first')).toBe(false);
    expect(cache.keepsNow('/?utm=1999')).toBe(true);
    const long = `/?q=${'x'.repeat(600)}`;
    cache.keepsNow(long);
    expect(cache.keepsNow(long)).toBe(false);
  });
});
