import { exports } from 'cloudflare:workers';
import { describe, expect, test } from 'vitest';

// The worker as deployed, with no ENVIRONMENT of its own (the top level of wrangler.toml, as these
// tests run it): it serves loopback, where `npm start` and the tests reach it, and refuses a public
// host rather than run the public site in development mode (no signing service, demo coupons).

const get = (url: string) => exports.default.fetch(new Request(url, { redirect: 'manual', headers: { Cookie: 'i18n_redirected=sv' } }));

describe('a deploy that names no environment', () => {
  test('serves pages on loopback', async () => {
    const response = await get('http://localhost/sok');
    expect(response.status).toBe(200);
    await response.arrayBuffer();
  });

  test('refuses every path of a public host, pages and the booking API alike, and says why', async () => {
    for (const path of ['/', '/sok', '/api/backend/cart/price', '/checkout/customer']) {
      const response = await get(`https://www.fei.example${path}`);
      expect(response.status, path).toBe(503);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(await response.text()).toContain('no ENVIRONMENT set');
      expect(response.headers.get('X-Request-Id'), path).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
