import { env } from 'cloudflare:workers';
import { describe, expect, test } from 'vitest';
import { LANGUAGES } from '../../shared/i18n/languages';
import { pathFor } from '../../shared/routing/paths';
import { ROUTES } from '../../shared/routing/route-table';
import { Document, createPageRenderer } from '../../web/entry-server';
import { createApp } from '../../worker/app';
import { buildInfo } from '../../worker/build-info';
import { parseConfig } from '../../worker/config';

// Attack: a third-party script (the tag manager) on the site's origin reads what the visitor keeps
// there: carts with personal identity numbers in IndexedDB, order and share ids in the address.
// Defence: no tag manager on any page that shows or holds personal data, and on public pages it
// runs in a sandboxed frame with an opaque origin (docs/decisions/027).

const site = createApp({
  config: parseConfig({ GTM_CONTAINER_ID: 'GTM-TEST123' }),
  renderer: { ...createPageRenderer(), Document },
  build: buildInfo,
});

const get = async (path: string) => {
  const response = await site.fetch(new Request(`https://site.example${path}`, { headers: { Cookie: 'i18n_redirected=sv' } }), env);
  return { status: response.status, html: await response.text() };
};

const SAMPLE_PARAMS = { slug: 'cart-abc', shareId: 'a'.repeat(64) };
const PERSONAL_PAGES = ROUTES.filter((route) => route.cache === 'private').flatMap((route) =>
  LANGUAGES.map((language) => pathFor(route.name, language, SAMPLE_PARAMS)),
);

describe('third-party scripts and personal data', () => {
  test('no checkout, shared-cart, application or preview page loads the tag manager', async () => {
    expect(PERSONAL_PAGES.length).toBeGreaterThanOrEqual(20);
    expect(PERSONAL_PAGES).toContain('/checkout/confirm');
    expect(PERSONAL_PAGES.some((path) => path.startsWith('/share-cart/'))).toBe(true);
    for (const path of PERSONAL_PAGES) {
      const { status, html } = await get(path);
      expect(status, path).toBeLessThan(500);
      expect(html, path).not.toContain('googletagmanager');
    }
  }, 120_000);

  test('on public pages the tag manager runs only inside a sandboxed frame without the site origin', async () => {
    // What the frame is made with is web/browser-start/tag-manager.test.ts's; here, that the pages
    // carry that script, compiled, and load nothing of Google's themselves.
    for (const path of ['/', '/en']) {
      const { html } = await get(path);
      const snippet = /<script nonce="[^"]+" data-gtm-container="GTM-TEST123">([\s\S]*?)<\/script>/.exec(html)?.[1];
      expect(snippet, path).toBe(buildInfo.assets.inlineScripts.tagManager);
      expect(snippet, path).toContain('"sandbox","allow-scripts"');
      expect(snippet, path).not.toContain('allow-same-origin');
      expect(html, path).not.toMatch(/<script[^>]+src="https:\/\/www\.googletagmanager\.com/);
    }
  });
});
