import { exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, test } from 'vitest';

// Redirects and the 500 page as a browser gets them, through real requests (moved from
// tests/e2e/foundation.test.ts, which keeps the 404 page's walk back home): where each redirect
// leads, and the 500 page's title and links. Their security headers are in
// tests/worker/security-headers.test.ts.

const get = (path: string, init?: RequestInit) =>
  exports.default.fetch(new Request(`http://localhost${path}`, { redirect: 'manual', ...init, headers: { Cookie: 'i18n_redirected=sv' } }));

beforeAll(async () => {
  await get('/');
}, 60_000);

describe('redirects', () => {
  // The preview page's own answers (a post that exists or not) are in tests/worker/content-preview.test.ts.
  for (const [from, status, to] of [
    ['/sitemap/', 301, '/sitemap'],
    ['/?p=12', 302, '/preview?post_id=12'],
    ['/kurser', 301, '/sok?department=course'],
  ] as const) {
    test(`${from} redirects (${status}) to ${to}`, async () => {
      const response = await get(from);
      expect(response.status).toBe(status);
      expect(new URL(response.headers.get('Location') ?? '', 'http://localhost').href).toBe(`http://localhost${to}`);
    });
  }

  test('the trailing-slash and route-rule redirects lead to pages that answer 200', async () => {
    for (const to of ['/sitemap', '/sok?department=course']) expect((await get(to)).status, to).toBe(200);
  });
});

describe('the 500 page', () => {
  test('shows "500 Server Error" in English with links home and to search', async () => {
    const response = await get('/en/error?status=500');
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]).toBe('500 Server Error');
    const page = /<[a-z]+ class="error-page[\s\S]*$/.exec(html)?.[0] ?? '';
    expect(page).toMatch(/<a[^>]*href="\/en"[^>]*>Go to the home page<\/a>/);
    expect(page).toMatch(/<a[^>]*href="\/en\/search"[^>]*>Search our courses<\/a>/);
  });
});
