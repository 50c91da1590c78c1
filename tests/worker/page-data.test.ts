import { env } from 'cloudflare:workers';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { Language } from '../../shared/i18n/languages';
import { pathFor } from '../../shared/routing/paths';
import { Document, createPageRenderer } from '../../web/entry-server';
import { isolateMemoryCache } from '../../worker/adapters/content/content-cache';
import { createApp } from '../../worker/app';
import { buildInfo } from '../../worker/build-info';
import { parseConfig } from '../../worker/config';
import { createFakeGraphqlServer } from './fakes/graphql-server';

// A page's loader asks the content service for what its page shows, and its data is exactly its
// page's type (shared/pages): read here from `_payload.json`, what client-side navigation gets.

const cms = createFakeGraphqlServer();

beforeAll(() => {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (new URL(request.url).host === new URL(cms.url).host) return cms.fetch(request);
    throw new TypeError(`no network in tests: ${request.url}`);
  });
});

afterAll(() => {
  vi.unstubAllGlobals();
});

// Nothing cached: every content call of the request reaches the CMS, which counts it.
const site = () =>
  createApp({
    config: parseConfig({ CONTENT_GRAPHQL_URL: cms.url, CONTENT_CACHE_TTL: '0' }),
    renderer: { ...createPageRenderer(), Document },
    build: buildInfo,
  });

async function payloadOf(path: string, routeId: string) {
  isolateMemoryCache.clear();
  const before = cms.requests.length;
  const response = await site().fetch(new Request(`https://site.example${path}/_payload.json`), env);
  expect(response.status).toBe(200);
  const body = await response.json<{ loaderData: Record<string, Record<string, unknown>> }>();
  const operations = cms.requests.slice(before).map((request) => request.body.operationName);
  return { data: body.loaderData[routeId], operations };
}

describe('the inspiration page asks only for what it shows', () => {
  for (const language of ['sv', 'en'] as const satisfies readonly Language[]) {
    test(`in ${language}, an article that recommends courses loads the article and the other articles, not the catalogue's search records`, async () => {
      const article = cms.catalogue.articles.find(
        (candidate) => candidate.language === language && candidate.published && candidate.relatedItemIds.length > 0,
      );
      expect(article, 'the seed has an article that recommends courses').toBeDefined();
      const { data, operations } = await payloadOf(pathFor('inspiration', language, { slug: article!.slug }), `inspiration:${language}`);
      expect(Object.keys(data ?? {}).sort()).toEqual(['article', 'meta', 'related']);
      expect(data?.['article']).toMatchObject({ id: article!.id, title: article!.title });
      expect(operations).toContain('Inspiration');
      expect(operations).toContain('Inspirations');
      expect(operations).not.toContain('SearchRecords');
    });
  }
});
