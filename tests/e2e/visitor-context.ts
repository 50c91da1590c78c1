import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { LANGUAGE_COOKIE, LANGUAGE_LOCALES, type Language } from '../../shared/i18n/languages';
import { baseUrl, type BrowserOptions, launchBrowser, onlyTheSite, type OutsideAnswer, ownClientAddress, VIEWPORTS } from './browser';

// How an end-to-end test's browser context is made: one function for every visitor, so each has
// a client address of its own, the language's locale and cookie, the width and touch of its
// device, and no way off the site unless the test says so.

export type Viewport = keyof typeof VIEWPORTS;

/** What requests that leave the site meet: none of them reaches the internet (there is none here). */
export type Outside =
  /** 'abort': as if the machine had no network; 'empty': an empty 204 at once. Both listed in the visit's `outside`. */
  | OutsideAnswer
  /** Left alone: the test routes them itself. */
  | 'route-yourself';

/** The visitor a context stands for. */
export interface VisitorContextOptions {
  /** The visitor's language: the browser's locale and the remembered language cookie. Default Swedish. */
  language?: Language;
  /** A phone (390 × 844) or a desktop (1280 × 900). Default desktop. */
  viewport?: Viewport;
  /** A touch screen (and a mobile browser): `press` taps. Default: on a phone. */
  touch?: boolean;
  /** JavaScript on (default) or off, as in a browser whose visitor turned it off. */
  javaScript?: boolean;
  /** Whether the browser remembers the language (the cookie the language selector sets). Default yes. */
  languageCookie?: boolean;
  /** What requests that leave the site meet. Default 'abort'. */
  outside?: Outside;
  /** Another site than the run's (a file that starts its own). */
  site?: string;
  /** More of Playwright's context options (permissions, colour scheme, extra headers, …). */
  contextOptions?: BrowserContextOptions;
}

/**
 * A visitor's browser context: its own client address, viewport, locale, touch and language
 * cookie, and requests that leave the site stopped. Every end-to-end context is made here: the
 * `visitor` fixture's (visitor-test.ts) and the older helpers' that wrap it.
 */
export async function openVisitorContext(
  browser: Browser,
  options: VisitorContextOptions = {},
): Promise<{ context: BrowserContext; outside: string[] }> {
  const { language = 'sv', viewport = 'desktop', javaScript = true, languageCookie = true, outside = 'abort', site = baseUrl() } = options;
  const touch = options.touch ?? viewport === 'mobile';
  const extra = options.contextOptions ?? {};
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    locale: LANGUAGE_LOCALES[language],
    baseURL: site,
    ...(touch ? { hasTouch: true, isMobile: true } : {}),
    ...(javaScript ? {} : { javaScriptEnabled: false }),
    ...extra,
    extraHTTPHeaders: { ...ownClientAddress(), ...extra.extraHTTPHeaders },
  });
  if (languageCookie) await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: site }]);
  const left = outside === 'route-yourself' ? [] : await onlyTheSite(context, site, outside);
  return { context, outside: left };
}

/**
 * One browser for a test file and fresh contexts for its tests, each closed after its test however
 * it ends: for the files that open contexts without the `visitor` fixture. Call it at the top level
 * of a test file; `open` and `newContext` only inside a test.
 */
export function contextsPerTest(browserOptions: BrowserOptions = {}): {
  /** A visitor's context (openVisitorContext). */
  open: (options?: VisitorContextOptions) => Promise<{ context: BrowserContext; outside: string[] }>;
  /** A context of Playwright's own options (a client address of its own still), no cookie, no routes. */
  newContext: (options: BrowserContextOptions) => Promise<BrowserContext>;
} {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser(browserOptions);
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
  const open = async (options: VisitorContextOptions = {}) => {
    if (!browser) throw new Error('contextsPerTest: open a context inside a test');
    const visitor = await openVisitorContext(browser, options);
    contexts.push(visitor.context);
    return visitor;
  };
  return {
    open,
    async newContext(options) {
      const { context } = await open({ touch: false, languageCookie: false, outside: 'route-yourself', contextOptions: options });
      return context;
    },
  };
}
