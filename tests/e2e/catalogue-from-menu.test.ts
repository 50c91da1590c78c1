import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { baseUrl, fakeVideoService, launchBrowser, openPage, VIEWPORTS, waitForHydration } from './browser';

// The catalogue page as a visitor reaches it: from the home page, through the main menu's topic
// and programme-group entries, on a phone and a desktop, with and without JavaScript. Every entry
// used to land on an explorer band with no filters and no cards.

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});
afterAll(async () => {
  await browser?.close();
});

const TEXTS = {
  sv: {
    home: '/',
    mainMenu: 'Huvudmeny',
    openMenu: 'Öppna menyn',
    courses: 'Kurser',
    topic: 'Ledarskap',
    allTopicCourses: 'Alla kurser i ledarskap',
    topicSelect: 'Ämne',
    programmes: 'Program',
    group: 'FEI Business School',
    allGroupProgrammes: 'Alla program vid FEI Business School',
    removeGroup: 'Ta bort filtret FEI Business School',
    courseEyebrow: 'Kurs · Ledarskap',
    programmeEyebrow: /^Program · /,
  },
  en: {
    home: '/en',
    mainMenu: 'Main menu',
    openMenu: 'Open the menu',
    courses: 'Courses',
    topic: 'Leadership',
    allTopicCourses: 'All leadership courses',
    topicSelect: 'Topic',
    programmes: 'Programmes',
    group: 'FEI Business School',
    allGroupProgrammes: 'All FEI Business School programmes',
    removeGroup: 'Remove the filter FEI Business School',
    courseEyebrow: 'Course · Leadership',
    programmeEyebrow: /^Programme · /,
  },
} as const;

type Language = keyof typeof TEXTS;
type Viewport = keyof typeof VIEWPORTS;

const BUSINESS_SCHOOL_PROGRAMMES = ['Executive Programme Alicante', 'International Business Programme'];

async function openHome(language: Language, viewport: Viewport, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], locale: language === 'sv' ? 'sv-SE' : 'en-GB', baseURL: baseUrl(), javaScriptEnabled });
  contexts.push(context);
  await context.addCookies([{ name: 'i18n_redirected', value: language, url: baseUrl() }]);
  await fakeVideoService(context);
  const { page, problems } = await openPage(context);
  await page.goto(TEXTS[language].home);
  if (javaScriptEnabled) await waitForHydration(page);
  return { page, problems };
}

/**
 * Follows the main menu as a visitor does: the top entry, then the entry of its column, then its
 * "all" link. Without JavaScript the column entry itself is the link to the same page.
 */
async function followMenu(page: Page, language: Language, viewport: Viewport, javaScript: boolean, [top, entry, all]: [string, string, string]) {
  const texts = TEXTS[language];
  if (viewport === 'mobile') await page.getByLabel(texts.openMenu, { exact: true }).click();
  const menu = page.getByRole('navigation', { name: texts.mainMenu }).filter({ visible: true });
  if (!javaScript) {
    await menu.getByText(top, { exact: true }).first().click();
    await menu.getByRole('link', { name: entry, exact: true }).click();
    return;
  }
  if (viewport === 'mobile') await menu.getByRole('button', { name: top, exact: true }).click();
  else await menu.getByText(top, { exact: true }).first().click();
  await page.getByRole('button', { name: entry, exact: true }).filter({ visible: true }).click();
  await page.getByRole('link', { name: all, exact: true }).filter({ visible: true }).click();
}

async function cardsShown(page: Page) {
  const cards = page.getByRole('main').getByRole('article');
  await cards.first().waitFor();
  return {
    titles: await cards.getByRole('heading', { level: 3 }).allTextContents(),
    eyebrows: await cards.locator('p', { hasText: ' · ' }).allTextContents(),
  };
}

describe('the catalogue page reached from the main menu', () => {
  for (const language of ['sv', 'en'] as const) {
    for (const viewport of ['mobile', 'desktop'] as const) {
      for (const javaScript of [true, false]) {
        const how = `${language}, ${viewport}, ${javaScript ? 'with' : 'without'} JavaScript`;

        test(`a topic's entry shows that topic's courses, with the topic chosen in its filter (${how})`, async () => {
          const texts = TEXTS[language];
          const { page, problems } = await openHome(language, viewport, javaScript);
          await followMenu(page, language, viewport, javaScript, [texts.courses, texts.topic, texts.allTopicCourses]);
          await page.waitForURL((url) => url.searchParams.get('department') === 'course');
          if (javaScript) await waitForHydration(page);
          const { titles, eyebrows } = await cardsShown(page);
          expect(titles.length).toBeGreaterThan(0);
          expect(new Set(eyebrows)).toEqual(new Set([texts.courseEyebrow]));
          expect(await page.getByRole('combobox', { name: texts.topicSelect }).inputValue()).toBe(texts.topic);
          expect(problems).toEqual([]);
        });

        test(`a programme group's entry shows only that group's programmes, and the visitor can lift the filter (${how})`, async () => {
          const texts = TEXTS[language];
          const { page, problems } = await openHome(language, viewport, javaScript);
          await followMenu(page, language, viewport, javaScript, [texts.programmes, texts.group, texts.allGroupProgrammes]);
          await page.waitForURL((url) => url.searchParams.get('category') === 'business-school');
          if (javaScript) await waitForHydration(page);
          const { titles, eyebrows } = await cardsShown(page);
          expect(titles.sort()).toEqual(BUSINESS_SCHOOL_PROGRAMMES);
          for (const eyebrow of eyebrows) expect(eyebrow).toMatch(texts.programmeEyebrow);

          await page.getByRole('link', { name: texts.removeGroup }).click();
          await page.waitForURL((url) => !url.searchParams.has('category'));
          await expect.poll(async () => (await cardsShown(page)).titles.length).toBeGreaterThan(BUSINESS_SCHOOL_PROGRAMMES.length);
          expect(problems).toEqual([]);
        });
      }
    }
  }
});

describe('the programme groups of the main menu', () => {
  test('each group links to its own filtered catalogue page, in both languages', async () => {
    for (const language of ['sv', 'en'] as const) {
      const { page } = await openHome(language, 'desktop', false);
      const menu = page.getByRole('navigation', { name: TEXTS[language].mainMenu }).filter({ visible: true });
      await menu.getByText(TEXTS[language].programmes, { exact: true }).first().click();
      const groups = menu.getByRole('link', { name: /Program i Sverige|FEI Business School|Program på engelska|Programmes in Sweden|Programmes in English/ });
      const hrefs = await groups.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs).toHaveLength(3);
      expect(new Set(hrefs).size).toBe(3);
    }
  });
});
