import { env, exports } from 'cloudflare:workers';
import { describe, expect, test } from 'vitest';
import { ROUTES } from '../../shared/routing/route-table';
import { pathFor } from '../../shared/routing/paths';
import { buildInfo } from '../../worker/build-info';
import { fallbackErrorPage } from '../../worker/fallback-error-page';
import { fileAddress, START_FILES_ID } from '../../web/browser-start/start-files';

const get = (path: string, init?: RequestInit) =>
  exports.default.fetch(new Request(`http://localhost${path}`, { redirect: 'manual', ...init }));

const SAMPLE_PARAMS: Record<string, string> = {
  slug: 'exempel',
  child: 'underida',
  eventType: 'course',
  eventId: '12',
  shareId: 'a'.repeat(64),
};

describe('every route exists in both languages', () => {
  for (const route of ROUTES) {
    for (const language of ['sv', 'en'] as const) {
      const path = pathFor(route.name, language, SAMPLE_PARAMS);
      test(`${route.name} answers at ${path}`, async () => {
        const response = await get(path, { headers: { Cookie: 'i18n_redirected=sv' } });
        // Routes whose content arrives later answer 200 with their frame; content routes 404 for unknown slugs.
        if (route.name === 'error') expect(response.status).toBe(500);
        else expect([200, 404]).toContain(response.status);
        const html = await response.text();
        expect(html).toContain(`<html lang="${language}"`);
      });
    }
  }

  test('the localized segments differ per language', () => {
    expect(pathFor('course', 'sv', { slug: 'x' })).toBe('/kurs/x');
    expect(pathFor('course', 'en', { slug: 'x' })).toBe('/en/course/x');
    expect(pathFor('programme', 'sv', { slug: 'x' })).toBe('/program/x');
    expect(pathFor('programme', 'en', { slug: 'x' })).toBe('/en/programme/x');
  });

  test('the Spanish renames are configured but not served', async () => {
    expect(ROUTES.find((r) => r.name === 'course')?.spanishPath).toBe('/es/curso/:slug');
    const response = await get('/es/curso/x');
    expect(response.status).toBe(404);
  });
});

describe('errors', () => {
  test('an unmatched route answers 404 with "Page not found: {fullPath}"', async () => {
    const response = await get('/finns/inte/alls?x=1');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Page not found: /finns/inte/alls?x=1');
    expect(html).toContain('404 Sidan hittades inte');
  });

  test('a route whose parameter fails validation answers 404 "Page Not Found: {path}"', async () => {
    const response = await get('/schedule/concert/12');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page Not Found: /schedule/concert/12');
  });

  test('the English error page is in English with a back button to /', async () => {
    const response = await get('/en/does/not/exist');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('The page you are looking for no longer exists');
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*data-testid="error-back"[^>]*>Back<\/a>|<a[^>]*data-testid="error-back"[^>]*href="\/"/);
  });

  test('the error page for 500 shows "500 Server Error" in English and "500 Serverfel" in Swedish', async () => {
    const english = await get('/en/error?status=500');
    expect(english.status).toBe(500);
    expect(await english.text()).toContain('500 Server Error');
    const swedish = await get('/error?status=500');
    expect(swedish.status).toBe(500);
    expect(await swedish.text()).toContain('500 Serverfel');
  });

  test('other statuses show "Something went wrong"', async () => {
    const response = await get('/en/error?status=418');
    expect(response.status).toBe(418);
    expect(await response.text()).toContain('Something went wrong');
    expect(await (await get('/error?status=418')).text()).toContain('Något gick fel');
  });

  // Issue 49, item 5: the 502/503/504 page said the service is not answering under a document
  // title of 'Something went wrong', and the plain fallback page said neither.
  test('502, 503 and 504 say the service is not answering, in the heading and the document title, as the fallback page does', async () => {
    for (const status of [502, 503, 504]) {
      const html = await (await get(`/en/error?status=${status}`)).text();
      const fallback = fallbackErrorPage('/en/error', status, []);
      for (const part of [/<title>[^<]*<\/title>/, /<h1[^>]*>[^<]*<\/h1>/, /<p class="error-page__message">[^<]*<\/p>/]) {
        const text = (markup: string) => (part.exec(markup)?.[0] ?? '').replace(/<[^>]+>/g, '');
        expect(text(html), `${status} ${part}`).toBe(text(fallback));
      }
      expect(html).toContain('<title>The service is not answering right now | ');
    }
  });
});

describe('security headers', () => {
  test('every page carries a nonce CSP without unsafe-inline scripts, and the scripts carry the nonce', async () => {
    const response = await get('/sitemap');
    const csp = response.headers.get('Content-Security-Policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toMatch(/script-src [^;]*'nonce-/);
    expect(/script-src[^;]*unsafe-inline/.test(csp)).toBe(false);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Referrer-Policy')).toBeTruthy();
    const html = await response.text();
    // Every script that runs carries the nonce; the hydration data is a data block, which never runs.
    const scripts = (html.match(/<script[^>]*>/g) ?? []).filter((tag) => !tag.includes('type="application/json"'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  test('each response gets a fresh nonce', async () => {
    const a = (await get('/sitemap')).headers.get('Content-Security-Policy');
    const b = (await get('/sitemap')).headers.get('Content-Security-Policy');
    expect(a).not.toBe(b);
  });

  test('API errors and redirects carry the headers too', async () => {
    for (const path of ['/api/nope', '/kurs/x/']) {
      const response = await get(path);
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('Content-Security-Policy')).toContain('frame-ancestors');
    }
  });

  test('no HSTS header over plain http unless configured', async () => {
    expect((await get('/sitemap')).headers.get('Strict-Transport-Security')).toBeNull();
  });
});

describe('page payloads', () => {
  test('_payload.json answers the loader data of the page', async () => {
    const response = await get('/sitemap/_payload.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('application/json');
    const body = (await response.json()) as { loaderData: Record<string, { meta?: { title: string } }> };
    expect(body.loaderData['sitemap:sv']?.meta?.title).toBe('Webbplatskarta');
    expect(body.loaderData.root).toBeDefined();
  });

  test('the home payload lives at /_payload.json and /en/_payload.json', async () => {
    const sv = (await (await get('/_payload.json')).json()) as { loaderData: Record<string, unknown> };
    const en = (await (await get('/en/_payload.json')).json()) as { loaderData: Record<string, unknown> };
    expect(sv.loaderData['home:sv']).toBeDefined();
    expect(en.loaderData['home:en']).toBeDefined();
  });

  test('a payload of an unknown page answers a 404 error', async () => {
    const response = await get('/nope/nope/nope/_payload.json');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { status: 404, statusText: 'Page not found: /nope/nope/nope' } });
  });

  test('a payload of a page with a route rule answers the redirect', async () => {
    const response = await get('/ledarskap/_payload.json');
    expect(await response.json()).toEqual({ redirect: { location: '/kurs/ledarskap-i-praktiken', external: false } });
  });

  test('payloads are cacheable like their page', async () => {
    const page = await get('/sitemap');
    const payload = await get('/sitemap/_payload.json');
    expect(payload.headers.get('Cache-Control')).toBe(page.headers.get('Cache-Control'));
    const checkout = await get('/checkout/_payload.json');
    expect(checkout.headers.get('Cache-Control')).toBe('private, no-store');
  });
});

describe('first paint', () => {
  test('the icons are small PNG files, not SVG (Chromium loads an SVG favicon as a document on the main thread)', async () => {
    const head = (await (await get('/sitemap')).text()).split('</head>')[0] ?? '';
    const icons = [...head.matchAll(/<link rel="(icon|apple-touch-icon)" href="([^"]+)"[^>]*>/g)].map(([, rel, href]) => ({ rel, href }));
    expect(icons.map(({ rel }) => rel)).toEqual(['icon', 'apple-touch-icon']);
    for (const [index, { href }] of icons.entries()) {
      const response = await env.ASSETS.fetch(new Request(`http://localhost${href}`));
      expect(response.headers.get('Content-Type'), href).toBe('image/png');
      const bytes = new Uint8Array(await response.arrayBuffer());
      // The PNG signature, then the header chunk's width (big-endian) at byte 16.
      expect([...bytes.subarray(1, 4)].map((byte) => String.fromCharCode(byte)).join(''), href).toBe('PNG');
      const width = new DataView(bytes.buffer, bytes.byteOffset).getUint32(16);
      expect(width, href).toBe([32, 180][index]);
    }
  });

  test("the build's stylesheet is linked from the head, and no page carries a copy of it", async () => {
    const html = await (await get('/sitemap')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const href = /<link rel="stylesheet" href="(\/assets\/styles-[^"]+\.css)"/.exec(head)?.[1];
    expect(href).toBeTruthy();
    expect(html).not.toContain('<style');
    expect((await env.ASSETS.fetch(new Request(`http://localhost${href}`))).ok).toBe(true);
  });

  test("the app starts from one module script under the response's nonce, also on a cached page", async () => {
    await get('/sitemap');
    const response = await get('/sitemap');
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    const html = await response.text();
    expect(html).toContain(`<script type="module" nonce="${nonce}">`);
    // The one script file in the document is the one run before the first paint, in the head,
    // deferred and render-blocking (docs/decisions/023), under the same nonce.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(html.match(/<script[^>]+src=[^>]*>/g)).toEqual([
      `<script src="${buildInfo.assets.beforeFirstPaint}" defer="" blocking="render" nonce="${nonce}">`,
    ]);
    expect(head).toContain(`<script src="${buildInfo.assets.beforeFirstPaint}"`);
  });

  test("an app page's start script preloads the app, entry first, and the page's language only", async () => {
    // The files the script preloads, in order, as the browser resolves them from the page's data
    // block (web/browser-start/start-files.ts; chunks are written relative to their folder).
    const startFiles = async (path: string) => {
      const html = await (await get(path, { headers: { Cookie: 'i18n_redirected=sv' } })).text();
      const list = new RegExp(`<script type="application/json" id="${START_FILES_ID}">([^<]*)</script>`).exec(html)?.[1] ?? '[]';
      return (JSON.parse(list) as string[]).map((file) => new URL(fileAddress(file, 'http://localhost')).pathname);
    };
    const { entry, preload, messages } = buildInfo.assets;
    // Every page is in the app itself (web/page-components.tsx): a step loads the same few files,
    // among them the two stages the app evaluates after its entry (web/entry-client.tsx).
    expect(preload.length).toBeLessThanOrEqual(14);
    for (const [path, language] of [
      [pathFor('checkout-customer', 'en'), 'en'],
      [pathFor('checkout-confirm', 'sv'), 'sv'],
    ] as const) {
      const files = await startFiles(path);
      expect(files).toEqual([entry, ...preload, ...messages[language]]);
      const other = language === 'sv' ? 'en' : 'sv';
      expect(files).not.toContain(messages[other][0]);
    }
  });
});

describe('how the browser runs a page', () => {
  /** The names of the islands on a page, in order. */
  const islandsOf = (html: string) => [...html.matchAll(/<div class="island" data-island="([a-z-]+)">/g)].map((match) => match[1]);

  test('a page of the default layout runs as islands: the site data instead of the router state, and a bundle chosen from its islands', async () => {
    const html = await (await get('/en', { headers: { Cookie: 'i18n_redirected=en' } })).text();
    const names = new Set(islandsOf(html));
    expect(names).toEqual(new Set(['header', 'explorer', 'video-still']));
    expect(html).toContain('<script type="application/json" id="site-data">');
    expect(html).not.toContain('id="hydration-data"');
    // The site data is the root route's data, not the page's: no cards, no explorer hits.
    const site = JSON.parse(/<script type="application\/json" id="site-data">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}') as Record<
      string,
      unknown
    >;
    expect(Object.keys(site).sort()).toEqual(['previewPage', 'root']);
    // The start script is the islands' and knows every bundle; the app's entry is none of them.
    const script = /<script type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).toBe(buildInfo.assets.inlineScripts.islandsStart);
    const files = new RegExp(`<script type="application/json" id="${START_FILES_ID}">([^<]*)</script>`).exec(html)?.[1] ?? '';
    for (const bundle of Object.values(buildInfo.assets.islands)) expect(files).toContain(bundle.entry);
    expect(files).not.toContain(buildInfo.assets.entry);
    // A link is a page load there, and the next page is fetched ahead where the connection allows:
    // only the browser knows it, so the page carries no speculation rules of its own (issue 49:
    // a data-saver or 2g connection prefetched) and the browser adds them (web/lib/route-prefetch.ts).
    expect(html).not.toContain('speculationrules');
  });

  test('an island writes its props as a JSON data block right after its element', async () => {
    const html = await (await get('/en/course/leadership-for-new-managers', { headers: { Cookie: 'i18n_redirected=en' } })).text();
    expect(islandsOf(html)).toContain('add-to-cart');
    const withProps =
      /<div class="island" data-island="add-to-cart">[\s\S]*?<\/div><\/div><script type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
    const props = JSON.parse(withProps ?? '{}') as { event?: { displayTitle?: string } };
    expect(props.event?.displayTitle).toBe('Leadership for new managers');
  });

  test('the checkout and application steps and the status page run as the app: the router state, no islands data', async () => {
    for (const path of [pathFor('checkout-customer', 'en'), pathFor('checkout-status', 'sv'), pathFor('application', 'sv')]) {
      const html = await (await get(path)).text();
      expect(html, path).toContain('id="hydration-data"');
      expect(html, path).not.toContain('id="site-data"');
      expect(html, path).not.toContain('<script type="application/json"><');
    }
  });
});
