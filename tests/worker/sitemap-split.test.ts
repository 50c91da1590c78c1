import { businessDay } from '../../shared/calendar/business-day';
import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import type { SitemapEntry } from '../../shared/content';
import type { SitemapLimits } from '../../shared/routing/sitemap-files';
import { Document, createPageRenderer } from '../../web/entry-server';
import { createApp } from '../../worker/app';
import type { AppEnv } from '../../worker/app-env';
import { buildInfo } from '../../worker/build-info';
import type { RequestContext } from '../../worker/context';
import { parseConfig } from '../../worker/config';
import { buildCatalogue } from '../../worker/embedded/content/seed';
import { entryPath } from '../../worker/loaders/sitemap-page-loader';
import { sitemapRoutes } from '../../worker/routes/sitemaps';
import { locsOf, sitemapIndexProblems, urlsetProblems } from './sitemap-schema';

const ORIGIN = 'http://localhost:8787';
const SCALE = 3;
const config = parseConfig({ DEMO_SCALE: String(SCALE) });
const renderer = { ...createPageRenderer(), Document };
const appWith = (limits: SitemapLimits) => createApp({ config, renderer, build: buildInfo, sitemapLimits: limits });
const get = async (app: ReturnType<typeof appWith>, path: string) => {
  const response = await app.fetch(new Request(`http://localhost${path}`, { redirect: 'manual' }), env);
  return { status: response.status, type: response.headers.get('Content-Type') ?? '', text: await response.text() };
};

/** Every published page but the home pages, in both languages, of the catalogue the scaled site serves. */
const catalogue = buildCatalogue(businessDay(Date.now()), SCALE);
const expectedUrls = [...catalogue.pages, ...catalogue.courses, ...catalogue.programmes, ...catalogue.articles]
  .filter((item) => item.published && !(item.type === 'page' && item.template === 'home'))
  .map((item) => ORIGIN + entryPath({ ...item, isHome: false, parentSlug: item.type === 'page' ? item.parentSlug : null }));

/** Reads the index and every file it lists, checking each against the sitemaps.org schemas. */
async function crawl(app: ReturnType<typeof appWith>) {
  const index = await get(app, '/sitemap.xml');
  expect(index.status).toBe(200);
  expect(sitemapIndexProblems(index.text)).toEqual([]);
  const entries = [...index.text.matchAll(/<sitemap><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/sitemap>/g)].map((match) => ({
    path: new URL(match[1] ?? '').pathname,
    lastmod: match[2],
  }));
  const files = [];
  for (const entry of entries) {
    const file = await get(app, entry.path);
    expect(file.status, entry.path).toBe(200);
    expect(file.type).toContain('application/xml');
    expect(urlsetProblems(file.text), entry.path).toEqual([]);
    const lastmods = [...file.text.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((match) => match[1] ?? '');
    files.push({ ...entry, text: file.text, bytes: new TextEncoder().encode(file.text).length, locs: locsOf(file.text), lastmods });
  }
  return files;
}

beforeAll(async () => {
  await get(appWith({ maxUrls: 100, maxBytes: 1_000_000 }), '/sv-sitemap.xml');
}, 60_000);

describe(`sitemaps of a catalogue ${SCALE} times the seed, split by the limits passed in`, () => {
  test('with at most 100 URLs a file: the index lists every file, each under the limit with its lastmod, every URL exactly once', async () => {
    const files = await crawl(appWith({ maxUrls: 100, maxBytes: 50 * 1024 * 1024 }));
    const languageFiles = files.filter((file) => file.path !== '/index-sitemap.xml');
    expect(files[0]?.path).toBe('/index-sitemap.xml');
    // Enough pages for several files per language, named in order from the unnumbered first.
    for (const language of ['sv', 'en']) {
      const own = languageFiles.filter((file) => file.path.startsWith(`/${language}-sitemap`)).map((file) => file.path);
      expect(own.length).toBeGreaterThanOrEqual(3);
      expect(own).toEqual(own.map((_, index) => (index === 0 ? `/${language}-sitemap.xml` : `/${language}-sitemap-${index + 1}.xml`)));
    }
    for (const file of languageFiles) {
      expect(file.locs.length, file.path).toBeLessThanOrEqual(100);
      expect(file.locs.length, file.path).toBeGreaterThan(0);
      // The index's lastmod of a file is the latest change among its pages.
      expect(file.lastmod, file.path).toBe([...file.lastmods].sort().at(-1));
    }
    // Every file but each language's last is full: the split starts a file only when one is full.
    const full = languageFiles.filter((file, index) => languageFiles[index + 1]?.path.startsWith(file.path.slice(0, 4)));
    for (const file of full) expect(file.locs.length, file.path).toBe(100);

    const all = files.flatMap((file) => file.locs);
    expect(all.length).toBe(new Set(all).size);
    expect(languageFiles.flatMap((file) => file.locs).sort()).toEqual([...expectedUrls].sort());
  });

  test('with at most 20 kB a file: every file stays under it and every URL still appears exactly once', async () => {
    const limit = 20_000;
    const files = await crawl(appWith({ maxUrls: 50_000, maxBytes: limit }));
    const languageFiles = files.filter((file) => file.path !== '/index-sitemap.xml');
    expect(languageFiles.length).toBeGreaterThan(4);
    for (const file of languageFiles) expect(file.bytes, file.path).toBeLessThanOrEqual(limit);
    const all = languageFiles.flatMap((file) => file.locs);
    expect(all.length).toBe(new Set(all).size);
    expect([...all].sort()).toEqual([...expectedUrls].sort());
  });

  test('a part the split does not make, or a part 1 by number, is an unknown page', async () => {
    const app = appWith({ maxUrls: 100, maxBytes: 50 * 1024 * 1024 });
    const files = await crawl(app);
    const parts = files.filter((file) => file.path.startsWith('/sv-sitemap')).length;
    expect((await get(app, `/sv-sitemap-${parts + 1}.xml`)).status).toBe(404);
    expect((await get(app, '/sv-sitemap-1.xml')).status).toBe(404);
    expect((await get(app, '/de-sitemap.xml')).status).toBe(404);
  });

  test('with the sitemaps.org limits the scaled catalogue fits one file per language, as before', async () => {
    const files = await crawl(appWith({ maxUrls: 50_000, maxBytes: 50 * 1024 * 1024 }));
    expect(files.map((file) => file.path)).toEqual(['/index-sitemap.xml', '/sv-sitemap.xml', '/en-sitemap.xml']);
  });
});

describe('the check of the sitemaps.org schema rules', () => {
  const file = (line: string) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${line}\n</urlset>\n`;

  test('accepts a url with loc, lastmod and alternates, and refuses what the schema refuses', () => {
    expect(
      urlsetProblems(
        file(
          `<url><loc>${ORIGIN}/kurs/a</loc><lastmod>2026-01-02T08:00:00Z</lastmod><xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/en/course/a"/></url>`,
        ),
      ),
    ).toEqual([]);
    for (const bad of [
      `<url><lastmod>2026-01-02</lastmod><loc>${ORIGIN}/a</loc></url>`,
      `<url><loc>/kurs/a</loc></url>`,
      `<url><loc>${ORIGIN}/${'a'.repeat(2048)}</loc></url>`,
      `<url><loc>${ORIGIN}/a</loc><lastmod>2026-13-02</lastmod></url>`,
      `<url><loc>${ORIGIN}/a</loc><lastmod>2026-01-02T08:00:00</lastmod></url>`,
      `<url><loc>${ORIGIN}/a</loc><xhtml:link rel="alternate" hreflang="en" href="x"/><lastmod>2026-01-02</lastmod></url>`,
      `<sitemap><loc>${ORIGIN}/a</loc></sitemap>`,
    ]) {
      expect(urlsetProblems(file(bad)), bad).not.toEqual([]);
    }
    expect(sitemapIndexProblems(file(`<url><loc>${ORIGIN}/a</loc></url>`))).not.toEqual([]);
  });
});

describe('sitemaps are written once per content answer', () => {
  test('more requests for the same answer of the content service do not walk its entries again', async () => {
    const items = [...catalogue.courses, ...catalogue.articles].filter((item) => item.published);
    const reads = { sv: 0, en: 0 };
    // The content cache hands out the same answer object until the content changes; count how often it is walked.
    const answers = Object.fromEntries(
      (['sv', 'en'] as const).map((language) => {
        const entries: SitemapEntry[] = items
          .filter((item) => item.language === language)
          .map((item) => ({ ...item, parentSlug: null, isHome: false, translation: null }));
        const counted = new Proxy(entries, {
          get(target, key, receiver) {
            if (key === 'filter') reads[language] += 1;
            return Reflect.get(target, key, receiver);
          },
        });
        return [language, counted];
      }),
    ) as Record<'sv' | 'en', SitemapEntry[]>;
    const app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      c.set('config', config);
      c.set('context', { content: { sitemapEntries: async (language: 'sv' | 'en') => answers[language] } } as unknown as RequestContext);
      await next();
    });
    app.route('/', sitemapRoutes({ maxUrls: 100, maxBytes: 50 * 1024 * 1024 }));
    const bodies = [];
    for (const path of ['/sitemap.xml', '/sv-sitemap.xml', '/sv-sitemap-2.xml', '/sitemap.xml', '/sv-sitemap.xml', '/en-sitemap.xml']) {
      const response = await app.fetch(new Request(`http://localhost${path}`), env);
      expect(response.status, path).toBe(200);
      bodies.push(await response.text());
    }
    expect(reads).toEqual({ sv: 1, en: 1 });
    expect(bodies[3]).toBe(bodies[0]);
    expect(bodies[4]).toBe(bodies[1]);
    expect(locsOf(bodies[1] ?? '')).toHaveLength(100);
  });

  test('a file is encoded and gzipped once: later requests send the kept bytes (gzipped when taken) with the same ETag, and a crawler that has them gets 304', async () => {
    const app = appWith({ maxUrls: 50_000, maxBytes: 50 * 1024 * 1024 });
    const first = await app.fetch(new Request('http://localhost/sv-sitemap.xml'), env);
    expect(first.status).toBe(200);
    const etag = first.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const body = await first.text();
    const encode = vi.spyOn(TextEncoder.prototype, 'encode');
    try {
      const again = await app.fetch(new Request('http://localhost/sv-sitemap.xml'), env);
      expect(again.headers.get('ETag')).toBe(etag);
      expect(await again.text()).toBe(body);
      expect(encode).not.toHaveBeenCalled();
      for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
        const kept = await app.fetch(new Request('http://localhost/sv-sitemap.xml', { headers: { 'If-None-Match': ifNoneMatch } }), env);
        expect(kept.status, ifNoneMatch).toBe(304);
        expect(await kept.text()).toBe('');
        expect(kept.headers.get('ETag')).toBe(etag);
      }
      const changed = await app.fetch(new Request('http://localhost/sv-sitemap.xml', { headers: { 'If-None-Match': '"other"' } }), env);
      expect(changed.status).toBe(200);
      expect(await changed.text()).toBe(body);
      // A crawler that takes gzip gets the kept gzipped bytes; one that refuses it, the plain ones.
      for (const acceptEncoding of ['gzip, deflate, br', 'br;q=1, gzip;q=0.5']) {
        const zipped = await app.fetch(new Request('http://localhost/sv-sitemap.xml', { headers: { 'Accept-Encoding': acceptEncoding } }), env);
        expect(zipped.headers.get('Content-Encoding'), acceptEncoding).toBe('gzip');
        expect(zipped.headers.get('ETag')).toBe(etag);
        const raw = await zipped.arrayBuffer();
        expect(raw.byteLength).toBeLessThan(new TextEncoder().encode(body).length / 5);
        const unzipped = await new Response(new Blob([raw]).stream().pipeThrough(new DecompressionStream('gzip'))).text();
        expect(unzipped).toBe(body);
      }
      const plain = await app.fetch(new Request('http://localhost/sv-sitemap.xml', { headers: { 'Accept-Encoding': 'gzip;q=0, br' } }), env);
      expect(plain.headers.get('Content-Encoding')).toBeNull();
      expect(await plain.text()).toBe(body);
    } finally {
      encode.mockRestore();
    }
  });
});
