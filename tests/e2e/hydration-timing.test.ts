import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { waitForHydration } from './browser';
import { visitorPerTest } from './visitor';
import { TWO_ROUNDS } from './visitor-test';

// When the JavaScript-only parts appear: all of them in the one commit after hydration (the root
// is marked hydrated only once it is on screen), so the cart's controls never show their
// before-JavaScript state after the mark, on a page loaded or reached by a link.

const visitors = visitorPerTest();

const TEXT = {
  sv: {
    course: 'Ledarskap för nya chefer',
    addToCart: /^Lägg i varukorgen/,
    cart: 'Din varukorg',
    toCheckout: 'Till kassan',
    customerHeading: 'Kunduppgifter',
    toParticipants: 'Till deltagare',
  },
  en: {
    course: 'Leadership for new managers',
    addToCart: /^Add to cart/,
    cart: 'Your cart',
    toCheckout: 'To checkout',
    customerHeading: 'Customer details',
    toParticipants: 'To participants',
  },
} as const;

declare global {
  interface Window {
    /**
     * After hydration: add-to-cart buttons seen disabled, how many of them were enabled later (a
     * flash: closed events stay disabled), how often a checkout step showed its loading text, and
     * which buttons were disabled when the root was marked hydrated.
     */
    hydrationWatch: { seenDisabled: Set<Element>; enabledLater: number; loadingSeen: number; disabledAtMark: boolean[] | undefined };
  }
}

/**
 * Watches every DOM change of each document the page opens. MutationObserver callbacks run after
 * each commit of React and before its next task, so a state that lasts a single commit is seen.
 */
async function watchHydration(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const watch: Window['hydrationWatch'] = { seenDisabled: new Set(), enabledLater: 0, loadingSeen: 0, disabledAtMark: undefined };
    window.hydrationWatch = watch;
    const buttons = () => [...document.querySelectorAll('.add-to-cart__button')] as HTMLButtonElement[];
    new MutationObserver(() => {
      const root = document.getElementById('root');
      if (root?.dataset.hydrated !== 'true') return;
      watch.disabledAtMark ??= buttons().map((button) => button.disabled);
      for (const button of buttons()) {
        if (button.disabled) watch.seenDisabled.add(button);
        else if (watch.seenDisabled.delete(button)) watch.enabledLater += 1;
      }
      if (document.querySelector('.checkout-page p[aria-busy="true"]')) watch.loadingSeen += 1;
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
}

for (const [language, viewport] of TWO_ROUNDS) {
  describe(`hydration timing (${language}, ${viewport})`, () => {
    test('a course page reloaded is marked hydrated only once its add-to-cart buttons work', async () => {
      const text = TEXT[language];
      const { page, problems } = await visitors.openHome(language, viewport);
      await watchHydration(page);
      await page.getByRole('link', { name: text.course, exact: true }).first().click();
      await page.getByRole('heading', { level: 1, name: text.course }).waitFor();
      await page.reload();
      await waitForHydration(page);
      await page.waitForFunction(() => window.hydrationWatch.disabledAtMark !== undefined);
      const { atMark, now } = await page.evaluate(() => ({
        atMark: window.hydrationWatch.disabledAtMark,
        now: ([...document.querySelectorAll('.add-to-cart__button')] as HTMLButtonElement[]).map((button) => button.disabled),
      }));
      // Disabled now only for closed events; the others were already enabled when the root was marked.
      expect(now).toContain(false);
      expect(atMark).toEqual(now);
      expect(problems).toEqual([]);
    });

    test('a course page reached by a link has its cart controls working when marked hydrated, and its cart leads to the checkout', async () => {
      const text = TEXT[language];
      const { page, problems } = await visitors.openHome(language, viewport);
      await watchHydration(page);
      await page.reload();
      await waitForHydration(page);
      // A content page runs as islands: the link loads the course page, whose buttons are
      // enabled by the time its root is marked hydrated, never a moment later.
      await page.getByRole('link', { name: text.course, exact: true }).first().click();
      await page.getByRole('heading', { level: 1, name: text.course }).waitFor();
      await waitForHydration(page);
      await page.waitForFunction(() => window.hydrationWatch.disabledAtMark !== undefined);
      expect(await page.evaluate(() => window.hydrationWatch.enabledLater)).toBe(0);
      // The first date the visitor can still book: earlier tests of the run may have filled one.
      await page.getByRole('button', { name: text.addToCart, disabled: false }).first().click();
      const cart = page.getByRole('dialog', { name: text.cart });
      await cart.getByRole('link', { name: text.toCheckout }).click();
      await page.getByRole('heading', { level: 1, name: text.customerHeading }).waitFor();
      await page.getByRole('button', { name: text.toParticipants }).waitFor();
      expect(problems).toEqual([]);
    });
  });
}
