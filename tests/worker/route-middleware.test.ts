import { env } from 'cloudflare:workers';
import { describe, expect, test } from 'vitest';
import { routeRulesSchema } from '../../shared/routing/route-rules';
import { Document, createPageRenderer } from '../../web/entry-server';
import { createApp, shippedRouteRules } from '../../worker/app';
import { buildInfo } from '../../worker/build-info';
import { parseConfig } from '../../worker/config';

const site = (rules: unknown) =>
  createApp({
    config: parseConfig({}),
    renderer: { ...createPageRenderer(), Document },
    build: buildInfo,
    rules: routeRulesSchema.parse(rules),
  });
const request = (path: string) => new Request(`https://site.example${path}`, { redirect: 'manual', headers: { Cookie: 'i18n_redirected=sv' } });

// The spec's error table: an unknown route middleware is an error.
describe('route middleware named by the route rules', () => {
  test('a rule that names a middleware nobody defined raises an error naming it, before any request', () => {
    expect(() => site({ '/om-oss': { appMiddleware: ['members-only'] } })).toThrow(
      "Unknown route middleware: 'members-only'. Valid middleware: 'noindex'. (route rule /om-oss)",
    );
  });

  test('a defined middleware runs for its path only: noindex keeps the page out of search engines', async () => {
    const app = site({ '/om-oss': { appMiddleware: ['noindex'] } });
    const page = await app.fetch(request('/om-oss'), env);
    expect(page.status).toBe(200);
    expect(page.headers.get('X-Robots-Tag')).toBe('noindex');
    const other = await app.fetch(request('/sitemap'), env);
    expect(other.headers.get('X-Robots-Tag')).toBeNull();
  });

  test('the shipped rules name only defined middleware, and builds/meta serves them', async () => {
    const app = site(shippedRouteRules);
    const meta = await app.fetch(request(`/builds/meta/${buildInfo.buildId}.json`), env);
    expect(meta.status).toBe(200);
    expect(((await meta.json()) as { routeRules: unknown }).routeRules).toEqual(shippedRouteRules);
  });
});
