import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoProblems } from './checkout-helpers';
import { type Press, touchVisitorPerTest } from './touch-visitor';
import { type Language, TEXTS, type Viewport, visitorPerTest } from './visitor';
import { TWO_ROUNDS } from './visitor-test';

// The search results page shows the first two rows of its hits, counts every hit of the whole
// catalogue, and 'Show more' adds two rows to the same list, with and without JavaScript
// (docs/decisions/037). Reached from the header's search, as a visitor does.

// With JavaScript a phone visitor taps (a touch screen); without it, touch changes nothing.
const touchVisitor = touchVisitorPerTest();
const visitor = visitorPerTest();
const SHOTS = '/tmp/shots-d';
mkdirSync(SHOTS, { recursive: true });

const SEARCH = {
  sv: {
    open: 'Sök',
    overlay: 'Sök bland kurser, program och artiklar',
    queryBox: 'Sökord',
    submit: 'Sök',
    words: 'ledarskap',
    more: 'Visa fler',
    hits: /^(\d+) träffar$/,
  },
  en: {
    open: 'Search',
    overlay: 'Search courses, programmes and articles',
    queryBox: 'Search words',
    submit: 'Search',
    words: 'leadership',
    more: 'Show more',
    hits: /^(\d+) results$/,
  },
} as const;
const COLUMNS: Record<Viewport, number> = { mobile: 1, desktop: 3 };

/** From the home page to the search page with the language's words, through the header. */
async function searchFromHeader(page: Page, press: Press, language: Language, viewport: Viewport, javaScript: boolean) {
  const texts = SEARCH[language];
  if (viewport === 'mobile') {
    // The phone menu (a disclosure, so also without JavaScript) holds a search form.
    await press(page.getByLabel(TEXTS[language].openMenu, { exact: true }));
    const box = page.getByRole('searchbox', { name: texts.overlay }).filter({ visible: true });
    await box.fill(texts.words);
    await box.press('Enter');
  } else if (javaScript) {
    await press(page.getByRole('banner').getByRole('button', { name: texts.open, exact: true }));
    const box = page.getByRole('dialog', { name: texts.overlay }).getByRole('searchbox');
    await box.fill(texts.words);
    await box.press('Enter');
  } else {
    // Without JavaScript the header's search is a link to the search page and its form.
    await press(page.getByRole('banner').getByRole('link', { name: texts.open, exact: true }));
    await page.getByRole('searchbox', { name: texts.queryBox }).fill(texts.words);
    await press(page.getByRole('main').getByRole('button', { name: texts.submit, exact: true }));
  }
  await page.waitForURL((url) => url.searchParams.get('q') === texts.words);
}

const shownCards = (page: Page) => page.getByRole('main').getByRole('article').filter({ visible: true });

/** Every hit of the search, as the heading over the results counts them. */
async function hitCount(page: Page, language: Language): Promise<number> {
  const heading = page.getByRole('heading', { level: 2, name: SEARCH[language].hits });
  const text = (await heading.textContent()) ?? '';
  return Number(SEARCH[language].hits.exec(text)?.[1]);
}

describe('the search results page shows two rows and Show more adds two', () => {
  for (const [language, viewport] of TWO_ROUNDS) {
    const columns = COLUMNS[viewport];
    for (const javaScript of [true, false]) {
      const how = javaScript ? '' : ', without JavaScript';
      test(`from the header: ${2 * columns} of every hit, then Show more shows ${4 * columns} (${language}, ${viewport}${how})`, async () => {
        const { page, problems, press } = javaScript
          ? await touchVisitor.openHome(language, viewport)
          : { ...(await visitor.openHome(language, viewport, false)), press: (target: Locator) => target.click() };
        await searchFromHeader(page, press, language, viewport, javaScript);
        const hits = await hitCount(page, language);
        // The search counts every hit, more than a page shows on either width.
        expect(hits).toBeGreaterThan(6);
        await expect.poll(() => shownCards(page).count()).toBe(2 * columns);
        const firstTitle = await shownCards(page).first().getByRole('heading').textContent();
        const more = page.getByRole('main').getByRole('link', { name: SEARCH[language].more });
        await more.scrollIntoViewIfNeeded();
        const shot = `${SHOTS}/search-${language}-${viewport}${javaScript ? '' : '-nojs'}`;
        await page.screenshot({ path: `${shot}.png` });
        await press(more);
        await page.waitForURL((url) => url.searchParams.get('rows') === '4');
        await expect.poll(() => shownCards(page).count(), { timeout: 30_000 }).toBe(Math.min(4 * columns, hits));
        // The same list grown, not a next page: the first card stays first, the count stays.
        expect(await shownCards(page).first().getByRole('heading').textContent()).toBe(firstTitle);
        expect(await hitCount(page, language)).toBe(hits);
        expect(new URL(page.url()).searchParams.get('q')).toBe(SEARCH[language].words);
        await page.screenshot({ path: `${shot}-more.png` });
        if (javaScript) expectNoProblems(problems);
      });
    }
  }
});
