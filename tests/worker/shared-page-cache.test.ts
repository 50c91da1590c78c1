import { env } from 'cloudflare:workers';
import { describe, expect, test, vi } from 'vitest';
import { Document, createPageRenderer } from '../../web/entry-server';
import { createApp } from '../../worker/app';
import { buildInfo } from '../../worker/build-info';
import { parseConfig } from '../../worker/config';
import { ContentVersion } from '../../worker/content-version';
import { PageCache } from '../../worker/page-cache';
import type { PageRendererPort } from '../../worker/ports/page-renderer';
import { STAFF_TOKEN_COOKIE, signStaffToken } from '../../worker/preview/staff-token';
import { SharedSitemapCache } from '../../worker/shared-sitemap-cache';

// The location's shared page cache is the real Cache API of the tests' workerd (miniflare's
// `caches.default`). Each `isolate()` is an app with its own page cache and content version over
// that one store, as two isolates of one location are; it counts the pages it renders.

const SECRET = 'preview-secret-for-tests-0123456789';
const COURSE = '/kurs/budgetering-och-prognoser';
const store = (caches as unknown as { default: Cache }).default;

function isolate() {
  const renders = { count: 0 };
  const base = createPageRenderer();
  const renderer: PageRendererPort = {
    ...base,
    Document,
    query(request, load) {
      renders.count += 1;
      return base.query(request, load);
    },
  };
  // Every content read past 0 s refreshes its answer in the background, so a changed row is noticed by the next read.
  const config = parseConfig({ CONTENT_CACHE_TTL: '0', PREVIEW_SECRET: SECRET });
  const app = createApp({ config, renderer, build: buildInfo, pageCache: new PageCache(), sharedCache: store });
  /** Asks for a page and waits for the work it left after its response (the cache writes). */
  const get = async (path: string, cookie = '') => {
    const pending: Promise<unknown>[] = [];
    const context = { waitUntil: (work: Promise<unknown>) => void pending.push(work), passThroughOnException() {}, props: {} };
    const response = await app.fetch(
      new Request(`https://site.example${path}`, { headers: { Cookie: `i18n_redirected=sv${cookie ? `; ${cookie}` : ''}` } }),
      env,
      context,
    );
    const html = await response.text();
    await Promise.all(pending);
    return { response, html };
  };
  return { get, renders };
}

const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1];

/** The course's Swedish title as stored, and a way to change it. */
async function courseTitle(slug: string) {
  const row = await env.DB.prepare("SELECT id, data_json FROM content_item WHERE slug = ? AND language = 'sv'")
    .bind(slug)
    .first<{ id: number; data_json: string }>();
  if (!row) throw new Error(`no course ${slug}`);
  const data = JSON.parse(row.data_json) as { title: string };
  return {
    title: data.title,
    rename: (title: string) =>
      env.DB.prepare('UPDATE content_item SET data_json = ? WHERE id = ?')
        .bind(JSON.stringify({ ...data, title }), row.id)
        .run(),
  };
}

describe('the shared page cache (Cache API)', () => {
  test('a page one isolate rendered is served by another from the Cache API, with a nonce of its own', async () => {
    const first = isolate();
    const page = '/sitemap?shared=1';
    const rendered = await first.get(page);
    // Kept from its second request.
    await first.get(page);
    expect(first.renders.count).toBe(2);

    const second = isolate();
    const served = await second.get(page);
    expect(second.renders.count).toBe(0);
    expect(served.response.status).toBe(200);
    expect(served.response.headers.get('Cache-Control')).toBe(rendered.response.headers.get('Cache-Control'));
    const [a, b] = [nonceOf(rendered.response), nonceOf(served.response)];
    expect(a && b && a !== b).toBe(true);
    expect(served.html).not.toContain(a!);
    expect(served.html).not.toContain('nonce-placeholder');
    expect(served.html.replaceAll(b!, 'N')).toBe(rendered.html.replaceAll(a!, 'N'));
    // Now in the second isolate's own cache too: served again without the Cache API's copy changing anything.
    await second.get(page);
    expect(second.renders.count).toBe(0);
  });

  test('a content change is seen at once: pages kept before it are not served again', async () => {
    const first = isolate();
    const course = await courseTitle(COURSE.split('/').pop()!);
    await first.get(COURSE);
    await first.get(COURSE);
    expect((await first.get(COURSE)).html).toContain(course.title);
    expect(first.renders.count).toBe(2);

    const renamed = `${course.title} (ny upplaga)`;
    await course.rename(renamed);
    // Any read of the course past its freshness notices the change: here another address of the page.
    await vi.waitFor(async () => expect((await first.get(`${COURSE}?utm_source=news`)).html).toContain(renamed));
    const after = await first.get(COURSE);
    expect(after.html).toContain(renamed);
    // A new isolate of the location finds no copy of the old page either.
    const second = isolate();
    expect((await second.get(COURSE)).html).toContain(renamed);
    await course.rename(course.title);
  });

  test('preview and personal answers never enter it', async () => {
    const first = isolate();
    const page = '/sitemap?personal=1';
    const staff = `fei_preview=1; ${STAFF_TOKEN_COOKIE}=${await signStaffToken(SECRET, Math.floor(Date.now() / 1000) + 3600)}`;
    for (const cookie of ['gql:default=visitor-token-0123456789', staff]) {
      await first.get(`${page}`, cookie);
      await first.get(`${page}`, cookie);
    }
    expect(first.renders.count).toBe(4);
    const second = isolate();
    await second.get(page);
    expect(second.renders.count).toBe(1);
  });

  test('private pages and pages that are not found never enter it', async () => {
    const first = isolate();
    for (const page of ['/checkout', '/kurs/finns-inte']) {
      await first.get(page);
      await first.get(page);
    }
    const second = isolate();
    await second.get('/checkout');
    const missing = await second.get('/kurs/finns-inte');
    expect(missing.response.status).toBe(404);
    expect(second.renders.count).toBe(2);
  });
});

describe('the shared sitemap cache (Cache API)', () => {
  test("a language sitemap one isolate wrote is kept for the location's others, gzipped, with its entity tag", async () => {
    const first = isolate();
    const written = await first.get('/sv-sitemap.xml');
    expect(written.response.status).toBe(200);
    const key = await new SharedSitemapCache(store, new ContentVersion(store), buildInfo).keyOf(
      parseConfig({}).PUBLIC_SITE_URL,
      new URL('https://site.example/sv-sitemap.xml'),
      'sv-sitemap.xml',
    );
    const kept = await store.match(key);
    expect(kept?.headers.get('X-Sitemap-ETag')).toBe(written.response.headers.get('ETag'));
    await kept?.arrayBuffer();
    // Another isolate sends the kept file: the same XML for a client that takes no gzip.
    const served = await isolate().get('/sv-sitemap.xml');
    expect(served.response.headers.get('ETag')).toBe(written.response.headers.get('ETag'));
    expect(served.html).toBe(written.html);
    expect(served.html).toContain('<urlset');
  });
});
