import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseUrl, isBeforeFirstPaintScript, launchBrowser, waitForHydration } from './browser';
import { layoutShifts, SHIFT_BUDGET } from './layout-shifts';
import { addEvent, COURSES } from './checkout-helpers';
import { openVisitorContext } from './visitor-context';

// What Lighthouse's first paint and largest paint depend on, on the home, search and course pages
// at both widths: one stylesheet, cached under its hashed name (so it is not in every document),
// the one image fetched with high priority is the page's lead image, in the
// first screen and never lazy, and nothing on the page moves once it has been painted.

let browser: Browser;

interface PageCase {
  name: string;
  path: string;
  /** The lead image of the page: the one fetched first. */
  lead: string;
}

async function coursePath(): Promise<string> {
  const xml = await (await fetch(`${baseUrl()}/sv-sitemap.xml`)).text();
  const course = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]!).pathname)
    .find((path) => path.startsWith('/kurs/'));
  if (!course) throw new Error('no course in the sitemap');
  return course;
}

/** The page's largest paint so far (the last candidate the browser reported): its element's class and size. */
async function largestPaint(page: Page): Promise<{ element: string; size: number } | null> {
  return page.evaluate(() => {
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    const entries = observer.takeRecords() as (PerformanceEntry & { element: Element | null; size: number })[];
    observer.disconnect();
    const last = entries.at(-1);
    return last ? { element: `${last.element?.tagName.toLowerCase()}.${last.element?.className}`, size: last.size } : null;
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

for (const viewport of ['mobile', 'desktop'] as const) {
  describe(`first paint (${viewport})`, () => {
    let context: BrowserContext;
    let cases: PageCase[];

    beforeAll(async () => {
      ({ context } = await openVisitorContext(browser, { viewport, touch: false, languageCookie: false, outside: 'route-yourself' }));
      cases = [
        { name: 'home', path: '/', lead: '.hero-block__image' },
        { name: 'search', path: '/sok?department=course', lead: '.explorer-results .card__image' },
        { name: 'course', path: await coursePath(), lead: '.item-media__image' },
      ];
    });
    afterAll(async () => {
      await context?.close();
    });

    /** A cart in the context's storage, added on the course page as a visitor adds it; once per context. */
    let cartStored: Promise<void> | undefined;
    const storeCart = () => {
      cartStored ??= (async () => {
        const shopper = await context.newPage();
        await addEvent(shopper, COURSES.swedishAcademic, 1);
        await shopper.close();
      })();
      return cartStored;
    };

    // One load of each page serves the three checks of its first paint: what they look at is the
    // same load, and a page loaded three times costs three times as long.
    test('the stylesheet is one file in the head, cached for good under its hashed name, and its rules apply; only the lead image is fetched with high priority, in the first screen and not lazy; nothing moves once painted, video stills and the header included', async () => {
      for (const { name, path, lead } of cases) {
        const page = await context.newPage();
        const stylesheets: { url: string; cacheControl: string | undefined }[] = [];
        page.on('response', (response) => {
          if (response.request().resourceType() === 'stylesheet')
            stylesheets.push({ url: new URL(response.url()).pathname, cacheControl: response.headers()['cache-control'] });
        });
        await page.goto(path, { waitUntil: 'load' });
        await waitForHydration(page);
        const head = await page.evaluate(() => ({
          inlineStyles: document.querySelectorAll('style').length,
          links: document.head.querySelectorAll('link[rel="stylesheet"]').length,
          // The rules apply: the body takes the tokens' font, not the browser's default serif.
          font: getComputedStyle(document.body).fontFamily,
        }));
        expect({ name, ...head, stylesheets }).toEqual({
          name,
          inlineStyles: 0,
          links: 1,
          font: expect.not.stringMatching(/^"?Times/),
          stylesheets: [
            { url: expect.stringMatching(/^\/assets\/styles-[A-Z0-9]+\.css$/), cacheControl: 'public, max-age=31536000, immutable' },
          ],
        });

        const found = await page.evaluate((selector) => {
          const urgent = [...document.querySelectorAll('img[fetchpriority="high"]')];
          const image = document.querySelector(selector);
          const box = image?.getBoundingClientRect();
          return {
            urgent: urgent.length,
            isLead: urgent[0] === image,
            lazy: image?.getAttribute('loading') === 'lazy',
            inFirstScreen: box ? box.top < window.innerHeight && box.bottom > 0 : false,
            sized: image ? image.hasAttribute('width') && image.hasAttribute('height') : false,
          };
        }, lead);
        expect({ name, ...found }).toEqual({ name, urgent: 1, isLead: true, lazy: false, inFirstScreen: true, sized: true });

        await page.waitForLoadState('networkidle');
        // Every image that is not left for later (lazy, below the fold) has loaded, video stills included.
        await page.waitForFunction(() =>
          [...document.querySelectorAll('img:not([loading="lazy"])')].every((image) => (image as HTMLImageElement).complete),
        );
        const { total, shifts } = await layoutShifts(page);
        expect(total, `${name}: ${shifts}`).toBeLessThan(SHIFT_BUDGET);
        await page.close();
      }
    });

    // One load of each step serves both checks; the cart is stored once, by the course page, for
    // this test and the badge's.
    test('a checkout step fills the first screen before the cart is read, so nothing on screen moves when its content arrives; its largest paint is its introduction, sent with the page, not what the stored cart fills in after it', async () => {
      await storeCart();
      for (const path of ['/checkout', '/checkout/customer', '/checkout/booking', '/checkout/confirm', '/checkout/status']) {
        const page = await context.newPage();
        await page.goto(path, { waitUntil: 'load' });
        await waitForHydration(page);
        // The step's content is drawn from the stored cart, and the cart is priced: both done.
        await page.waitForLoadState('networkidle');
        await page.locator('main h1').waitFor({ state: 'visible' });
        // The step's own content has arrived: no step is still loading the cart.
        await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
        if (path !== '/checkout/confirm') {
          const { total, shifts } = await layoutShifts(page);
          expect(total, `${path}: ${shifts}`).toBeLessThan(SHIFT_BUDGET);
        }
        expect(await largestPaint(page), path).toMatchObject({ element: 'p.checkout-page__intro' });
        await page.close();
      }
    });

    test("the header's cart badge appears without moving anything", async () => {
      await storeCart();
      for (const { name, path } of cases) {
        const page = await context.newPage();
        await page.goto(path, { waitUntil: 'load' });
        await waitForHydration(page);
        // The badge shows once the stored cart has been read in the browser.
        await page.getByTestId('bag-badge').waitFor({ state: 'visible' });
        const { total, shifts } = await layoutShifts(page);
        expect(total, `${name}: ${shifts}`).toBeLessThan(SHIFT_BUDGET);
        await page.close();
      }
    });
  });
}

// The first paint waits for the page's before-first-paint script (docs/decisions/023), which runs
// once the whole document is parsed: the page is painted once with its main content, not its
// header first. Held back here, the script shows the paint waiting for it with the document parsed.
describe('the first paint waits for the whole document', () => {
  for (const [language, path] of [
    ['sv', '/utbildningar'],
    ['en', '/en/checkout'],
  ] as const) {
    test(`${path} (${language}): no paint while the script before it is held back, the main content in the first one`, async () => {
      const { context } = await openVisitorContext(browser, {
        language,
        viewport: 'mobile',
        touch: false,
        languageCookie: false,
        outside: 'route-yourself',
      });
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await context.route(
        (url) => isBeforeFirstPaintScript(url.pathname),
        async (route) => {
          await held;
          await route.continue();
        },
      );
      const page = await context.newPage();
      await page.goto(path, { waitUntil: 'commit' });
      // The whole document is parsed, its deferred script not yet run (polled by a timer: no
      // animation frame comes while rendering waits)...
      await page.waitForFunction(() => document.readyState === 'interactive', null, { polling: 50 });
      await page.waitForTimeout(300);
      // ...and nothing has been painted yet.
      expect(await page.evaluate(() => performance.getEntriesByType('paint').length)).toBe(0);
      release();
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length === 1, null, { polling: 50 });
      expect(await page.locator('main h1').isVisible()).toBe(true);
      await context.close();
    });
  }
});
