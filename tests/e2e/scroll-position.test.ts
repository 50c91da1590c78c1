import type { Page } from 'playwright-core';
import { homePath } from '../../shared/routing/paths';
import { waitForHydration } from './browser';
import { expectNoProblems } from './checkout-helpers';
import { describe, expect, type Press, test, TWO_ROUNDS } from './visitor-test';
import { type Language, text } from './texts';

// Following a card from low on the home page opens the course page at its top, as a new page
// does; the browser's Back returns to the card the visitor left from. A content page comes back
// from the browser's back/forward cache, as it does for visitors of Chrome, Safari and Firefox
// (nothing on it may keep it out); after the app has taken over, the router puts the position back.

/** A course card's eyebrow begins with the item's kind (the CMS's header title, "Kurs · Ledarskap"). */
const courseEyebrow = (language: Language) => new RegExp(`^${text(language, 'pages.course')} · `);

declare global {
  interface Window {
    /** Where the visitor was when they pressed a link on the page: the window's scroll and the pressed card heading's top in the window. */
    whenPressed?: { scrollY: number; headingTop: number };
  }
}

/** How far the page may come back from where it was: about the header, which slides in above it. */
const WITHIN_PX = 120;

/**
 * Follows the last course card shown low on the home page: the course page opens at its top, and
 * the browser's Back returns to where the visitor was when they pressed the card, with the card
 * where it was on the screen, give or take the header that slides in above it.
 *
 * "Where the visitor was" is read in the click itself, not before the press: Playwright presses
 * only a link that stays still for two frames, and a card brought on screen moves while the
 * content around it is laid out for the first time (`content-visibility: auto`, placeholders of
 * their usual height, decision 021). When it moved, Playwright tried again with the link scrolled
 * to the bottom of the window (about 400 px away), and the visitor left from there.
 */
async function followLowCardAndBack(page: Page, press: Press, language: Language, shots: string): Promise<void> {
  const courseCards = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByText(courseEyebrow(language)) });
  const link = courseCards.filter({ visible: true }).last().getByRole('heading', { level: 3 }).getByRole('link');
  await link.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  const title = (await link.textContent()) ?? '';
  const heading = page.getByRole('main').getByRole('heading', { level: 3, name: title, exact: true }).first();
  // The window keeps where it was at the press: a page from the back/forward cache, and the app,
  // which keeps its window, still carry it after Back.
  await page.evaluate(() => {
    addEventListener(
      'click',
      (event) => {
        const pressed = event.target instanceof Element ? event.target.closest('h3') : null;
        window.whenPressed = { scrollY: window.scrollY, headingTop: pressed?.getBoundingClientRect().top ?? Number.NaN };
      },
      { capture: true, once: true },
    );
  });
  await press(link);
  await page.waitForURL((url) => url.pathname !== homePath(language));
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await waitForHydration(page);
  // The page settles at its top once it has started (a loaded machine may take a few frames).
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 15_000 }).toBe(0);
  await page.screenshot({ path: `/tmp/shots-d/11-course-top-${shots}.png` });

  // A page from the back/forward cache fires no load event, so Back waits only for the address.
  await page.goBack({ waitUntil: 'commit' });
  await page.waitForURL((url) => url.pathname === homePath(language), { waitUntil: 'commit' });
  await heading.waitFor();
  // A reloaded page would have lost the mark: Back shows the very page the visitor pressed on.
  const left = await page.evaluate(() => window.whenPressed);
  expect(left, 'the page after Back is the one pressed on, with where it was then').toBeDefined();
  if (!left) return;
  expect(left.scrollY).toBeGreaterThan(400);
  await expect
    .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - left.scrollY), { timeout: 15_000 })
    .toBeLessThan(WITHIN_PX);
  const headingTop = (await heading.boundingBox())?.y ?? Number.NaN;
  expect(Math.abs(headingTop - left.headingTop), 'the card is where it was on the screen').toBeLessThan(WITHIN_PX);
  await page.screenshot({ path: `/tmp/shots-d/11-home-back-${shots}.png` });
}

describe('the scroll position', () => {
  for (const [language, viewport] of TWO_ROUNDS) {
    test(`a course page followed from a card low on the home page opens at its top, and Back returns to the card (${language}, ${viewport})`, async ({
      visitor,
    }) => {
      const { page, problems, press } = await visitor.openHome({ language, viewport, backForwardCache: true });
      await followLowCardAndBack(page, press, language, `${language}-${viewport}`);
      expectNoProblems(problems);
    });
  }

  for (const [language, viewport] of TWO_ROUNDS) {
    test(`after the app took over (checkout, then the logo), a card low on the home page opens the course page at its top, and Back returns to the card (${language}, ${viewport})`, async ({
      visitor,
    }) => {
      const { page, problems, press, text: say } = await visitor.openHome({ language, viewport });
      // Into the app: an event in the cart, the cart's way to the checkout, then the logo home.
      await press(
        page
          .getByRole('main')
          .getByRole('article')
          .filter({ has: page.getByText(courseEyebrow(language)) })
          .first()
          .getByRole('link'),
      );
      await page.waitForURL((url) => url.pathname !== homePath(language));
      await waitForHydration(page);
      await press(page.locator('[data-testid="add-to-cart"]:not([disabled])').first());
      await press(page.getByRole('dialog').getByRole('link', { name: say('cart.to_checkout') }));
      await page.waitForURL((url) => url.pathname.includes('/checkout'));
      await waitForHydration(page);
      await press(page.getByRole('link', { name: say('cta.logo_home') }).first());
      await page.waitForURL((url) => url.pathname === homePath(language));

      await followLowCardAndBack(page, press, language, `app-${language}-${viewport}`);
      expectNoProblems(problems);
    });
  }
});
