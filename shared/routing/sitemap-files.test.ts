import { describe, expect, test } from 'vitest';
import { parseSitemapFileName, SITEMAP_LIMITS, sitemapFileName, splitSitemap, utf8Length } from './sitemap-files';

const LANGUAGES = ['sv', 'en'] as const;
const urls = (count: number, length = 20) => Array.from({ length: count }, (_, index) => `<url>${String(index).padStart(length, 'x')}</url>`);

describe('splitting a sitemap into files', () => {
  test('the protocol limits are 50,000 URLs and 50 MB', () => {
    expect(SITEMAP_LIMITS).toEqual({ maxUrls: 50_000, maxBytes: 50 * 1024 * 1024 });
  });

  test('one file holds everything that fits, and no elements still make one (empty) file', () => {
    expect(splitSitemap(urls(7), 100, SITEMAP_LIMITS)).toEqual([[0, 7]]);
    expect(splitSitemap([], 100, SITEMAP_LIMITS)).toEqual([[0, 0]]);
  });

  test('at most maxUrls elements a file, every element in exactly one file, in order', () => {
    const files = splitSitemap(urls(250), 100, { maxUrls: 100, maxBytes: SITEMAP_LIMITS.maxBytes });
    expect(files).toEqual([
      [0, 100],
      [100, 200],
      [200, 250],
    ]);
    expect(splitSitemap(urls(200), 100, { maxUrls: 100, maxBytes: SITEMAP_LIMITS.maxBytes })).toEqual([
      [0, 100],
      [100, 200],
    ]);
  });

  test('at most maxBytes a file, counting the frame, a line break per element and UTF-8 bytes', () => {
    const elements = urls(10); // 31 characters each, 32 bytes with its line break
    expect(splitSitemap(elements, 36, { maxUrls: 100, maxBytes: 36 + 3 * 32 })).toEqual([
      [0, 3],
      [3, 6],
      [6, 9],
      [9, 10],
    ]);
    // 'å' is two bytes in UTF-8: each element of 20 characters is 22 bytes, 23 with its line break.
    const wide = ['<url>åå1234567</url>', '<url>åå1234567</url>', '<url>åå1234567</url>'];
    expect(splitSitemap(wide, 0, { maxUrls: 100, maxBytes: 46 })).toEqual([
      [0, 2],
      [2, 3],
    ]);
    expect(splitSitemap(wide, 0, { maxUrls: 100, maxBytes: 45 })).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
    ]);
  });

  test('bytes are counted as UTF-8 sends them', () => {
    for (const [text, bytes] of [
      ['', 0],
      ['abc', 3],
      ['åäö', 6],
      ['€', 3],
      ['😀 ok', 7],
      ['a\ud800b', 5],
    ] as const) {
      expect(utf8Length(text), text).toBe(bytes);
    }
  });

  test('an element larger than a whole file gets a file of its own', () => {
    expect(splitSitemap(['<url>a</url>', `<url>${'b'.repeat(500)}</url>`, '<url>c</url>'], 10, { maxUrls: 10, maxBytes: 100 })).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
    ]);
  });
});

describe('sitemap file names', () => {
  test('the first part keeps its old name, the next are numbered from 2', () => {
    expect(sitemapFileName('sv', 1)).toBe('sv-sitemap.xml');
    expect(sitemapFileName('en', 2)).toBe('en-sitemap-2.xml');
    expect(sitemapFileName('sv', 12)).toBe('sv-sitemap-12.xml');
  });

  test('names read back to their language and part; any other name is none', () => {
    for (const [language, part] of [
      ['sv', 1],
      ['en', 2],
      ['sv', 37],
    ] as const) {
      expect(parseSitemapFileName(sitemapFileName(language, part), LANGUAGES)).toEqual({ language, part });
    }
    for (const name of [
      'sv-sitemap-1.xml',
      'sv-sitemap-0.xml',
      'sv-sitemap-02.xml',
      'de-sitemap.xml',
      'index-sitemap.xml',
      'sv-sitemap-2.xml.gz',
      'sv-sitemap-1234567.xml',
    ]) {
      expect(parseSitemapFileName(name, LANGUAGES), name).toBeNull();
    }
  });
});
