import type { Language } from '../i18n/languages';

/** The most a sitemap file may hold: URLs, and bytes uncompressed. */
export interface SitemapLimits {
  maxUrls: number;
  maxBytes: number;
}

/** The sitemaps.org protocol's limits: 50,000 URLs and 50 MB (52,428,800 bytes) uncompressed per file. */
export const SITEMAP_LIMITS: SitemapLimits = { maxUrls: 50_000, maxBytes: 52_428_800 };

/**
 * The file name of part `part` (from 1) of a language's sitemap: the first keeps the name it has
 * always had (`sv-sitemap.xml`), so a catalogue that fits in one file is served as before; the
 * next are `sv-sitemap-2.xml`, `sv-sitemap-3.xml`, ...
 */
export function sitemapFileName(language: Language, part: number): string {
  return part === 1 ? `${language}-sitemap.xml` : `${language}-sitemap-${part}.xml`;
}

/** The language and part of a sitemap file name, or null for a name `sitemapFileName` never gives. */
export function parseSitemapFileName(name: string, languages: readonly Language[]): { language: Language; part: number } | null {
  const match = /^([a-z]{2})-sitemap(?:-([2-9]|[1-9][0-9]{1,5}))?\.xml$/.exec(name);
  const language = languages.find((candidate) => candidate === match?.[1]);
  if (!match || !language) return null;
  return { language, part: match[2] ? Number(match[2]) : 1 };
}

/** Bytes of a text in UTF-8 (a lone surrogate counts as the 3-byte replacement character it is sent as). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/**
 * Splits the `<url>` elements of a sitemap into files, in order, each within the limits: at most
 * `maxUrls` elements, and at most `maxBytes` bytes (UTF-8) with the file's fixed text around them
 * (`frameBytes`) and a line break after each element. Returns each file's elements as a range of
 * indexes `[start, end)`; always at least one file, which is empty when there are no elements. An
 * element too large for any file (never, with URLs of at most 2,048 characters) gets a file of
 * its own rather than being dropped.
 */
export function splitSitemap(elements: readonly string[], frameBytes: number, limits: SitemapLimits): Array<[number, number]> {
  const files: Array<[number, number]> = [];
  let start = 0;
  let bytes = frameBytes;
  elements.forEach((element, index) => {
    const size = utf8Length(element) + 1;
    if (index > start && (index - start >= limits.maxUrls || bytes + size > limits.maxBytes)) {
      files.push([start, index]);
      start = index;
      bytes = frameBytes;
    }
    bytes += size;
  });
  files.push([start, elements.length]);
  return files;
}
