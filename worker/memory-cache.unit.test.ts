import { describe, expect, test } from 'vitest';
import { MemoryCache } from './memory-cache';

describe('the memory cache', () => {
  test('keeps at most its bound of answers however many slugs are asked for, dropping the oldest stored', () => {
    const cache = new MemoryCache(3);
    // Every unknown slug in a URL is its own operation key: a crawler decides how many arrive.
    for (let i = 0; i < 100; i += 1) cache.set(`Course:{"slug":"missing-${i}"}`, { storedAt: i, value: null });
    expect(cache.get('Course:{"slug":"missing-96"}')).toBeUndefined();
    expect(cache.get('Course:{"slug":"missing-97"}')).toEqual({ storedAt: 97, value: null });
    expect(cache.get('Course:{"slug":"missing-99"}')).toEqual({ storedAt: 99, value: null });
  });

  test('storing a key again refreshes it instead of keeping two copies', () => {
    const cache = new MemoryCache(2);
    cache.set('Menu', { storedAt: 1, value: 'old' });
    cache.set('Home', { storedAt: 2, value: 'home' });
    cache.set('Menu', { storedAt: 3, value: 'new' });
    cache.set('Page', { storedAt: 4, value: 'page' });
    expect(cache.get('Home')).toBeUndefined();
    expect(cache.get('Menu')).toEqual({ storedAt: 3, value: 'new' });
    expect(cache.get('Page')).toEqual({ storedAt: 4, value: 'page' });
  });

  test('clear empties it', () => {
    const cache = new MemoryCache();
    cache.set('Menu', { storedAt: 1, value: 'menu' });
    cache.clear();
    expect(cache.get('Menu')).toBeUndefined();
  });
});
