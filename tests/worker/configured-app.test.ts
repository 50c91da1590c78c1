import { describe, expect, test } from 'vitest';
import { env } from 'cloudflare:workers';
import { Document, createPageRenderer } from '../../web/entry-server';
import { createApp } from '../../worker/app';
import { buildInfo } from '../../worker/build-info';
import { parseConfig } from '../../worker/config';
import { cartBodyLimit, DEFAULT_CART_BODY_LIMIT } from '../../shared/cart/cart-body-size';

function app(vars: Record<string, string>, loaders = {}) {
  const config = parseConfig(vars);
  return createApp({ config, renderer: { ...createPageRenderer(), Document }, build: buildInfo, loaders });
}

const request = (path: string, init?: RequestInit) => new Request(`https://site.example${path}`, { redirect: 'manual', ...init });

describe('configuration-dependent behaviour', () => {
  test('HSTS is sent when configured', async () => {
    const response = await app({ HSTS_MAX_AGE: '31536000' }).fetch(request('/sitemap'), env);
    expect(response.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
  });

  test('the language cookie is Secure when configured', async () => {
    const response = await app({ COOKIE_SECURE: 'true' }).fetch(request('/', { headers: { 'Accept-Language': 'en' } }), env);
    expect(response.headers.get('Set-Cookie')).toMatch(/;\s*Secure/i);
  });

  test('the browser is told whether the language cookie it writes is Secure: over https always, over http when configured', async () => {
    const plainRequest = () => new Request('http://site.example/sitemap', { redirect: 'manual' });
    const secure = await (await app({ COOKIE_SECURE: 'true' }).fetch(plainRequest(), env)).text();
    expect(secure).toMatch(/\\?"cookieSecure\\?":true/);
    const plain = await (await app({}).fetch(plainRequest(), env)).text();
    expect(plain).toMatch(/\\?"cookieSecure\\?":false/);
    const https = await (await app({}).fetch(request('/sitemap'), env)).text();
    expect(https).toMatch(/\\?"cookieSecure\\?":true/);
  });

  test('a thrown error in a loader answers 500 with the error page and hides the error', async () => {
    const failing = app(
      {},
      {
        sitemap: async () => {
          throw new Error('database on fire');
        },
      },
    );
    const response = await failing.fetch(request('/sitemap'), env);
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain('500 Serverfel');
    expect(html).not.toContain('database on fire');
  });

  test('the language selector can be switched off', async () => {
    const html = await (await app({ FEATURE_LANGUAGE_SELECTOR: 'false' }).fetch(request('/sitemap'), env)).text();
    // The element, not the class name (the inlined stylesheet names it either way).
    expect(html).not.toContain('class="language-selector"');
    const on = await (await app({}).fetch(request('/sitemap'), env)).text();
    expect(on).toContain('class="language-selector"');
  });

  // Issue 48: the cart's "+" stopped at the default numbers (20 per date, 60 in all) whatever the
  // deployment set, so a site with other numbers was enforced only by the commit's 422.
  test('the browser is told the configured booking policy: on a page run as islands, an app page and its page data', async () => {
    const configured = app({ BOOKING_SEATS_PER_EVENT: '4', BOOKING_SEATS_IN_ALL: '9' });
    const told = /\\?"bookingPolicy\\?":\{\\?"seatsPerEvent\\?":4,\\?"seatsInAll\\?":9\}/;
    for (const path of ['/kurs/budgetering-och-prognoser', '/en/course/budgeting-and-forecasting', '/checkout', '/sok']) {
      const response = await configured.fetch(request(path), env);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toMatch(told);
    }
    const payload = await configured.fetch(request('/checkout/_payload.json'), env);
    expect(await payload.text()).toMatch(told);
    const defaults = await (await app({}).fetch(request('/checkout'), env)).text();
    expect(defaults).toMatch(/\\?"bookingPolicy\\?":\{\\?"seatsPerEvent\\?":20,\\?"seatsInAll\\?":60\}/);
  });

  test('the cart body limit follows the configured seats in all: smaller refuses sooner, larger takes the larger cart it lets one book', async () => {
    const body = (bytes: number) => JSON.stringify({ cart: {}, padding: 'x'.repeat(bytes) });
    const post = (size: number) =>
      request('/api/backend/cart/share', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: body(size) });
    const between = DEFAULT_CART_BODY_LIMIT - 1024;
    const small = await app({ BOOKING_SEATS_IN_ALL: '5' }).fetch(post(between), env);
    expect(small.status).toBe(413);
    expect(await small.text()).toContain(`larger than ${cartBodyLimit({ seatsInAll: 5 })} bytes`);
    // Within the default's limit the body is read (and refused as no cart): the limit is not the default's.
    expect((await app({}).fetch(post(between), env)).status).toBe(400);
    const above = DEFAULT_CART_BODY_LIMIT + 1024;
    expect((await app({}).fetch(post(above), env)).status).toBe(413);
    expect((await app({ BOOKING_SEATS_IN_ALL: '150' }).fetch(post(above), env)).status).toBe(400);
  });
});
