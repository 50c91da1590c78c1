import { env } from 'cloudflare:workers';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { pathFor } from '../../shared/routing/paths';
import { Document, createPageRenderer } from '../../web/entry-server';
import { createApp } from '../../worker/app';
import { buildInfo } from '../../worker/build-info';
import { ConfigError, parseConfig } from '../../worker/config';
import { STAFF_TOKEN_COOKIE, signStaffToken } from '../../worker/preview/staff-token';
import { createFakeGraphqlServer } from '../worker/fakes/graphql-server';

// Attacks on the preview and the configuration: switching the caches off with ?preview=true or the
// preview cookie (a flood then reaches the content service), the staff secret read from a query
// string (kept by logs and history), a staff cookie another host or plain-http page can set, a
// production deployment silently running on demo defaults, cookies and HSTS off over https.

const SECRET = 'preview-secret-for-tests-0123456789';
const CMS_URL = 'https://cms.preview-flood.test/graphql';

const site = (vars: Record<string, string>) =>
  createApp({ config: parseConfig(vars), renderer: { ...createPageRenderer(), Document }, build: buildInfo });

describe('only verified staff bypass the caches', () => {
  const cms = createFakeGraphqlServer();
  const course = cms.catalogue.courses.find((item) => item.language === 'sv' && item.published)!;
  const coursePath = pathFor('course', 'sv', { slug: course.slug });
  const app = site({ CONTENT_GRAPHQL_URL: CMS_URL, CONTENT_CACHE_TTL: '300', PREVIEW_SECRET: SECRET });
  const get = (path: string, cookie = '') =>
    app.fetch(new Request(`https://site.example${path}`, { headers: { Cookie: `i18n_redirected=sv; ${cookie}` } }), env);

  beforeAll(() => {
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (new URL(request.url).host !== new URL(CMS_URL).host) return realFetch(request);
      return cms.fetch(
        new Request('https://cms.test/graphql', { method: request.method, headers: request.headers, body: await request.text() }),
      );
    });
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  test('a flood of ?preview=true and preview-cookie requests without a staff token never reaches the content service', async () => {
    const publicPage = await get(coursePath);
    const publicHtml = await publicPage.text();
    expect(publicHtml).toContain(course.title);
    const asked = cms.requests.length;
    for (let i = 0; i < 10; i++) {
      for (const [query, cookie] of [
        ['?preview=true', ''],
        ['', 'fei_preview=1'],
        ['?preview=true', `fei_preview=1; ${STAFF_TOKEN_COOKIE}=v1.9999999999.${'0'.repeat(64)}`],
      ] as const) {
        const response = await get(`${coursePath}${query}`, cookie);
        expect(response.status).toBe(200);
        // The public answer: shared-cacheable, no cookie set, the same page.
        expect(response.headers.get('Cache-Control')).toBe(publicPage.headers.get('Cache-Control'));
        expect(response.headers.getSetCookie()).toEqual([]);
        expect(await response.text()).toContain(course.title);
      }
    }
    expect(cms.requests.length).toBe(asked);
  });

  test('with a valid staff token preview is uncached, so staff see the content service as it is now', async () => {
    const token = `${STAFF_TOKEN_COOKIE}=${await signStaffToken(SECRET, Math.floor(Date.now() / 1000) + 600)}`;
    const asked = cms.requests.length;
    const response = await get(`${coursePath}?preview=true`, token);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    await response.text();
    expect(cms.requests.length).toBeGreaterThan(asked);
  });
});

describe('the staff secret and the staff cookie', () => {
  const app = site({ PREVIEW_SECRET: SECRET });
  const call = (path: string, init: RequestInit = {}) =>
    app.fetch(new Request(`https://site.example${path}`, { redirect: 'manual', ...init }), env);
  const post = (body: string, query = '') =>
    call(`/api/content/preview-token${query}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body });

  test('the secret in a query string is refused, by GET and by POST, and no cookie is set', async () => {
    for (const response of [await call(`/api/content/preview-token?secret=${SECRET}`), await post('', `?secret=${SECRET}`)]) {
      expect(response.status).toBe(400);
      expect(((await response.json()) as { statusMessage: string }).statusMessage).toBe('secret_in_query');
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  test('staff sign in on a form that posts the secret', async () => {
    const form = await call('/api/content/preview-token?next=/kurs');
    expect(form.status).toBe(200);
    const html = await form.text();
    expect(html).toContain('<form method="post" action="/api/content/preview-token">');
    expect(html).toContain('type="password"');
    expect(html).toContain('value="/kurs"');
    const signedIn = await post(new URLSearchParams({ secret: SECRET, next: '/kurs' }).toString());
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('Location')).toBe('/kurs?preview=true');
  });

  test('the staff cookie is __Host-, Secure, HttpOnly, for the whole site and no other host', async () => {
    const response = await post(new URLSearchParams({ secret: SECRET }).toString());
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith(`${STAFF_TOKEN_COOKIE}=`)) ?? '';
    expect(STAFF_TOKEN_COOKIE.startsWith('__Host-')).toBe(true);
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*Path=\/(;|$)/i);
    expect(cookie).not.toMatch(/Domain=/i);
  });
});

describe('configuration fails closed', () => {
  test('production refuses to start on embedded signing, demo coupons, no preview secret or an http address', () => {
    expect(() => parseConfig({ ENVIRONMENT: 'production' })).toThrow(ConfigError);
    let message = '';
    try {
      parseConfig({ ENVIRONMENT: 'production', PUBLIC_SITE_URL: 'http://www.fei.example' });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of ['SCRIVE_API_URL', 'BACKEND_URL', 'PREVIEW_SECRET', 'PUBLIC_SITE_URL']) expect(message).toContain(name);
    // Each default is a choice made by name, never by leaving a setting out.
    expect(() =>
      parseConfig({
        ENVIRONMENT: 'production',
        PUBLIC_SITE_URL: 'https://www.fei.example',
        ALLOW_EMBEDDED_SIGNING: 'true',
        ALLOW_DEMO_COUPONS: 'true',
        PREVIEW_SECRET: SECRET,
      }),
    ).not.toThrow();
  });

  test('production refuses a plain-http address for Scrive, the back end or the CMS, which carry tokens and bookings', () => {
    const production = {
      ENVIRONMENT: 'production',
      PUBLIC_SITE_URL: 'https://www.fei.example',
      PREVIEW_SECRET: SECRET,
      SCRIVE_API_URL: 'https://scrive.example/api',
      SCRIVE_API_TOKEN: 'scrive-token',
      BACKEND_URL: 'https://booking.example.org',
      CONTENT_GRAPHQL_URL: 'https://cms.example.org/graphql',
    };
    expect(() => parseConfig(production)).not.toThrow();
    for (const name of ['SCRIVE_API_URL', 'BACKEND_URL', 'CONTENT_GRAPHQL_URL'] as const) {
      const plain = { ...production, [name]: production[name].replace('https://', 'http://') };
      expect(() => parseConfig(plain), name).toThrow(new RegExp(`${name}: must be an https:// address in production`));
    }
  });

  test('over https, with nothing configured, cookies are Secure and HSTS is on; over plain http neither', async () => {
    const app = site({});
    const https = await app.fetch(new Request('https://site.example/', { redirect: 'manual', headers: { 'Accept-Language': 'en' } }), env);
    expect(https.headers.get('Set-Cookie')).toMatch(/;\s*Secure/i);
    expect(https.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
    const http = await app.fetch(new Request('http://localhost/', { redirect: 'manual', headers: { 'Accept-Language': 'en' } }), env);
    expect(http.headers.get('Set-Cookie')).not.toMatch(/Secure/i);
    expect(http.headers.get('Strict-Transport-Security')).toBeNull();
  });
});
