import { env } from 'cloudflare:workers';
import { describe, expect, test } from 'vitest';
import { Document, createPageRenderer } from '../../web/entry-server';
import { createApp } from '../../worker/app';
import { buildInfo } from '../../worker/build-info';
import { parseConfig } from '../../worker/config';
import { get } from './content-helpers';

// Security: no redirect sends a visitor to another site unless a route rule names that
// site and marks it external. Open-redirect tricks are tried against every middleware that
// redirects (trailing slash, preview, preview=false, language, route rules, payload redirects).

const ORIGIN = 'http://localhost';

/** Where a browser would go from this Location header, resolved against the request's URL. */
function destination(location: string, requestUrl: string): URL {
  // Browsers treat a backslash like a slash in http(s) URLs; the URL parser does the same.
  return new URL(location, requestUrl);
}

/** Asserts the response is no redirect, or a redirect that stays on this site. */
async function expectStaysHere(response: Response, requestPath: string): Promise<void> {
  const location = response.headers.get('Location');
  if (location !== null) {
    const target = destination(location, `${ORIGIN}${requestPath}`);
    expect(target.origin, `${requestPath} -> ${location}`).toBe(ORIGIN);
    // A Location that starts with two slashes or a slash and a backslash is protocol-relative.
    expect(location, `${requestPath} -> ${location}`).not.toMatch(/^\s*[/\\]{2}/);
    expect(location).not.toMatch(/^\s*[a-z][a-z0-9+.-]*:/i);
  }
  if ((response.headers.get('Content-Type') ?? '').includes('json')) {
    const body = (await response.json()) as { redirect?: { location: string; external: boolean } };
    if (body.redirect) {
      expect(body.redirect.external, requestPath).toBe(false);
      expect(destination(body.redirect.location, `${ORIGIN}/`).origin, requestPath).toBe(ORIGIN);
      expect(body.redirect.location).not.toMatch(/^\s*[/\\]{2}/);
    }
  } else {
    await response.arrayBuffer();
  }
}

const TRICKS = [
  '//evil.example',
  '//evil.example/',
  '///evil.example/',
  '/\\evil.example',
  '/\\evil.example/',
  '/%2F%2Fevil.example',
  '/%2F%2Fevil.example/',
  '/%2f/evil.example/',
  '/%5C%5Cevil.example/',
  '/%09/evil.example/',
  '/.//evil.example/',
  '//evil.example/%2e%2e/',
  '/https://evil.example/',
  '/https:/evil.example/',
  '//evil.example/_payload.json',
  '//evil.example/kurser',
];

const QUERIES = [
  '',
  '?redirect=https://evil.example',
  '?redirect=//evil.example',
  '?next=//evil.example',
  '?url=https://evil.example&return_to=//evil.example',
  '?preview=false',
  '?preview=false&redirect=//evil.example',
  '?preview=true',
  '?post_id=1',
  '?preview_id=//evil.example',
  '?p=1',
];

describe('open-redirect tricks never leave the site', () => {
  for (const path of TRICKS) {
    test(`${path} with every query trick stays on this site`, async () => {
      for (const query of QUERIES) {
        const requestPath = `${path}${query}`;
        const response = await get(requestPath, { headers: { Cookie: 'i18n_redirected=sv' } });
        expect(response.status, requestPath).toBeLessThan(500);
        await expectStaysHere(response, requestPath);
      }
    });
  }

  test('ordinary paths with redirect-like parameters stay on this site', async () => {
    for (const path of [
      '/',
      '/en',
      '/sok',
      '/sitemap/',
      '/kurser',
      '/checkout/customer/',
      '/preview',
      '/sitemap/_payload.json',
      '/api/content/preview-token',
    ]) {
      for (const query of QUERIES) {
        const requestPath = `${path}${query}`;
        const response = await get(requestPath, { headers: { 'Accept-Language': 'en' } });
        await expectStaysHere(response, requestPath);
      }
    }
  });

  test('the staff-token page only continues to a path on this site', async () => {
    const app = createApp({
      config: parseConfig({ PREVIEW_SECRET: 'preview-secret-for-tests-0123456789' }),
      renderer: { ...createPageRenderer(), Document },
      build: buildInfo,
    });
    for (const next of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      '/%2F%2Fevil.example',
      '\\\\evil.example',
      ' //evil.example',
      '/\t/evil.example',
    ]) {
      const path = '/api/content/preview-token';
      const response = await app.fetch(
        new Request(`${ORIGIN}${path}`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: 'preview-secret-for-tests-0123456789', next }).toString(),
        }),
        env,
      );
      expect(response.status).toBe(303);
      await expectStaysHere(response, path);
    }
  });

  test('the signing page redirects stay on this site whatever the document id', async () => {
    for (const id of ['%2F%2Fevil.example', '..%2F..%2F%2Fevil.example', '%5Cevil.example']) {
      const path = `/sign/${id}`;
      const response = await get(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'name=A&consent=yes',
      });
      await expectStaysHere(response, path);
    }
  });
});

describe('route rules', () => {
  test('an external rule marked external redirects there', async () => {
    const response = await get('/myfei');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('https://myfei.example.org/login');
  });

  // Rules a careless edit of worker/route-rules.json could add; the shipped table holds none.
  const refusedRules = {
    '/partner': { redirect: { to: 'https://partner.example.org/', statusCode: 302 as const, external: false } },
    '/trick': { redirect: { to: 'javascript:alert(1)', statusCode: 302 as const, external: true } },
  };
  const appWithRefusedRules = () =>
    createApp({ config: parseConfig({}), renderer: { ...createPageRenderer(), Document }, build: buildInfo, rules: refusedRules });
  const fetchFrom = (app: ReturnType<typeof appWithRefusedRules>, path: string) =>
    app.fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual' }), env);

  test('an external rule not marked external is refused with the 404 page and its security headers, also as a payload', async () => {
    const app = appWithRefusedRules();
    const response = await fetchFrom(app, '/partner');
    expect(response.status).toBe(404);
    expect(response.headers.get('Location')).toBeNull();
    expect(response.headers.get('Content-Security-Policy')).toMatch(/script-src 'nonce-[A-Za-z0-9+/]{22}==' 'strict-dynamic'/);
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
    expect(await response.text()).not.toContain('partner.example.org');
    const payload = await fetchFrom(app, '/partner/_payload.json');
    expect(payload.status).toBe(404);
    expect(await payload.text()).not.toContain('partner.example.org');
  });

  test('a javascript: rule is refused even when marked external', async () => {
    const response = await fetchFrom(appWithRefusedRules(), '/trick');
    expect(response.status).toBe(404);
    expect(response.headers.get('Location')).toBeNull();
    expect(await response.text()).not.toContain('javascript:');
  });

  test('rules with protocol-relative or backslash targets are refused unless marked external', async () => {
    const rules = {
      '/a': { redirect: { to: '//evil.example', statusCode: 302 as const, external: false } },
      '/b': { redirect: { to: '\\\\evil.example', statusCode: 302 as const, external: false } },
      '/c': { redirect: { to: ' https://evil.example', statusCode: 302 as const, external: false } },
      '/d': { redirect: { to: '/\\evil.example', statusCode: 302 as const, external: false } },
      '/e': { redirect: { to: 'data:text/html,hi', statusCode: 302 as const, external: true } },
    };
    const app = createApp({ config: parseConfig({}), renderer: { ...createPageRenderer(), Document }, build: buildInfo, rules });
    for (const path of Object.keys(rules)) {
      const response = await app.fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual' }), env);
      await expectStaysHere(response, path);
      const payload = await app.fetch(new Request(`${ORIGIN}${path}/_payload.json`, { redirect: 'manual' }), env);
      await expectStaysHere(payload, `${path}/_payload.json`);
    }
  });
});
