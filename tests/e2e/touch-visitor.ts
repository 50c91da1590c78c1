import type { Locator, Page } from 'playwright-core';
import { baseUrl, type BrowserOptions, onlyTheSite, openPage, waitForHydration } from './browser';
import { contextsPerTest } from './visitor-context';
import { pathFor } from '../../shared/routing/paths';
import { text } from './texts';
import { type Language, TEXTS, type Viewport } from './visitor';

/**
 * A visitor as visitor.ts has one, but on a phone with touch: at 390 px the context has touch and
 * a mobile viewport, and `press` taps where a desktop visitor clicks. Call at the top level of a
 * test file. `siteUrl` names another site than the run's (a test file that starts its own).
 */
export function touchVisitorPerTest(browserOptions: BrowserOptions = {}, siteUrl: () => string = baseUrl) {
  const visitors = contextsPerTest(browserOptions);
  /** A fresh context of the visitor, not yet on any page (for tests that route before the first load). */
  async function open(language: Language, viewport: Viewport) {
    const mobile = viewport === 'mobile';
    const { context } = await visitors.open({ language, viewport, site: siteUrl(), outside: 'route-yourself' });
    const press: Press = async (target) => {
      if (mobile) await target.tap();
      else await target.click();
    };
    return { context, press };
  }
  return {
    open,
    async openHome(language: Language, viewport: Viewport) {
      const { context, press } = await open(language, viewport);
      const outside = await onlyTheSite(context, siteUrl());
      const { page, problems } = await openPage(context);
      await page.goto(TEXTS[language].home);
      await waitForHydration(page);
      return { page, problems, outside, press };
    },
  };
}

export const BOTH_LANGUAGES = ['sv', 'en'] as const;
export const BOTH_VIEWPORTS = ['mobile', 'desktop'] as const;

/** Taps on a phone, clicks on a desktop. */
export type Press = (target: Locator) => Promise<void>;

/** The search page's link, path, box and "Show more", in each language (texts from the catalogue). */
const searchTextsOf = (language: Language) => ({
  allCourses: text(language, 'content.see_all'),
  path: pathFor('search', language),
  query: text(language, 'search.query_label'),
  more: text(language, 'cta.show_more'),
});
const SEARCH = { sv: searchTextsOf('sv'), en: searchTextsOf('en') };

/** From the home page to the search page, by the link under the catalogue. */
export async function toSearchPage(page: Page, press: Press, language: Language): Promise<void> {
  await press(page.getByRole('link', { name: SEARCH[language].allCourses }));
  await page.waitForURL((url) => url.pathname === SEARCH[language].path);
  await waitForHydration(page);
}

/** From the home page: searches the search page for words and opens the hit with this exact title. */
export async function openHit(page: Page, press: Press, language: Language, words: string, title: string): Promise<void> {
  await toSearchPage(page, press, language);
  await page.getByLabel(SEARCH[language].query, { exact: true }).fill(words);
  await page.waitForURL((url) => url.searchParams.get('q') === words);
  // The page shows its first rows of hits (docs/decisions/037): 'Show more' until the hit shows.
  const hit = page.getByRole('link', { name: title, exact: true }).filter({ visible: true }).first();
  for (let rows = 4; !(await hit.isVisible()); rows += 2) {
    if (rows > 40) throw new Error(`"${title}" is not among the hits of "${words}"`);
    await press(page.getByRole('main').getByRole('link', { name: SEARCH[language].more }));
    await page.waitForURL((url) => url.searchParams.get('rows') === String(rows));
  }
  await press(hit);
  await page.waitForURL((url) => url.pathname !== SEARCH[language].path);
  await waitForHydration(page);
}
