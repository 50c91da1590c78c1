import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { test as base } from 'vitest';
import type { Language } from '../../shared/i18n/languages';
import { homePath } from '../../shared/routing/paths';
import { baseUrl, launchBrowser, openPage, waitForHydration } from './browser';
import { writeStoredCarts } from './checkout-helpers';
import { type MessageKey, text } from './texts';
import { openVisitorContext, type Viewport, type VisitorContextOptions } from './visitor-context';

// The one way an end-to-end test opens a visitor's page (Epic Stack's `test.extend` fixtures):
//
//   import { test } from './visitor-test';
//   test('…', async ({ visitor }) => {
//     const { page, text, press } = await visitor.openHome({ language: 'en', viewport: 'mobile' });
//     await press(page.getByRole('button', { name: text('cart.bag') }));
//   });
//
// Each visitor is a browser context of its own (a client address of its own, so rate limits and
// seats never meet another test's), closed after the test however it ends; a second customer in
// the same test is a second `visitor.open…`. One browser per file, launched at the first visitor.

export type { Outside, Viewport } from './visitor-context';

/**
 * Both languages and both widths in two rounds: Swedish on a phone, English on a desktop. A walk
 * whose steps do not change with the width takes these; what a text or a rule says in each
 * language is checked in component and worker tests, and what each width looks like in the
 * files about looks (looks, step-tops-and-targets, first-paint), which take all four.
 */
export const TWO_ROUNDS = [
  ['sv', 'mobile'],
  ['en', 'desktop'],
] as const satisfies ReadonlyArray<readonly [Language, Viewport]>;

export interface VisitOptions extends VisitorContextOptions {
  /** Keep pages in the back/forward cache as visitors' browsers do (a browser of its own; see BrowserOptions). */
  backForwardCache?: boolean;
  /**
   * The carts the browser has stored (IndexedDB, web/cart/cart-database.ts) before the first page:
   * a test not about filling a cart starts with one. The visit opens on no page of the site then.
   */
  storedCarts?: Record<string, unknown>;
}

/** Taps on a touch screen, clicks with a mouse. */
export type Press = (target: Locator) => Promise<void>;

/** One visitor's browser context and page, with what the test checks afterwards. */
export interface Visit {
  context: BrowserContext;
  page: Page;
  /** Console errors and warnings, page errors, CSP violations (an uncaught page error fails the test by itself). */
  problems: string[];
  /** Requests that tried to leave the site (empty with `outside: 'route-yourself'`). */
  outside: string[];
  language: Language;
  viewport: Viewport;
  site: string;
  /** Taps on a touch screen, clicks otherwise. */
  press: Press;
  /** The catalogue's text in the visitor's language (texts.ts). */
  text: (key: MessageKey, params?: Readonly<Record<string, string | number>>) => string;
  /** Goes to a path of the site and waits until the page has hydrated (with JavaScript on). */
  goto: (path: string) => Promise<void>;
}

/** How a test opens visitors' pages: the `visitor` fixture. */
export interface Visitor {
  /** A fresh visitor with a page on no address yet (for a test that routes before the first load). */
  open: (options?: VisitOptions) => Promise<Visit>;
  /** A fresh visitor on the home page of its language, hydrated: where a walk starts. */
  openHome: (options?: VisitOptions) => Promise<Visit>;
  /** A fresh visitor on a path of the site, hydrated: a test that is not about getting there. */
  openAt: (path: string, options?: VisitOptions) => Promise<Visit>;
}

/** A browser per kind (with or without the back/forward cache), launched when first asked for. */
class Browsers {
  readonly #launched = new Map<boolean, Promise<Browser>>();

  get(backForwardCache: boolean): Promise<Browser> {
    let browser = this.#launched.get(backForwardCache);
    if (!browser) {
      browser = launchBrowser({ backForwardCache });
      this.#launched.set(backForwardCache, browser);
    }
    return browser;
  }

  async close(): Promise<void> {
    await Promise.all([...this.#launched.values()].map(async (browser) => (await browser).close()));
  }
}

async function visitOf(browsers: Browsers, contexts: BrowserContext[], options: VisitOptions): Promise<Visit> {
  const { language = 'sv', viewport = 'desktop', javaScript = true, site = baseUrl() } = options;
  const touch = options.touch ?? viewport === 'mobile';
  const browser = await browsers.get(options.backForwardCache ?? false);
  const { context, outside } = await openVisitorContext(browser, options);
  contexts.push(context);
  const { page, problems } = await openPage(context);
  const goto = async (path: string) => {
    await page.goto(path);
    if (javaScript) await waitForHydration(page);
  };
  if (options.storedCarts) {
    // Any page of the site's origin holds its IndexedDB; the robots file loads no script of the site.
    await page.goto('/robots.txt');
    await writeStoredCarts(page, options.storedCarts);
  }
  return {
    context,
    page,
    problems,
    outside,
    language,
    viewport,
    site,
    press: (target) => (touch ? target.tap() : target.click()),
    text: (key, params) => text(language, key, params),
    goto,
  };
}

/**
 * vitest's `test` with the `visitor` fixture. Import `test` (and `describe`, `expect`) from here
 * in an end-to-end test file instead of from vitest.
 */
export const test = base.extend<{ $file: { browsers: Browsers }; $test: { visitor: Visitor } }>({
  browsers: [
    // biome-ignore lint/correctness/noEmptyPattern: vitest reads the fixtures a fixture needs from its first parameter's pattern
    async ({}, use) => {
      const browsers = new Browsers();
      await use(browsers);
      await browsers.close();
    },
    { scope: 'file' },
  ],
  visitor: async ({ browsers }, use) => {
    const contexts: BrowserContext[] = [];
    const open = (options: VisitOptions = {}) => visitOf(browsers, contexts, options);
    await use({
      open,
      async openHome(options = {}) {
        const visit = await open(options);
        await visit.goto(homePath(visit.language));
        return visit;
      },
      async openAt(path, options = {}) {
        const visit = await open(options);
        await visit.goto(path);
        return visit;
      },
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

export { describe, expect } from 'vitest';
