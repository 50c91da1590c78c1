import { describe, expect, test } from 'vitest';
import { CACHE_CONTROL } from './cache-control';
import { mayKeep, pageCacheControl, type RenderedAnswer } from './page-cache-policy';

const PUBLIC_PAGE: RenderedAnswer = { statusCode: 200, policy: 'public', limited: false, degraded: false };

describe('what a rendered page may leave in the caches', () => {
  test('only a public 200 built on no failure and under the page-search limit is kept', () => {
    expect(mayKeep(PUBLIC_PAGE)).toBe(true);
    expect(mayKeep({ ...PUBLIC_PAGE, limited: true })).toBe(false);
    expect(mayKeep({ ...PUBLIC_PAGE, degraded: true })).toBe(false);
    expect(mayKeep({ ...PUBLIC_PAGE, policy: 'private' })).toBe(false);
    for (const statusCode of [404, 500, 503]) expect(mayKeep({ ...PUBLIC_PAGE, statusCode })).toBe(false);
  });

  test('its Cache-Control says the same to browsers and shared caches', () => {
    expect(pageCacheControl(PUBLIC_PAGE)).toBe(CACHE_CONTROL.publicPage);
    expect(pageCacheControl({ ...PUBLIC_PAGE, limited: true })).toBe(CACHE_CONTROL.noStore);
    expect(pageCacheControl({ ...PUBLIC_PAGE, degraded: true })).toBe(CACHE_CONTROL.private);
    expect(pageCacheControl({ ...PUBLIC_PAGE, policy: 'private' })).toBe(CACHE_CONTROL.private);
  });
});
