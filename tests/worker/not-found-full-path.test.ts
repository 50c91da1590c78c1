import { describe, expect, test } from 'vitest';
import { pathFor } from '../../shared/routing/paths';
import { get, sample } from './content-helpers';

const sv = { headers: { Cookie: 'i18n_redirected=sv' } };

// The spec's error table: 'Page not found: {fullPath}', the path with its query string.
describe('a content page that is not there names the full path, query string included', () => {
  const page = sample.page('sv');
  const cases: [string, string][] = [
    ['a generic page', `${pathFor('page', 'sv', { slug: 'finns-inte' })}?ref=nyhetsbrev`],
    ['a child page', `${pathFor('page', 'sv', { slug: page.slug, child: 'finns-inte' })}?ref=nyhetsbrev`],
    ['a course', `${pathFor('course', 'en', { slug: 'does-not-exist' })}?utm_source=mail`],
  ];
  for (const [name, path] of cases) {
    test(`${name}: 404 'Page not found: ${path}'`, async () => {
      const response = await get(path, sv);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain(`Page not found: ${path}`);
    });
  }

  test('the page data of client navigation names it the same way', async () => {
    const path = `${pathFor('page', 'sv', { slug: page.slug, child: 'finns-inte' })}`;
    const response = await get(`${path}/_payload.json?ref=nyhetsbrev`, sv);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { status: 404, statusText: `Page not found: ${path}?ref=nyhetsbrev` } });
  });
});

describe("the home route's {uri} variant in each language", () => {
  test('a trailing segment naming a home section lands there with the query kept, in Swedish and English', async () => {
    const swedish = await get('/about?utm_source=nyhetsbrev', sv);
    expect(swedish.status).toBe(301);
    expect(swedish.headers.get('Location')).toBe('/?utm_source=nyhetsbrev#about');
    const english = await get('/en/about?utm_source=newsletter', sv);
    expect(english.status).toBe(301);
    expect(english.headers.get('Location')).toBe('/en?utm_source=newsletter#about');
  });

  test('a segment that names nothing on the home page is the 404 of its full path (docs/decisions/032)', async () => {
    const response = await get('/inget-avsnitt?ref=x', sv);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found: /inget-avsnitt?ref=x');
  });
});
