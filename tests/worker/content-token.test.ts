import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { pathFor } from '../../shared/routing/paths';
import { Document, createPageRenderer } from '../../web/entry-server';
import { createApp } from '../../worker/app';
import { buildInfo } from '../../worker/build-info';
import { parseConfig } from '../../worker/config';
import { createFakeGraphqlServer } from './fakes/graphql-server';

// The spec: an authorization token from a cookie is added to every GraphQL request. This CMS
// answers only requests that carry a token it issued: the site's own secret or a visitor's.
const SECRET = 'cms-site-secret-4711';
const VISITOR = 'visitor.eyJzdWIiOiI0MiJ9.c2lnbmVk';
const fake = createFakeGraphqlServer();
const received: (string | null)[] = [];

function site(url: string, vars: Record<string, string> = {}) {
  return createApp({
    config: parseConfig({ CONTENT_GRAPHQL_URL: url, CONTENT_API_TOKEN: SECRET, ...vars }),
    renderer: { ...createPageRenderer(), Document },
    build: buildInfo,
  });
}
const request = (path: string, cookie = '') =>
  new Request(`https://site.example${path}`, { redirect: 'manual', headers: { Cookie: `i18n_redirected=sv${cookie ? `; ${cookie}` : ''}` } });

const course = fake.catalogue.courses.find((item) => item.language === 'sv' && item.published)!;
const coursePath = pathFor('course', 'sv', { slug: course.slug });

describe('the content API token', () => {
  const original = globalThis.fetch;
  beforeAll(() => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.startsWith('https://token-cms')) return original(input, init);
      const authorization = new Headers(init?.headers).get('authorization');
      received.push(authorization);
      if (authorization !== `Bearer ${SECRET}` && authorization !== `Bearer ${VISITOR}`) {
        return Response.json({ errors: [{ message: 'Unauthorized' }] }, { status: 401 });
      }
      return fake.fetch(fake.url, init);
    });
  });
  afterEach(() => {
    received.length = 0;
  });

  test('the configured secret goes with every request, so a CMS that needs a token for published content serves the site', async () => {
    const response = await site('https://token-cms-a.test/graphql', { CONTENT_CACHE_TTL: '0' }).fetch(request(coursePath), env);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(course.title);
    expect(received.length).toBeGreaterThan(1);
    expect(new Set(received)).toEqual(new Set([`Bearer ${SECRET}`]));
  });

  test("the visitor's token from the gql:default cookie goes instead, and its answers stay out of every shared cache", async () => {
    const url = 'https://token-cms-b.test/graphql';
    const app = site(url, { CONTENT_CACHE_TTL: '300' });
    for (let visit = 0; visit < 2; visit++) {
      const response = await app.fetch(request(coursePath, `gql:default=${VISITOR}`), env);
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
      expect(await response.text()).toContain(course.title);
    }
    // Asked on both visits: neither the page cache nor the memory or KV content cache kept them.
    expect(received.filter((value) => value === `Bearer ${VISITOR}`).length).toBeGreaterThanOrEqual(4);
    expect(received).not.toContain(`Bearer ${SECRET}`);
    expect((await env.CACHE.list({ prefix: `content:v1:${url}` })).keys).toEqual([]);
    const api = await app.fetch(request('/api/content/menu/sv', `gql:default=${VISITOR}`), env);
    expect(api.status).toBe(200);
    expect(api.headers.get('Cache-Control')).toBe('private, no-store');
  });

  test('a cookie that is no bearer token (too long, or other characters) is ignored: the public page with the secret', async () => {
    const app = site('https://token-cms-c.test/graphql', { CONTENT_CACHE_TTL: '0' });
    const cookies = [`gql:default=${'a'.repeat(2049)}`, 'gql:default=a%0d%0aX-Injected:%201', 'gql:default=token%20with%20spaces'];
    for (const [index, cookie] of cookies.entries()) {
      received.length = 0;
      // A query of its own each time, so the page is rendered, not taken from the page cache.
      const response = await app.fetch(request(`${coursePath}?visit=${index}`, cookie), env);
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toContain('public');
      expect(new Set(received)).toEqual(new Set([`Bearer ${SECRET}`]));
    }
  });

  test('the secret is never logged, not even when the CMS refuses it', async () => {
    const logged: string[] = [];
    const capture = (...args: unknown[]) => {
      logged.push(args.map((arg) => (arg instanceof Error ? `${arg.message} ${arg.stack}` : String(arg))).join(' '));
    };
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) => vi.spyOn(console, level).mockImplementation(capture));
    try {
      const refused = createApp({
        config: parseConfig({
          CONTENT_GRAPHQL_URL: 'https://token-cms-d.test/graphql',
          CONTENT_API_TOKEN: 'wrong-secret-0815',
          CONTENT_CACHE_TTL: '0',
        }),
        renderer: { ...createPageRenderer(), Document },
        build: buildInfo,
      });
      const response = await refused.fetch(request(coursePath), env);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(received).toContain('Bearer wrong-secret-0815');
      expect(logged.length).toBeGreaterThan(0);
      for (const line of logged) expect(line).not.toContain('wrong-secret-0815');
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  test('a configured token that is no bearer token stops the worker with a message naming the variable, not its value', () => {
    expect(() => parseConfig({ CONTENT_API_TOKEN: 'bad token\nwith a line break' })).toThrow(/CONTENT_API_TOKEN: must be a bearer token/);
    expect(() => parseConfig({ CONTENT_API_TOKEN: 'bad token\nwith a line break' })).not.toThrow(/line break/);
  });
});
