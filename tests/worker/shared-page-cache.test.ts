import { env } from 'cloudflare:workers';
import { describe, expect, test, vi } from 'vitest';
import { buildInfo } from '../../worker/build-info';
import { parseConfig } from '../../worker/config';
import { ContentVersion } from '../../worker/content-version';
import { PAGE_CACHE_TTL_MS } from '../../worker/page-cache';
import { SharedSitemapCache } from '../../worker/shared-sitemap-cache';
import { isolateOfLocation as isolate, locationCache as store } from './fakes/isolate-of-location';

// A content change reaches the location's shared cache at once, and the language sitemaps are
// kept there too. That a page one isolate rendered serves another, with a nonce of its own, and
// what never enters the cache: tests/security/shared-page-cache.test.ts.

const COURSE = '/kurs/budgetering-och-prognoser';

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
  test('a content change is seen at once: pages kept before it are not served again', async () => {
    const first = isolate();
    // The first request seeds the embedded content.
    await first.get(COURSE);
    await first.get(COURSE);
    const course = await courseTitle(COURSE.split('/').pop()!);
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
});

describe('a stale page from the shared cache', () => {
  test('is served at once and rendered again once in the background, by the age it has since its first render', async () => {
    const clock = { now: 5_000_000 };
    const first = isolate(() => clock.now);
    const page = '/sitemap?stale=1';
    await first.get(page);
    await first.get(page);
    clock.now += PAGE_CACHE_TTL_MS + 1_000;
    const second = isolate(() => clock.now);
    // `get` waits for the work left after the response: the background render ran by then.
    expect((await second.get(page)).response.status).toBe(200);
    expect(second.renders.count).toBe(1);
    // That render is kept fresh: the next request renders nothing.
    await second.get(page);
    expect(second.renders.count).toBe(1);
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
