import { exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, test } from 'vitest';

const get = (path: string) =>
  exports.default.fetch(new Request(`http://localhost${path}`, { redirect: 'manual', headers: { Cookie: 'i18n_redirected=sv' } }));
const cards = (html: string) => html.match(/data-testid="listing-card"/g)?.length ?? 0;
const count = (html: string) => /data-testid="explorer-count">([^<]*)</.exec(html)?.[1];

describe('the search page', () => {
  beforeAll(async () => {
    await get('/sok');
  }, 60_000);

  test('without filters it counts every hit, renders the first two rows of the widest listing and links Show more, with the filter form', async () => {
    const response = await get('/sok');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<form class="explorer__filters"[^>]*action="\/sok" method="get">/);
    expect(cards(html)).toBe(6);
    expect(Number(/^(\d+) träffar$/.exec(count(html) ?? '')?.[1])).toBeGreaterThan(20);
    expect(html).toMatch(/<a href="\/sok\?rows=4"[^>]*>Visa fler</);
    expect(html).toContain('data-testid="back-to-top"');
    // Show more without JavaScript: the URL's rows.
    expect(cards(await (await get('/sok?rows=4')).text())).toBe(12);
  });

  test('the URL filters are searched on the server (department, location, URL-decoded)', async () => {
    const hits = async (path: string) => Number(/^(\d+) träff/.exec(count(await (await get(path)).text()) ?? '')?.[1]);
    const all = await hits('/sok');
    const html = await (await get('/sok?department=course&location=G%C3%B6teborg')).text();
    expect(cards(html)).toBeGreaterThan(0);
    expect(await hits('/sok?department=course&location=G%C3%B6teborg')).toBeLessThan(all);
    expect(html).toMatch(/<option value="Göteborg" selected="">/);
    expect(html).toMatch(/aria-current="true"[^>]*>Kurser</);
  });

  test('without JavaScript the search page lists the CSRD article as a card without date or place', async () => {
    const html = await (await get('/sok?q=CSRD')).text();
    expect(html).toContain('href="/inspiration/vad-csrd-betyder-for-medelstora-foretag"');
    const card =
      /<article class="card listing-card"(?:(?!<\/article>)[\s\S])*vad-csrd-betyder(?:(?!<\/article>)[\s\S])*<\/article>/.exec(html)?.[0] ?? '';
    expect(card).toContain('Vad CSRD betyder för medelstora företag');
    expect(card).not.toContain('card__facts');
  });

  test('the English page searches the English records', async () => {
    const html = await (await get('/en/search?q=leadership')).text();
    expect(html).toContain('lang="en"');
    expect(cards(html)).toBeGreaterThan(0);
  });

  test('junk filter values are dropped, not errors, and a search without hits shows the empty text', async () => {
    const junk = await get('/sok?department=other&dates=9,1&rows=abc&location=');
    expect(junk.status).toBe(200);
    const empty = await (await get('/sok?q=qqxyzzy')).text();
    expect(empty).toContain('Inga resultat');
    expect(empty).not.toContain('data-testid="back-to-top"');
  });

  // Issue 49, item 4: a mistyped word found nothing, and a word of the other language found
  // nothing with no hint that the other site has it.
  test('a mistyped word finds the course it means', async () => {
    for (const [path, title] of [
      ['/sok?q=ledarskp', 'Ledarskap för nya chefer'],
      ['/sok?q=projektlendning', 'Projektledning'],
      ['/sok?q=projektlednig', 'Projektledning'],
    ] as const) {
      const html = await (await get(path)).text();
      expect(cards(html), path).toBeGreaterThan(0);
      expect(html, path).toContain(title);
    }
  });

  test('a search without hits says how many the other language’s site has for the words, with a link to that search', async () => {
    const english = Number(/^(\d+) result/.exec(count(await (await get('/en/search?q=leadership')).text()) ?? '')?.[1]);
    expect(english).toBeGreaterThan(0);
    const html = await (await get('/sok?q=leadership')).text();
    expect(count(html)).toBe('0 träffar');
    expect(html).toContain('Inga resultat');
    expect(html).toMatch(
      new RegExp(`<a href="/en/search\\?q=leadership" hrefLang="en">Den engelska webbplatsen har ${english} träffar för ”leadership”</a>`, 'i'),
    );
    const swedish = Number(/^(\d+) träff/.exec(count(await (await get('/sok?q=ledarskap')).text()) ?? '')?.[1]);
    const inEnglish = await (await get('/en/search?q=ledarskap')).text();
    expect(inEnglish).toMatch(
      new RegExp(`<a href="/sok\\?q=ledarskap" hrefLang="sv">The Swedish site has ${swedish} results for “ledarskap”</a>`, 'i'),
    );
  });

  test('a search without hits beside filters offers its words without them, and nothing when neither site has the words', async () => {
    const html = await (await get('/sok?q=ledarskp&location=Alicante&form=Online')).text();
    expect(count(html)).toBe('0 träffar');
    expect(html).toMatch(/<a href="\/sok\?q=ledarskp"[^>]*>Sök på ”ledarskp” utan filter<\/a>/);
    const neither = await (await get('/sok?q=qqxyzzy')).text();
    expect(neither).not.toContain('Prova i stället');
    expect(neither).not.toContain('hrefLang="en">');
  });

  test('its payload for client navigation carries the state, result and options', async () => {
    const response = await get('/sok/_payload.json?form=Distans&location=Stockholm');
    const body = (await response.json()) as {
      loaderData: Record<string, { state: { locations: string[] }; result: { nbHits: number }; options: { locations: unknown[] } }>;
    };
    const data = body.loaderData['search:sv']!;
    expect(data.state.locations).toEqual(['Stockholm']);
    expect(data.options.locations).toHaveLength(5);
  });
});
