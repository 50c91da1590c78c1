import { describe, expect, test } from 'vitest';
import { env } from 'cloudflare:workers';
import { Document, createPageRenderer } from '../../web/entry-server';
import { createApp } from '../../worker/app';
import { buildInfo } from '../../worker/build-info';
import { parseConfig } from '../../worker/config';

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
});
