import { exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, test } from 'vitest';
import { explorerResultSchema } from '../../shared/search/explorer-options';
import { monthSpan } from '../../shared/search/month-range';
import { ConfigError, parseConfig } from '../../worker/config';

const get = (path: string) => exports.default.fetch(new Request(`http://localhost${path}`, { redirect: 'manual' }));

async function search(query: string) {
  const response = await get(`/api/search?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return explorerResultSchema.parse(await response.json());
}

describe('GET /api/search', () => {
  // The first request loads the worker's module graph in the test pool, which takes seconds.
  beforeAll(async () => {
    await get('/api/search');
  }, 60_000);

  test('without filters it answers the first two desktop rows of the Swedish catalogue with options', async () => {
    const result = await search('');
    expect(result.hits).toHaveLength(6);
    expect(result.nbHits).toBeGreaterThan(6);
    expect(result.hits.every((hit) => (hit as { language?: string }).language === 'sv')).toBe(true);
    expect(result.options.locations.map((o) => o.name)).toEqual(['Stockholm', 'Göteborg', 'Malmö', 'Alicante', 'Distans']);
    expect(result.options.categories.length).toBeGreaterThan(0);
    expect(result.options.forms.length).toBeGreaterThan(0);
  });

  test('English records for language=en', async () => {
    const result = await search('language=en&rows=-1');
    expect(result.nbHits).toBeGreaterThan(0);
    expect(result.hits.every((hit) => hit.url.startsWith('/en/'))).toBe(true);
  });

  test('filters narrow the hits and options without hits are disabled', async () => {
    const all = await search('rows=-1');
    const location = all.options.locations.find((o) => !o.disabled)!.name;
    const filtered = await search(`rows=-1&department=course&location=${encodeURIComponent(location)}`);
    expect(filtered.nbHits).toBeLessThan(all.nbHits);
    expect(filtered.hits.every((hit) => hit.department === 'course' && hit.location.includes(location))).toBe(true);
    // The location facet ignores its own filter: every location with courses stays enabled.
    expect(filtered.options.locations.find((o) => o.name === location)!.disabled).toBe(false);
  });

  test('a text query matches without accents, and a month span limits the dates', async () => {
    const text = await search('q=ledar&rows=-1');
    expect(text.nbHits).toBeGreaterThan(0);
    const [from, to] = monthSpan({ year: 2020, month: 1 })!;
    const past = await search(`dates=${from},${to}`);
    expect(past.nbHits).toBe(0);
    expect(past.options.forms.every((o) => o.disabled)).toBe(true);
  });

  test('a site search without hits counts the other language’s hits for its words; a catalogue search or one with hits does not', async () => {
    const english = await search('q=leadership&site=true&rows=-1&language=en');
    expect(english.nbHits).toBeGreaterThan(0);
    expect(english.otherLanguage).toBeUndefined();
    const swedish = await search('q=leadership&site=true&language=sv&location=Malm%C3%B6');
    expect(swedish.nbHits).toBe(0);
    // The other site's count is of the words alone: the filters' values are named in this language.
    expect(swedish.otherLanguage).toEqual({ language: 'en', nbHits: english.nbHits });
    expect((await search('q=leadership&language=sv')).otherLanguage).toBeUndefined();
    expect((await search('q=qqxyzzy&site=true&language=sv')).otherLanguage).toBeUndefined();
  });

  test('tab=programme shows programmes only and hitsPerPage is honoured', async () => {
    const result = await search('tab=programme&hitsPerPage=2');
    expect(result.hits).toHaveLength(2);
    expect(result.hits.every((hit) => hit.department === 'programme')).toBe(true);
  });

  test('site=true (the site search) finds inspiration articles; a catalogue search never does', async () => {
    const site = await search('q=CSRD&site=true&rows=-1&language=en');
    const article = site.hits.find((hit) => hit.department === 'article');
    expect(article?.url).toBe('/en/inspiration/what-csrd-means-for-mid-sized-companies');
    expect(site.hits.some((hit) => hit.department === 'course')).toBe(true);
    const catalogue = await search('q=CSRD&rows=-1&language=en');
    expect(catalogue.hits.some((hit) => hit.department === 'article')).toBe(false);
    expect(catalogue.nbHits).toBe(site.nbHits - 1);
    const all = await search('rows=-1');
    expect(all.hits.every((hit) => hit.department !== 'article')).toBe(true);
    const courses = await search('q=CSRD&site=true&department=course&rows=-1&language=en');
    expect(courses.hits.every((hit) => hit.department === 'course')).toBe(true);
  });

  test('is cacheable for a short while, also with ?preview=true but no staff token', async () => {
    expect((await get('/api/search')).headers.get('Cache-Control')).toMatch(/^public, max-age=60/);
    expect((await get('/api/search?preview=true')).headers.get('Cache-Control')).toMatch(/^public, max-age=60/);
  });

  for (const bad of [
    'page=-1',
    'page=x',
    'rows=0',
    'hitsPerPage=5000',
    'language=de',
    'itemIds=1,a',
    'department=other',
    'tab=x',
    'dates=5,1',
    'dates=1',
    'page=1&page=2',
    `q=${'a'.repeat(201)}`,
    'site=yes',
    'department=article&site=true',
  ]) {
    test(`bad input ${bad.slice(0, 30)} is a 400 in the API error shape`, async () => {
      const response = await get(`/api/search?${bad}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ statusCode: 400, statusMessage: 'invalid_query' });
    });
  }
});

describe('search configuration', () => {
  test('a hosted index without a name is a configuration error at start-up', () => {
    expect(() => parseConfig({ ALGOLIA_APP_ID: 'APP123', ALGOLIA_SEARCH_KEY: 'search-key', SEARCH_INDEX_CATALOG: '  ' })).toThrow(ConfigError);
    expect(() => parseConfig({ ALGOLIA_APP_ID: 'APP123', ALGOLIA_SEARCH_KEY: 'search-key', SEARCH_INDEX_CATALOG: '' })).toThrow(
      /SEARCH_INDEX_CATALOG: missing search index name/,
    );
  });

  test('the index name defaults to Catalog, and the embedded default needs none of it', () => {
    expect(parseConfig({ ALGOLIA_APP_ID: 'APP123', ALGOLIA_SEARCH_KEY: 'search-key' }).SEARCH_INDEX_CATALOG).toBe('Catalog');
    expect(parseConfig({}).ALGOLIA_APP_ID).toBeUndefined();
  });

  test('a hosted app id without its key is refused', () => {
    expect(() => parseConfig({ ALGOLIA_APP_ID: 'APP123' })).toThrow(/ALGOLIA_SEARCH_KEY/);
  });
});
