import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoProblems } from './checkout-helpers';
import { BOTH_LANGUAGES, BOTH_VIEWPORTS } from './touch-visitor';
import { type Language, type Viewport, visitorPerTest } from './visitor';

// The home page's catalogue explorer shows rows × its columns of hits: two rows of one column on
// a phone, of three on a desktop; 'Show more' adds two rows of the columns the visitor has. With
// and without JavaScript, and the cards a page first paints are the ones it keeps.

const visitor = visitorPerTest();
const TEXTS = {
  sv: { filters: 'Filtrera utbildningar', more: 'Visa fler' },
  en: { filters: 'Filter courses', more: 'Show more' },
} as const;
const COLUMNS: Record<Viewport, number> = { mobile: 1, desktop: 3 };

function explorer(page: Page, language: Language) {
  return page.getByRole('region').filter({ has: page.getByRole('search', { name: TEXTS[language].filters }) });
}

async function shownCards(page: Page, language: Language): Promise<number> {
  return explorer(page, language).getByRole('article').filter({ visible: true }).count();
}

describe('hits per page follow the width', () => {
  for (const language of BOTH_LANGUAGES) {
    for (const viewport of BOTH_VIEWPORTS) {
      const columns = COLUMNS[viewport];
      test(`the home page shows two rows of ${columns} and Show more adds two rows of ${columns} (${language}, ${viewport})`, async () => {
        const { page, problems } = await visitor.openHome(language, viewport);
        expect(await shownCards(page, language)).toBe(2 * columns);
        const more = explorer(page, language).getByRole('link', { name: TEXTS[language].more });
        await more.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `/tmp/shots-d/01-explorer-${language}-${viewport}.png` });
        await more.click();
        await expect.poll(() => shownCards(page, language), { timeout: 30_000 }).toBe(4 * columns);
        await explorer(page, language).getByRole('link', { name: TEXTS[language].more }).waitFor();
        expect(new URL(page.url()).searchParams.get('rows')).toBe('4');
        await page.screenshot({ path: `/tmp/shots-d/01-explorer-more-${language}-${viewport}.png` });
        expectNoProblems(problems);
      });

      test(`without JavaScript the home page shows two rows of ${columns} and Show more four (${language}, ${viewport})`, async () => {
        const { page } = await visitor.openHome(language, viewport, false);
        expect(await shownCards(page, language)).toBe(2 * columns);
        await explorer(page, language).getByRole('link', { name: TEXTS[language].more }).click();
        await page.waitForURL((url) => url.searchParams.get('rows') === '4');
        expect(await shownCards(page, language)).toBe(4 * columns);
      });
    }
  }
});
