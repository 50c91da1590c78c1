import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { waitForHydration } from './browser';
import { BOTH_LANGUAGES, type Press, toSearchPage, touchVisitorPerTest } from './touch-visitor';
import type { Language } from './visitor';

const visitor = touchVisitorPerTest();
const SHOTS = '/tmp/shots-f';
mkdirSync(SHOTS, { recursive: true });

const TEXTS = {
  sv: {
    search: 'Sök',
    openMenu: 'Öppna menyn',
    searchLabel: 'Sök bland kurser, program och artiklar',
    article: 'Vad CSRD betyder för medelstora företag',
    articlePath: '/inspiration/vad-csrd-betyder-for-medelstora-foretag',
    searchPath: '/sok',
    query: 'Sökord',
    eyebrow: 'Inspiration',
    noDate: 'Nya datum kommer snart',
  },
  en: {
    search: 'Search',
    openMenu: 'Open the menu',
    searchLabel: 'Search courses, programmes and articles',
    article: 'What CSRD means for mid-sized companies',
    articlePath: '/en/inspiration/what-csrd-means-for-mid-sized-companies',
    searchPath: '/en/search',
    query: 'Search words',
    eyebrow: 'Inspiration',
    noDate: 'New dates coming soon',
  },
} as const;

/** The article page opened from a result: its address and its heading. */
async function expectArticle(page: Page, language: Language) {
  await page.waitForURL((url) => url.pathname === TEXTS[language].articlePath);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(TEXTS[language].article);
}

/** The article's card among the search page's results: its eyebrow and description, no dates or places. */
async function expectArticleCard(page: Page, language: Language): Promise<Locator> {
  const link = page.getByRole('link', { name: TEXTS[language].article, exact: true });
  await link.waitFor();
  const card = page.locator('article').filter({ has: link });
  const text = (await card.textContent()) ?? '';
  expect(text).toContain(TEXTS[language].eyebrow);
  expect(text).not.toContain(TEXTS[language].noDate);
  expect(text).not.toContain('undefined');
  expect(await card.locator('.card__facts').count()).toBe(0);
  return link;
}

async function searchFromPhoneMenu(page: Page, press: Press, language: Language) {
  // The toggle is the menu's <summary>, named by its label.
  await press(page.getByLabel(TEXTS[language].openMenu, { exact: true }));
  const box = page.getByRole('searchbox', { name: TEXTS[language].searchLabel });
  await box.fill('CSRD');
  // The menu lists the article while typing, then Enter leads to the search page.
  await page.getByRole('link', { name: new RegExp(`^${TEXTS[language].article}`) }).waitFor();
  await box.press('Enter');
  await page.waitForURL((url) => url.pathname === TEXTS[language].searchPath && url.searchParams.get('q') === 'CSRD');
  await waitForHydration(page);
}

describe('site search finds inspiration articles', () => {
  for (const language of BOTH_LANGUAGES) {
    test(`the phone menu search finds the CSRD article on the search page, shown as an article card, and opens it (${language}, mobile)`, async () => {
      const { page, problems, press } = await visitor.openHome(language, 'mobile');
      await searchFromPhoneMenu(page, press, language);
      const link = await expectArticleCard(page, language);
      await link.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/search-page-article-${language}-390.png`, animations: 'disabled' });
      await press(link);
      await expectArticle(page, language);
      expect(problems.filter((problem) => !problem.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);
    });

    test(`the desktop header search lists the CSRD article among its results and opens it (${language}, desktop)`, async () => {
      const { page, problems, press } = await visitor.openHome(language, 'desktop');
      await press(page.getByRole('button', { name: TEXTS[language].search, exact: true }));
      const overlay = page.getByRole('dialog', { name: TEXTS[language].searchLabel });
      await overlay.getByRole('searchbox', { name: TEXTS[language].searchLabel }).fill('CSRD');
      const hit = overlay.getByRole('link', { name: new RegExp(`^${TEXTS[language].article}`) });
      await hit.waitFor();
      await expect(hit.textContent()).resolves.toContain(TEXTS[language].eyebrow);
      await page.screenshot({ path: `${SHOTS}/overlay-article-${language}-1280.png` });
      await press(hit);
      await expectArticle(page, language);
      expect(problems.filter((problem) => !problem.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);
    });

    test(`the search page finds the CSRD article beside the courses, shown as an article card, and opens it (${language}, desktop)`, async () => {
      const { page, problems, press } = await visitor.openHome(language, 'desktop');
      await toSearchPage(page, press, language);
      await page.getByLabel(TEXTS[language].query, { exact: true }).fill('CSRD');
      await page.waitForURL((url) => url.searchParams.get('q') === 'CSRD');
      const link = await expectArticleCard(page, language);
      await page.screenshot({ path: `${SHOTS}/search-page-article-${language}-1280.png` });
      await press(link);
      await expectArticle(page, language);
      expect(problems.filter((problem) => !problem.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);
    });
  }
});
