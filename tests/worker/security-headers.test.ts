import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, test } from 'vitest';
import { pathFor } from '../../shared/routing/paths';
import { Document, createPageRenderer } from '../../web/entry-server';
import { createApp } from '../../worker/app';
import { buildInfo } from '../../worker/build-info';
import { parseConfig } from '../../worker/config';
import { catalogue, get, sample } from './content-helpers';

// Security: every kind of response the worker makes carries the security headers, and
// every inline script of served HTML carries the nonce of that response's own policy.

const course = sample.course('sv');
const event = course.events.find((candidate) => !candidate.cancelled && candidate.startDate >= catalogue.today)!;

/** One request per kind of response, with the status it must answer. */
const RESPONSES: ReadonlyArray<{ kind: string; path: string; status: number; init?: RequestInit }> = [
  { kind: 'home page', path: '/', status: 200, init: { headers: { Cookie: 'i18n_redirected=sv' } } },
  { kind: 'English home page', path: '/en', status: 200 },
  { kind: 'course page', path: pathFor('course', 'sv', { slug: course.slug }), status: 200 },
  { kind: 'search page', path: '/sok?q=ledarskap', status: 200 },
  { kind: 'checkout page', path: '/checkout/customer', status: 200 },
  { kind: 'page payload', path: `${pathFor('course', 'sv', { slug: course.slug })}/_payload.json`, status: 200 },
  { kind: 'API JSON', path: '/api/content/menu/sv', status: 200 },
  { kind: 'search API', path: '/api/search?language=sv', status: 200 },
  { kind: 'API error', path: '/api/does-not-exist', status: 404 },
  {
    kind: 'API bad body',
    path: '/api/backend/cart/price',
    status: 400,
    init: { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{' },
  },
  { kind: 'API wrong method', path: '/api/backend/cart/price', status: 405 },
  { kind: 'route-rule redirect', path: '/kurser', status: 301 },
  { kind: 'external route-rule redirect', path: '/myfei', status: 302 },
  { kind: 'trailing-slash redirect', path: '/sitemap/', status: 301 },
  { kind: 'language redirect', path: '/', status: 302, init: { headers: { 'Accept-Language': 'en' } } },
  { kind: 'preview redirect', path: '/?p=12', status: 302 },
  { kind: 'sitemap index', path: '/sitemap.xml', status: 200 },
  { kind: 'language sitemap', path: '/sv-sitemap.xml', status: 200 },
  { kind: 'robots.txt', path: '/robots.txt', status: 200 },
  { kind: 'calendar file', path: `/schedule/course/${event.id}/calendar.ics`, status: 200 },
  { kind: 'schedule page', path: `/schedule/course/${event.id}`, status: 200 },
  { kind: '404 page', path: '/den-har-sidan-finns-inte', status: 404 },
  { kind: 'failed route validation', path: '/schedule/course/abc', status: 404 },
  { kind: 'malformed path', path: '/%ED%A0%80', status: 400 },
  { kind: 'builds/latest.json', path: '/builds/latest.json', status: 200 },
  { kind: 'builds/meta', path: `/builds/meta/${buildInfo.buildId}.json`, status: 200 },
  { kind: 'unknown build', path: '/builds/meta/nope.json', status: 404 },
  { kind: 'unknown signing document', path: '/sign/nope', status: 404 },
];

function expectSecurityHeaders(response: Response, kind: string): void {
  const headers = response.headers;
  const csp = headers.get('Content-Security-Policy') ?? '';
  expect(csp, kind).toMatch(/script-src 'nonce-[A-Za-z0-9+/]{22}==' 'strict-dynamic'/);
  expect(csp, kind).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp, kind).toContain("frame-ancestors 'none'");
  expect(csp, kind).toContain("object-src 'none'");
  expect(csp, kind).toContain("base-uri 'self'");
  expect(headers.get('X-Content-Type-Options'), kind).toBe('nosniff');
  expect(headers.get('Referrer-Policy'), kind).toBe('strict-origin-when-cross-origin');
  expect(headers.get('X-Frame-Options'), kind).toBe('DENY');
  expect(headers.get('Permissions-Policy'), kind).toContain('camera=()');
}

/** The nonce of a response's Content-Security-Policy. */
const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1];

/** Every `<script …>` opening tag in an HTML document. */
const scriptTags = (html: string) => html.match(/<script\b[^>]*>/gi) ?? [];

beforeAll(async () => {
  await get('/api/content/menu/sv');
}, 60_000);

describe('security headers on every kind of response', () => {
  for (const { kind, path, status, init } of RESPONSES) {
    test(`the ${kind} (${path}) answers ${status} with the security headers`, async () => {
      const response = await get(path, init);
      expect(response.status, `${kind}: ${path}`).toBe(status);
      expectSecurityHeaders(response, kind);
      await response.arrayBuffer();
    });
  }

  test('every response gets a fresh nonce', async () => {
    const nonces = new Set<string | undefined>();
    for (let i = 0; i < 5; i += 1) {
      const response = await get('/sitemap');
      nonces.add(nonceOf(response));
      await response.arrayBuffer();
    }
    expect(nonces.size).toBe(5);
  });

  test('a 500 error page and a 500 API answer carry them too', async () => {
    const failing = createApp({
      config: parseConfig({}),
      renderer: { ...createPageRenderer(), Document },
      build: buildInfo,
      loaders: {
        sitemap: async () => {
          throw new Error('boom');
        },
      },
    });
    const page = await failing.fetch(new Request('https://site.example/sitemap'), env);
    expect(page.status).toBe(500);
    expectSecurityHeaders(page, '500 page');
    await page.arrayBuffer();
  });

  test('with HSTS configured every kind of response carries Strict-Transport-Security', async () => {
    const app = createApp({
      config: parseConfig({ HSTS_MAX_AGE: '63072000' }),
      renderer: { ...createPageRenderer(), Document },
      build: buildInfo,
    });
    for (const { kind, path, init } of RESPONSES) {
      const response = await app.fetch(new Request(`https://site.example${path}`, { redirect: 'manual', ...init }), env);
      expect(response.headers.get('Strict-Transport-Security'), kind).toBe('max-age=63072000; includeSubDomains');
      await response.arrayBuffer();
    }
  });
});

describe('inline scripts carry the nonce of their response', () => {
  const HTML = RESPONSES.filter(({ status, path }) => ![301, 302].includes(status) && !/\.(json|xml|txt|ics)$|^\/api\/|^\/builds\//.test(path));

  for (const { kind, path, init } of HTML) {
    test(`every script of the ${kind} carries the response's nonce`, async () => {
      const response = await get(path, init);
      const html = await response.text();
      const nonce = nonceOf(response);
      expect(nonce).toBeDefined();
      for (const tag of scriptTags(html)) {
        // JSON data blocks do not run, but a nonce on them does no harm; every other script needs it.
        if (/type="application\/(?:ld\+)?json"/.test(tag)) continue;
        expect(tag, `${kind}: ${tag}`).toContain(`nonce="${nonce}"`);
      }
      // No inline event handlers or javascript: URLs, which no nonce could allow.
      expect(html).not.toMatch(/<[a-z][^>]*\son[a-z]+=["']/i);
      expect(html).not.toMatch(/href=["']\s*javascript:/i);
    });
  }
});
