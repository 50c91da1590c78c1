import { describe, expect, test } from 'vitest';
import type { SharedCacheStore } from './shared-cache-store';
import { SharedPageCache, sharedPageKey } from './shared-page-cache';

/** A store that keeps responses in a map, as the Cache API does for one location. */
function mapStore() {
  const entries = new Map<string, Response>();
  const store: SharedCacheStore = {
    async match(key) {
      return entries.get(key)?.clone();
    },
    async put(key, response) {
      entries.set(key, response);
    },
    async delete(key) {
      return entries.delete(key);
    },
  };
  return { store, entries };
}

const NONCE = 'nonce-of-the-first-visitor-0123';
const FRESH = 'nonce-of-the-second-visitor-456';
const HTML = `<html><script nonce="${NONCE}">1</script><script nonce="${NONCE}">2</script></html>`;

describe('the shared page cache', () => {
  test('keeps a page under a placeholder of its own and serves it with the new nonce, its headers and its render time', async () => {
    const { store, entries } = mapStore();
    const cache = new SharedPageCache(store);
    const headers = new Headers({
      'Content-Type': 'text/html; charset=UTF-8',
      'Cache-Control': 'public, max-age=60',
      'Content-Security-Policy': `script-src 'nonce-${NONCE}'`,
      'Set-Cookie': 'a=b',
    });
    await cache.set('https://site.example/k', HTML, NONCE, headers, 1234);
    const stored = await entries.get('https://site.example/k')?.clone().text();
    expect(stored).not.toContain(NONCE);
    const page = await cache.get('https://site.example/k', FRESH);
    expect(page?.html).toBe(HTML.replaceAll(NONCE, FRESH));
    expect(page?.storedAt).toBe(1234);
    expect(page?.headers.get('Cache-Control')).toBe('public, max-age=60');
    expect(page?.headers.get('Content-Security-Policy')).toBeNull();
    expect(page?.headers.get('Set-Cookie')).toBeNull();
  });

  test('an entry without its placeholder, time or headers is a miss, as is a failing store', async () => {
    const { store, entries } = mapStore();
    const cache = new SharedPageCache(store);
    entries.set('https://site.example/bare', new Response(HTML));
    expect(await cache.get('https://site.example/bare', FRESH)).toBeNull();
    const failing = new SharedPageCache({ ...store, match: () => Promise.reject(new Error('down')) });
    expect(await failing.get('https://site.example/bare', FRESH)).toBeNull();
  });

  test('a new build or a new content version is another key', () => {
    const key = sharedPageKey('https://site.example', 'build-1', '0', '/kurs/a?x=1');
    expect(sharedPageKey('https://site.example', 'build-2', '0', '/kurs/a?x=1')).not.toBe(key);
    expect(sharedPageKey('https://site.example', 'build-1', 'v2', '/kurs/a?x=1')).not.toBe(key);
    expect(key.startsWith('https://site.example/__shared-cache/')).toBe(true);
  });
});
