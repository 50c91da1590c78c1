import { env } from 'cloudflare:workers';
import { describe, expect, test } from 'vitest';
import { Document, createPageRenderer } from '../../web/entry-server';
import { createApp } from '../../worker/app';
import { buildInfo } from '../../worker/build-info';
import { parseConfig } from '../../worker/config';
import { PageCache } from '../../worker/page-cache';

// The search results page sends what it shows: the first rows of hits, whatever the catalogue's
// size, while it still searches (and counts) every item. The same page of the site at the demo
// catalogue and at three times it (DEMO_SCALE, as `npm run bench:scale` serves it).
const SCALE = 3;
const renderer = { ...createPageRenderer(), Document };
const appAt = (scale: number) =>
  createApp({ config: parseConfig({ DEMO_SCALE: String(scale) }), renderer, build: buildInfo, pageCache: new PageCache() });

const cards = (html: string) => html.match(/data-testid="listing-card"/g)?.length ?? 0;
const hits = (html: string) => Number(/data-testid="explorer-count">(\d+) (?:träffar|results)</.exec(html)?.[1]);
const bytes = (html: string) => new TextEncoder().encode(html).length;

/** The page's HTML at each scale, the demo catalogue first (its tables are loaded once per scale). */
async function pageAtScales(path: string): Promise<{ one: string; scaled: string }> {
  const get = async (scale: number) => {
    const response = await appAt(scale).fetch(
      new Request(`http://localhost${path}`, { redirect: 'manual', headers: { Cookie: 'i18n_redirected=sv' } }),
      env,
    );
    expect(response.status, `${path} at ${scale}x`).toBe(200);
    return response.text();
  };
  const one = await get(1);
  return { one, scaled: await get(SCALE) };
}

describe(`the search results page at ${SCALE} times the catalogue`, () => {
  for (const path of ['/sok?q=ledarskap', '/en/search?q=leadership', '/sok']) {
    test(`${path}: counts ${SCALE} times the hits but sends the same two rows of cards, and its HTML does not grow`, async () => {
      const { one, scaled } = await pageAtScales(path);
      // Search still runs over every item: the count follows the catalogue.
      expect(hits(one)).toBeGreaterThan(6);
      expect(hits(scaled)).toBe(SCALE * hits(one));
      // What the page sends does not: two rows of the widest listing, and Show more for the rest.
      expect(cards(one)).toBe(6);
      expect(cards(scaled)).toBe(6);
      expect(scaled).toMatch(/rows=4"[^>]*>(?:Visa fler|Show more)</);
      expect(bytes(scaled)).toBeLessThanOrEqual(bytes(one) * 1.05);
    });
  }

  test('Show more without JavaScript adds two rows from the URL, at any scale', async () => {
    const { one, scaled } = await pageAtScales('/sok?q=ledarskap&rows=4');
    expect(cards(one)).toBe(Math.min(12, hits(one)));
    expect(cards(scaled)).toBe(12);
  });
});
