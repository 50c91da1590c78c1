import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { baseUrl } from './browser';
import { BOTH_LANGUAGES, BOTH_VIEWPORTS, toSearchPage, touchVisitorPerTest } from './touch-visitor';
import type { Language } from './visitor';

// While the search service is down the visitor is told so, with a retry, never "no results"; the
// rest of the page works; once the service is back, the retry shows the results. The outage is
// the test environment's fault switch (a cookie honoured only with ENVIRONMENT=test), set after
// the home page has loaded, as an outage starts while a visitor browses.

const visitor = touchVisitorPerTest();
const SHOTS = '/tmp/shots-c';
const SHOTS_A = '/tmp/shots-a';

const TEXTS = {
  sv: {
    unavailable: 'Sökningen fungerar inte just nu.',
    retry: 'Försök igen',
    noResults: 'Inga resultat',
    query: 'Sökord',
    heading: 'Sök',
    words: 'ledar',
    seeAll: 'Visa alla resultat',
  },
  en: {
    unavailable: 'Search is unavailable right now.',
    retry: 'Try again',
    noResults: 'No results',
    query: 'Search words',
    heading: 'Search',
    words: 'leader',
    seeAll: 'Show all results',
  },
} as const;

async function searchGoesDown(context: BrowserContext) {
  await context.addCookies([{ name: 'fei_test_fault', value: 'search', url: baseUrl() }]);
}

async function searchComesBack(context: BrowserContext) {
  await context.clearCookies({ name: 'fei_test_fault' });
}

async function expectUnavailable(page: Page, language: Language) {
  const texts = TEXTS[language];
  // Shown in the results area beside its retry (and announced, hidden, where the count stands).
  await page.getByRole('link', { name: texts.retry, exact: true }).waitFor();
  expect(await page.getByText(texts.unavailable, { exact: true }).last().isVisible()).toBe(true);
  expect(await page.getByText(texts.noResults, { exact: true }).count()).toBe(0);
  // The rest of the page renders: its heading, the search form, the footer.
  expect(await page.getByRole('heading', { level: 1, name: texts.heading, exact: true }).count()).toBe(1);
  expect(await page.getByLabel(texts.query, { exact: true }).isVisible()).toBe(true);
  expect(await page.getByRole('contentinfo').count()).toBe(1);
}

// The only expected problems: the browser's log of the failed /api/search answers (502).
const unexpected = (problems: string[]) =>
  problems.filter((problem) => !problem.includes('ERR_NAME_NOT_RESOLVED') && !/status of 502/.test(problem));

describe('search is unavailable', () => {
  for (const language of BOTH_LANGUAGES) {
    for (const viewport of BOTH_VIEWPORTS) {
      test(`the search page says so with a retry, not "no results", and the retry shows the results once search is back (${language}, ${viewport})`, async () => {
        const { page, problems, press } = await visitor.openHome(language, viewport);
        const context = page.context();
        await searchGoesDown(context);
        await toSearchPage(page, press, language);
        await expectUnavailable(page, language);
        await page.screenshot({ path: `${SHOTS}/search-unavailable-${language}-${viewport === 'mobile' ? 390 : 1280}.png`, fullPage: true });

        // Searching again in the page while the service is still down says the same.
        const words = TEXTS[language].words;
        await page.getByLabel(TEXTS[language].query, { exact: true }).fill(words);
        await page.waitForURL((url) => url.searchParams.get('q') === words);
        await expectUnavailable(page, language);

        await searchComesBack(context);
        await press(page.getByRole('link', { name: TEXTS[language].retry, exact: true }));
        const firstCard = page.locator('.explorer-results article').first();
        await firstCard.waitFor();
        expect(await page.getByText(TEXTS[language].unavailable, { exact: true }).count()).toBe(0);
        expect(unexpected(problems)).toEqual([]);
      });
    }
  }

  test('a page that failed is not kept: after recovery the same address shows results at once (sv, desktop)', async () => {
    const { page, press } = await visitor.openHome('sv', 'desktop');
    const context = page.context();
    await searchGoesDown(context);
    await toSearchPage(page, press, 'sv');
    await expectUnavailable(page, 'sv');
    // Asked for again while down (a page is kept from its second request), then after recovery.
    await page.reload();
    await expectUnavailable(page, 'sv');
    await searchComesBack(context);
    await page.reload();
    await page.locator('.explorer-results article').first().waitFor();
    expect(await page.getByText(TEXTS.sv.unavailable, { exact: true }).count()).toBe(0);
  });
});

const HEADER = {
  sv: { open: 'Sök', overlay: 'Sök bland kurser, program och artiklar', openMenu: 'Öppna menyn', searchPage: 'Gå till söksidan', path: '/sok' },
  en: {
    open: 'Search',
    overlay: 'Search courses, programmes and articles',
    openMenu: 'Open the menu',
    searchPage: 'Go to the search page',
    path: '/en/search',
  },
} as const;

/** The header's search box as a visitor reaches it: the search button's overlay on a desktop, the menu on a phone. */
async function openHeaderSearch(page: Page, press: (target: Locator) => Promise<void>, language: Language, mobile: boolean): Promise<Locator> {
  const texts = HEADER[language];
  if (mobile) {
    await press(page.getByLabel(texts.openMenu, { exact: true }));
    return page.getByRole('searchbox', { name: texts.overlay }).filter({ visible: true });
  }
  await press(page.getByRole('banner').getByRole('button', { name: texts.open, exact: true }));
  return page.getByRole('dialog', { name: texts.overlay }).getByRole('searchbox');
}

describe("the header's live search while search is down", () => {
  for (const language of BOTH_LANGUAGES) {
    for (const viewport of BOTH_VIEWPORTS) {
      test(`says search is unavailable, not "no results", retries, and leads on to the search page (${language}, ${viewport})`, async () => {
        const texts = TEXTS[language];
        const { page, problems, press } = await visitor.openHome(language, viewport);
        const context = page.context();
        await searchGoesDown(context);
        const box = await openHeaderSearch(page, press, language, viewport === 'mobile');
        await box.fill(texts.words);
        const unavailable = page.getByText(texts.unavailable, { exact: true }).filter({ visible: true });
        await unavailable.waitFor();
        expect(await page.getByText(texts.noResults, { exact: true }).count()).toBe(0);
        await page.screenshot({ path: `${SHOTS_A}/header-search-unavailable-${language}-${viewport === 'mobile' ? 390 : 1280}.png` });

        // Search is back: the retry shows the live results in place of the message.
        await searchComesBack(context);
        await press(page.getByRole('button', { name: texts.retry, exact: true }).filter({ visible: true }));
        await page.getByRole('link', { name: texts.seeAll }).filter({ visible: true }).waitFor();
        expect(await unavailable.count()).toBe(0);

        // Down again: a longer text says so again, and its link leads to the search page for that text.
        await searchGoesDown(context);
        await box.fill(`${texts.words}sk`);
        await unavailable.waitFor();
        await press(page.getByRole('link', { name: HEADER[language].searchPage, exact: true }).filter({ visible: true }));
        await page.waitForURL((url) => url.pathname === HEADER[language].path && url.searchParams.get('q') === `${texts.words}sk`);
        await expectUnavailable(page, language);
        expect(unexpected(problems)).toEqual([]);
      });
    }
  }
});
