import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { waitForHydration } from './browser';
import { followMenu, TEXTS, visitorPerTest, type Language, type Viewport } from './visitor';
import { TWO_ROUNDS } from './visitor-test';

// The header as a visitor uses it to find things and to change language: the desktop search
// overlay reaches the search page (issue 41, item 1: its form was removed from the document as it
// was submitted, so nothing happened), the phone menu's search still does, and the language
// links lead to the same page in the other language (item 11, docs/decisions/024).

const { openHome } = visitorPerTest();

const SEARCH = {
  sv: { open: 'Sök', overlay: 'Sök bland kurser, program och artiklar', submit: 'Sök', path: '/sok', queryBox: 'Sökord' },
  en: { open: 'Search', overlay: 'Search courses, programmes and articles', submit: 'Search', path: '/en/search', queryBox: 'Search words' },
} as const;

/** The search page reached with a query: its address and the query in its own box. */
async function expectSearchPage(page: Page, language: Language, query: string) {
  await page.waitForURL((url) => url.pathname === SEARCH[language].path && url.searchParams.get('q') === query);
  expect(await page.getByRole('searchbox', { name: SEARCH[language].queryBox }).inputValue()).toBe(query);
}

describe('search from the desktop header', () => {
  for (const language of ['sv', 'en'] as const) {
    for (const how of ['Enter', 'the search button'] as const) {
      test(`typing a word and pressing ${how} reaches the search page, however few the hits (${language}, desktop)`, async () => {
        const texts = SEARCH[language];
        const { page, problems, outside } = await openHome(language, 'desktop');
        await page.getByRole('banner').getByRole('button', { name: texts.open, exact: true }).click();
        const overlay = page.getByRole('dialog', { name: texts.overlay });
        const box = overlay.getByRole('searchbox');
        await box.fill('budget');
        // The live results are few: no "show all results" link, so the form itself must lead on.
        await overlay.getByTestId('overlay-results').waitFor();
        if (how === 'Enter') await box.press('Enter');
        else await overlay.getByRole('button', { name: texts.submit, exact: true }).click();
        await expectSearchPage(page, language, 'budget');
        expect(problems).toEqual([]);
        expect(outside).toEqual([]);
      });
    }
  }

  for (const language of ['sv', 'en'] as const) {
    test(`the phone menu's search still reaches the search page (${language}, mobile)`, async () => {
      const { page, problems } = await openHome(language, 'mobile');
      await page.getByLabel(TEXTS[language].openMenu, { exact: true }).click();
      const box = page.getByRole('searchbox', { name: SEARCH[language].overlay }).filter({ visible: true });
      await box.fill('budget');
      await box.press('Enter');
      await expectSearchPage(page, language, 'budget');
      expect(problems).toEqual([]);
    });
  }
});

const COURSE = {
  sv: { title: 'Coachande ledarskap', path: '/kurs/coachande-ledarskap', switchTo: 'English' },
  en: { title: 'Coaching leadership', path: '/en/course/coaching-leadership', switchTo: 'Svenska' },
} as const;

/** The language links: in the header on a desktop, at the foot of the open menu on a phone. */
async function chooseLanguage(page: Page, from: Language, viewport: Viewport) {
  if (viewport === 'mobile') await page.getByLabel(TEXTS[from].openMenu, { exact: true }).click();
  const selector = page.getByRole('navigation', { name: from === 'sv' ? 'Språk' : 'Language' }).filter({ visible: true });
  await selector.getByRole('link', { name: COURSE[from].switchTo }).click();
}

describe('the language switch keeps the page', () => {
  for (const [from, viewport] of TWO_ROUNDS) {
    const to = from === 'sv' ? 'en' : 'sv';
    test(`a course reached through the menus opens in the other language (${from} to ${to}, ${viewport})`, async () => {
      const texts = TEXTS[from];
      const { page, problems } = await openHome(from, viewport);
      await followMenu(page, from, viewport, true, [texts.courses, texts.topic, texts.allTopicCourses]);
      await page.getByRole('main').getByRole('link', { name: COURSE[from].title }).first().click();
      await page.waitForURL((url) => url.pathname === COURSE[from].path);
      await waitForHydration(page);
      await chooseLanguage(page, from, viewport);
      await page.waitForURL((url) => url.pathname === COURSE[to].path);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(COURSE[to].title);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(to);
      // The choice is remembered: the root path now leads to the chosen language.
      const cookies = await page.context().cookies();
      expect(cookies.find((cookie) => cookie.name === 'i18n_redirected')?.value).toBe(to);
      expect(problems).toEqual([]);
    });
  }

  test('a page with no alternate leads to the home page of the other language', async () => {
    const { page, problems } = await openHome('en', 'desktop');
    // A missing address is the page that has no counterpart: only typing it reaches it.
    const response = await page.goto('/en/no-such-page');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await chooseLanguage(page, 'en', 'desktop');
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('sv');
    expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
  });
});
