import type { Locator } from 'playwright-core';
import { describe, expect, test, TWO_ROUNDS } from './visitor-test';

// Opening the cart answers in the press's own frame (issue 36): the press paints its pending state
// (the bag button busy), and the cart modal, whose opening makes the rest of the page inert and so
// lays the whole page out again, comes on screen in a later task, with the focus in it.

/**
 * Presses the control and reports what the press's task (with its microtasks, where React renders
 * a store's change) left on the page: the control's `aria-busy` and whether a dialog is open. Read
 * in a timer set at the press, which runs before any work the press put off until after the next
 * paint (web/lib/after-paint.ts). A click dispatched in the page: Playwright's own press returns
 * only after later tasks have run.
 */
const pressAndLook = (control: Locator) =>
  control.evaluate(async (element) => {
    (element as HTMLElement).click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    return { busy: element.getAttribute('aria-busy'), dialogOpen: document.querySelector('dialog[open]') !== null };
  });

for (const [language, viewport] of TWO_ROUNDS) {
  describe(`opening the cart (${language}, ${viewport})`, () => {
    test('the cart button shows it is busy in the press’s frame, then the cart opens with the focus in it and gives it back on close', async ({
      visitor,
    }) => {
      const { page, problems, press, text } = await visitor.openHome({ language, viewport });
      const bag = page.getByRole('button', { name: text('cart.bag'), exact: true });
      const cart = page.getByRole('dialog', { name: text('cart.title') });
      // The first opening loads the cart's code; the one measured here has it at hand.
      await press(bag);
      await cart.getByText(text('cart.empty')).waitFor();
      await press(cart.getByRole('button', { name: text('cart.close') }));
      await cart.waitFor({ state: 'hidden' });

      await expect(pressAndLook(bag)).resolves.toEqual({ busy: 'true', dialogOpen: false });
      await cart.getByText(text('cart.empty')).waitFor();
      await expect(cart.getByRole('button', { name: text('cart.close') }).evaluate((close) => close === document.activeElement)).resolves.toBe(
        true,
      );
      await expect(bag.getAttribute('aria-busy')).resolves.toBeNull();

      await page.keyboard.press('Escape');
      await cart.waitFor({ state: 'hidden' });
      await expect(bag.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
      expect(problems).toEqual([]);
    });
  });
}
