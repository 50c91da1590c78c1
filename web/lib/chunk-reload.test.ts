import { describe, expect, test } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, claimChunkReload, isChunkLoadError } from './chunk-reload';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('chunk reload guard', () => {
  test('the first failure on a path reloads', () => {
    expect(claimChunkReload(memoryStorage(), '/kurs/x', 1_000_000)).toBe(true);
  });

  test('a second failure on the same path within 10 s does not reload again', () => {
    const storage = memoryStorage();
    claimChunkReload(storage, '/kurs/x', 1_000_000);
    expect(claimChunkReload(storage, '/kurs/x', 1_000_000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
  });

  test('after 10 s the same path may reload once more', () => {
    const storage = memoryStorage();
    claimChunkReload(storage, '/kurs/x', 1_000_000);
    expect(claimChunkReload(storage, '/kurs/x', 1_000_000 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
  });

  test('other paths have their own guard', () => {
    const storage = memoryStorage();
    claimChunkReload(storage, '/a', 1_000_000);
    expect(claimChunkReload(storage, '/b', 1_000_001)).toBe(true);
  });

  test('a corrupt stored value counts as no earlier reload', () => {
    const storage = memoryStorage();
    storage.setItem('fei:chunk-reload:/a', 'garbage');
    expect(claimChunkReload(storage, '/a', 5)).toBe(true);
  });

  test("recognises the browsers' dynamic import failures only", () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
});
