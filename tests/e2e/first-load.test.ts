import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { baseUrl, isBeforeFirstPaintScript, VIEWPORTS, waitForHydration } from './browser';
import { contextsPerTest } from './visitor-context';

// What a first visit downloads before and right after the page becomes interactive: the app starts
// only once the lead image has arrived, the texts are the page's language's only, and neither zod
// nor the cart runtime is part of it while the visitor has no cart (they are the largest optional parts of the bundle). Each downloaded
// file is looked up in the build's metafile to see which sources it carries.

interface Metafile {
  outputs: Record<string, { inputs: Record<string, unknown> }>;
}
const metafile = JSON.parse(readFileSync(new URL('../../dist/client-metafile.json', import.meta.url), 'utf8')) as Metafile;

/** The source files bundled into a served script (`/assets/...`). */
function sourcesOf(scriptPath: string): string[] {
  return Object.keys(metafile.outputs[`dist/client${scriptPath}`]?.inputs ?? {});
}

const { newContext } = contextsPerTest();

/** Every script the page fetches until hydration and the idle time after it are over. */
async function scriptsOfFirstVisit(page: Page, path: string): Promise<string[]> {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(path);
  await waitForHydration(page);
  // The cart runtime would be asked for from an idle callback (2 s at the latest) after hydration.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2500 })));
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2500 })));
  await page.waitForLoadState('networkidle');
  return scripts;
}

describe('first visit downloads', () => {
  for (const [name, path] of [
    ['home (sv)', '/'],
    ['catalogue page (sv)', '/utbildningar'],
    ['course (en)', '/en/course/leadership-for-new-managers'],
    ['search results (en)', '/en/search?q=leadership'],
  ] as const) {
    test(`${name}: only the page's language's texts, no router, and neither zod nor the cart runtime while there is no cart`, async () => {
      const [own, other] = path.startsWith('/en') ? ['en', 'sv'] : ['sv', 'en'];
      // The browser asks for the page's language, so the root path is not redirected to /en.
      const context = await newContext({ viewport: VIEWPORTS.mobile, baseURL: baseUrl(), locale: own === 'sv' ? 'sv-SE' : 'en-GB' });
      const page = await context.newPage();
      const scripts = await scriptsOfFirstVisit(page, path);
      expect(scripts.length).toBeGreaterThan(1);
      for (const script of scripts) expect(sourcesOf(script), script).not.toContain('web/cart/cart-runtime.ts');
      const sources = scripts.flatMap(sourcesOf);
      // A page run as islands loads the site's texts without the checkout's (web/app/site-messages.ts).
      expect(sources).toContain(`shared/i18n/messages/site-catalogue-${own}.ts`);
      expect(sources.filter((source) => source.includes(`messages-${other}.ts`) || source.endsWith(`catalogue-${other}.ts`))).toEqual([]);
      expect(sources.filter((source) => source.startsWith('shared/checkout/'))).toEqual([]);
      // Its islands hydrate without react-router: a link loads the next page.
      expect(sources.filter((source) => source.startsWith('node_modules/react-router/'))).toEqual([]);
      const zod = scripts.filter((script) => sourcesOf(script).some((source) => source.startsWith('node_modules/zod/')));
      expect(zod).toEqual([]);
    });
  }

  test("a checkout step runs as the app: react-router and the texts with the checkout's", async () => {
    const context = await newContext({ viewport: VIEWPORTS.mobile, baseURL: baseUrl(), locale: 'en-GB' });
    const page = await context.newPage();
    const sources = (await scriptsOfFirstVisit(page, '/en/checkout')).flatMap(sourcesOf);
    expect(sources.some((source) => source.startsWith('node_modules/react-router/'))).toBe(true);
    expect(sources).toContain('shared/i18n/messages/catalogue-en.ts');
    expect(sources).toContain('shared/checkout/messages-en.ts');
  });

  test('the app is requested only after the lead image has arrived', async () => {
    const context = await newContext({ viewport: VIEWPORTS.mobile, baseURL: baseUrl(), locale: 'sv-SE' });
    const page = await context.newPage();
    const events: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().includes('/images/seed/home.webp')) events.push('lead image arrived');
    });
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && !isBeforeFirstPaintScript(new URL(request.url()).pathname)) events.push('script requested');
    });
    await page.goto('/');
    await waitForHydration(page);
    expect(await page.locator('img[fetchpriority=high]').getAttribute('src')).toBe('/images/seed/home.webp');
    expect(events[0]).toBe('lead image arrived');
    expect(events.filter((event) => event === 'script requested').length).toBeGreaterThan(1);
  });
});
