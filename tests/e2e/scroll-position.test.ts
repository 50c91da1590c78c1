import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { waitForHydration } from './browser';
import { expectNoProblems } from './checkout-helpers';
import { BOTH_LANGUAGES, BOTH_VIEWPORTS, type Press, touchVisitorPerTest } from './touch-visitor';
import { type Language, TEXTS } from './visitor';

// Following a card from low on the home page opens the course page at its top, as a new page
// does; the browser's Back returns to the card the visitor left from. A content page comes back
// from the browser's back/forward cache, as it does for visitors of Chrome, Safari and Firefox
// (nothing on it may keep it out); after the app has taken over, the router puts the position back.

const visitor = touchVisitorPerTest();
const visitorWithBackForwardCache = touchVisitorPerTest({ backForwardCache: true });
const APP = {
  sv: { toCheckout: 'Till kassan', logo: 'FEI, till startsidan' },
  en: { toCheckout: 'To checkout', logo: 'FEI, go to the home page' },
} as const;
/** Whether the card of this title is within the window. */
async function inViewport(page: Page, title: string): Promise<boolean> {
  const box = await page.getByRole('main').getByRole('heading', { level: 3, name: title, exact: true }).first().boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

const EYEBROW = { sv: /^Kurs · /, en: /^Course · / } as const;

declare global {
  interface Window {
    /** The scroll position the page had when the visitor pressed a link on it. */
    scrolledToWhenPressed?: number;
  }
}

/**
 * Follows the last course card shown low on the home page: the course page opens at its top, and
 * the browser's Back returns to where the visitor was when they pressed the card, give or take the
 * header that slides in above it, with the card on screen.
 *
 * "Where the visitor was" is read at the press, not before it: the header slides back in as the
 * page scrolls, and when it covers the card's link Playwright scrolls the page again before it
 * presses (by 400 px or so: the card moves from under the header to the middle of the window), as
 * a visitor scrolls a little to tap a link they can see. The page left is the one the visitor
 * pressed on. The card is brought to the middle of the window first, where nothing covers it.
 */
async function followLowCardAndBack(page: Page, press: Press, language: Language, shots: string): Promise<void> {
  const courseCards = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByText(EYEBROW[language]) });
  const card = courseCards.filter({ visible: true }).last().getByRole('heading', { level: 3 }).getByRole('link');
  await card.evaluate((link) => link.scrollIntoView({ block: 'center' }));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  const title = (await card.textContent()) ?? '';
  // The window keeps where it was at the press: a page from the back/forward cache, and the app,
  // which keeps its window, still carry it after Back.
  await page.evaluate(() => {
    addEventListener(
      'click',
      () => {
        window.scrolledToWhenPressed = window.scrollY;
      },
      { capture: true, once: true },
    );
  });
  await press(card);
  await page.waitForURL((url) => url.pathname !== TEXTS[language].home);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await waitForHydration(page);
  // The page settles at its top once it has started (a loaded machine may take a few frames).
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 15_000 }).toBe(0);
  await page.screenshot({ path: `/tmp/shots-d/11-course-top-${shots}.png` });

  // A page from the back/forward cache fires no load event, so Back waits only for the address.
  await page.goBack({ waitUntil: 'commit' });
  await page.waitForURL((url) => url.pathname === TEXTS[language].home, { waitUntil: 'commit' });
  await page.getByRole('main').getByRole('heading', { level: 3, name: title, exact: true }).first().waitFor();
  // A reloaded page would have lost the mark: Back shows the very page the visitor pressed on.
  const left = (await page.evaluate(() => window.scrolledToWhenPressed)) ?? Number.NaN;
  expect(left, 'the page after Back is the one pressed on, with where it was then').toBeGreaterThan(400);
  await expect.poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - left), { timeout: 15_000 }).toBeLessThan(120);
  expect(await inViewport(page, title)).toBe(true);
  await page.screenshot({ path: `/tmp/shots-d/11-home-back-${shots}.png` });
}

describe('the scroll position', () => {
  for (const language of BOTH_LANGUAGES) {
    for (const viewport of BOTH_VIEWPORTS) {
      test(`a course page followed from a card low on the home page opens at its top, and Back returns to the card (${language}, ${viewport})`, async () => {
        const { page, problems, press } = await visitorWithBackForwardCache.openHome(language, viewport);
        await followLowCardAndBack(page, press, language, `${language}-${viewport}`);
        expectNoProblems(problems);
      });
    }
  }

  for (const language of BOTH_LANGUAGES) {
    for (const viewport of BOTH_VIEWPORTS) {
      test(`after the app took over (checkout, then the logo), a card low on the home page opens the course page at its top, and Back returns to the card (${language}, ${viewport})`, async () => {
        const { page, problems, press } = await visitor.openHome(language, viewport);
        // Into the app: an event in the cart, the cart's way to the checkout, then the logo home.
        await press(
          page
            .getByRole('main')
            .getByRole('article')
            .filter({ has: page.getByText(EYEBROW[language]) })
            .first()
            .getByRole('link'),
        );
        await page.waitForURL((url) => url.pathname !== TEXTS[language].home);
        await waitForHydration(page);
        await press(page.locator('[data-testid="add-to-cart"]:not([disabled])').first());
        await press(page.getByRole('dialog').getByRole('link', { name: APP[language].toCheckout }));
        await page.waitForURL((url) => url.pathname.includes('/checkout'));
        await waitForHydration(page);
        await press(page.getByRole('link', { name: APP[language].logo }).first());
        await page.waitForURL((url) => url.pathname === TEXTS[language].home);

        await followLowCardAndBack(page, press, language, `app-${language}-${viewport}`);
        expectNoProblems(problems);
      });
    }
  }
});
