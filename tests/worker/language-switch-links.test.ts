import { exports } from 'cloudflare:workers';
import { describe, expect, test } from 'vitest';

// The language links the server renders (issue 47, item 5): on the app's pages (the checkout and
// application steps, the status page) they lead to the same page in the other language with what
// of the address means the same there; a page run as islands renders its header once per
// language, so its links are the home pages until the header runs (docs/decisions/018, 024).

const get = (path: string) => exports.default.fetch(new Request(`http://localhost${path}`, { redirect: 'manual' }));

/** The hrefs of the language links to a language, as the page's HTML has them. */
async function switchHrefs(path: string, language: 'sv' | 'en'): Promise<string[]> {
  const response = await get(path);
  expect(response.status).toBe(200);
  const html = await response.text();
  const links = html.match(new RegExp(`<a [^>]*data-language="${language}"[^>]*>`, 'g')) ?? [];
  return links.map((link) => (/ href="([^"]*)"/.exec(link)?.[1] ?? '').replace(/&amp;/g, '&'));
}

describe('the language links the server renders', () => {
  test('the order status page keeps its signed document, and nothing else of its query', async () => {
    expect(await switchHrefs('/en/checkout/status?document=doc-42', 'sv')).toContain('/checkout/status?document=doc-42');
    const english = await switchHrefs('/checkout/status?document=doc-42&utm_source=mail', 'en');
    expect(english.length).toBeGreaterThan(0);
    expect(new Set(english)).toEqual(new Set(['/en/checkout/status?document=doc-42']));
  });

  test('every checkout step offers the same step in the other language', async () => {
    for (const step of ['', '/customer', '/booking', '/confirm']) {
      expect(await switchHrefs(`/en/checkout${step}`, 'sv')).toEqual([`/checkout${step}`]);
      expect(await switchHrefs(`/checkout${step}`, 'en')).toEqual([`/en/checkout${step}`]);
    }
  });

  test('every application step offers the same step, of the same cart, in the other language', async () => {
    for (const step of ['', '/attachments', '/customer']) {
      expect(await switchHrefs(`/en/application/default${step}`, 'sv')).toEqual([`/application/default${step}`]);
      expect(await switchHrefs(`/application/default${step}`, 'en')).toEqual([`/en/application/default${step}`]);
    }
  });

  test('a page run as islands renders the home pages, which its header replaces once it runs', async () => {
    expect(new Set(await switchHrefs('/en/search?q=leadership', 'sv'))).toEqual(new Set(['/']));
  });
});
