import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { waitForHydration } from './browser';
import { followMenu, TEXTS, visitorPerTest } from './visitor';
import { TWO_ROUNDS } from './visitor-test';

// The catalogue page as a visitor reaches it: from the home page, through the main menu's topic
// and programme-group entries, on a phone and a desktop, with and without JavaScript. Every entry
// used to land on an explorer band with no filters and no cards.

const { openHome } = visitorPerTest();

const BUSINESS_SCHOOL_PROGRAMMES = ['Executive Programme Alicante', 'International Business Programme'];

async function cardsShown(page: Page) {
  const cards = page.getByRole('main').getByRole('article');
  await cards.first().waitFor();
  return {
    titles: await cards.getByRole('heading', { level: 3 }).allTextContents(),
    eyebrows: await cards.locator('p', { hasText: ' · ' }).allTextContents(),
  };
}

describe('the catalogue page reached from the main menu', () => {
  for (const [language, viewport] of TWO_ROUNDS) {
    for (const javaScript of [true, false]) {
      const how = `${language}, ${viewport}, ${javaScript ? 'with' : 'without'} JavaScript`;

      test(`a topic's entry shows that topic's courses, with the topic chosen in its filter (${how})`, async () => {
        const texts = TEXTS[language];
        const { page, problems, outside } = await openHome(language, viewport, javaScript);
        await followMenu(page, language, viewport, javaScript, [texts.courses, texts.topic, texts.allTopicCourses]);
        await page.waitForURL((url) => url.searchParams.get('department') === 'course');
        if (javaScript) await waitForHydration(page);
        const { titles, eyebrows } = await cardsShown(page);
        expect(titles.length).toBeGreaterThan(0);
        expect(new Set(eyebrows)).toEqual(new Set([texts.courseEyebrow]));
        expect(await page.getByRole('combobox', { name: texts.topicSelect }).inputValue()).toBe(texts.topic);
        expect(problems).toEqual([]);
        expect(outside).toEqual([]);
      });

      test(`a programme group's entry shows only that group's programmes, and the visitor can lift the filter (${how})`, async () => {
        const texts = TEXTS[language];
        const { page, problems, outside } = await openHome(language, viewport, javaScript);
        await followMenu(page, language, viewport, javaScript, [texts.programmes, texts.group, texts.allGroupProgrammes]);
        await page.waitForURL((url) => url.searchParams.get('category') === 'business-school');
        if (javaScript) await waitForHydration(page);
        const { titles, eyebrows } = await cardsShown(page);
        expect(titles.sort()).toEqual(BUSINESS_SCHOOL_PROGRAMMES);
        for (const eyebrow of eyebrows) expect(eyebrow).toMatch(texts.programmeEyebrow);

        await page.getByRole('link', { name: texts.removeGroup }).click();
        await page.waitForURL((url) => !url.searchParams.has('category'));
        // The count line says how many the listing holds; a phone shows only rows of one column of them.
        const hits = async () => Number((await page.getByTestId('explorer-count').first().textContent())?.match(/\d+/)?.[0] ?? 0);
        await expect.poll(hits).toBeGreaterThan(BUSINESS_SCHOOL_PROGRAMMES.length);
        expect(problems).toEqual([]);
        expect(outside).toEqual([]);
      });
    }
  }
});

describe('the programme groups of the main menu', () => {
  test('each group links to its own filtered catalogue page, in both languages', async () => {
    for (const language of ['sv', 'en'] as const) {
      const { page } = await openHome(language, 'desktop', false);
      const menu = page.getByRole('navigation', { name: TEXTS[language].mainMenu }).filter({ visible: true });
      await menu.getByText(TEXTS[language].programmes, { exact: true }).first().click();
      const groups = menu.getByRole('link', {
        name: /Program i Sverige|FEI Business School|Program på engelska|Programmes in Sweden|Programmes in English/,
      });
      const hrefs = await groups.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs).toHaveLength(3);
      expect(new Set(hrefs).size).toBe(3);
    }
  });
});
