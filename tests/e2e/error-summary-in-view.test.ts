import { coursePath } from './direct-visitor';
import type { Language, Viewport } from './visitor';
import { addFirstEvent, cartToCheckout } from './visitor-checkout';
import { describe, expect, test } from './visitor-test';

// Issue 49, item 5: after a refused send the list of problems took the focus with its top scrolled
// off. The visitor was a little way into the form, so the list, which opens above the fields,
// came up partly above the window, and the browser's scroll on focus aligned it with the window's
// top edge: under a fixed header where there is one, its focus ring cut off in any case. The list
// is scrolled wholly into view, its top below where a fixed header would be (4.5rem). Not about
// the way to the checkout (walked from the home page by id-number-rule.test.ts): the visitor
// starts on the course page, by its address.

const SHOTS = '/tmp/small-items-shots';

/** Clear of a fixed header (4.5rem at 16 px), as the list's `scroll-margin-top` asks, less a pixel of rounding. */
const HEADER_CLEARANCE_PX = 71;

describe('a refused send of the customer step', () => {
  for (const [language, viewport] of [
    ['sv', 'mobile'],
    ['en', 'desktop'],
  ] as const satisfies ReadonlyArray<readonly [Language, Viewport]>) {
    test(`shows its list of problems whole, below the header, with the focus on it (${language}, ${viewport})`, async ({ visitor }) => {
      const { page, problems, outside, text } = await visitor.openAt(coursePath('businessSchool', language), { language, viewport });
      await addFirstEvent(page, language, viewport);
      await cartToCheckout(page, language, viewport);
      const form = page.getByTestId('customer-form');
      const name = form.getByLabel(text('checkout.customer.company_name'));
      await name.fill('Exempel AB');
      // The visitor has read a little way into the form: its fields start just below the window's top.
      await page.evaluate(() => {
        const fields = document.querySelector('[data-testid="customer-form"] .checkout-form__fields');
        if (fields) window.scrollBy(0, fields.getBoundingClientRect().top - 40);
      });
      await name.press('Enter');

      const summary = form.getByTestId('error-summary');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('error-summary');
      // Settled: two frames after the focus, nothing scrolls any more.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const box = await summary.evaluate((element) => {
        const { top, bottom } = element.getBoundingClientRect();
        return { top: Math.round(top), bottom: Math.round(bottom), viewport: window.innerHeight };
      });
      await page.screenshot({ path: `${SHOTS}/error-summary-${language}-${viewport}.png` });
      expect(box.top, JSON.stringify(box)).toBeGreaterThanOrEqual(HEADER_CLEARANCE_PX);
      expect(box.bottom, JSON.stringify(box)).toBeLessThanOrEqual(box.viewport);
      expect(problems).toEqual([]);
      expect(outside).toEqual([]);
    });
  }
});
