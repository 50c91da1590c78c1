import { text } from './texts';
import type { Language, Viewport } from './visitor';
import { addFirstEvent, COURSE_TITLES, openLeadershipCourse, shotB } from './visitor-checkout';
import { describe, expect, test } from './visitor-test';

// Issue 41, item 10: the course page says "14 900 kr exkl. moms", while the cart's line showed
// 18 625 kr (VAT included) without saying so. A cart line shows the price as the course page
// does, excluding VAT and saying so; the VAT is a line of the totals, whose total says it includes VAT.

/** Text with the narrow and ordinary no-break spaces of formatted prices made plain spaces. */
const plain = (text: string | null) =>
  (text ?? '')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

// What the cart modal shows for a priced line and its totals (the line's price excluding VAT and
// saying so, the VAT line, the total including VAT) is checked in
// web/cart/cart-modal.component.test.tsx; this walk checks, from the home page, that a line's
// price is the one the course page wrote for the event.
describe('prices in the cart', () => {
  for (const [language, viewport] of [
    ['sv', 'mobile'],
    ['en', 'desktop'],
  ] as const satisfies ReadonlyArray<readonly [Language, Viewport]>) {
    test(`a line shows the course page's price of the event, excluding VAT and saying so (${language}, ${viewport})`, async ({ visitor }) => {
      const { page, problems, outside } = await visitor.openHome({ language, viewport });
      await openLeadershipCourse(page, language, viewport, COURSE_TITLES[language].swedishAcademic);
      // The price of the first open event, as the course page writes it: "<amount> exkl. moms".
      const pagePrice = plain(await page.locator('.event-row__price').first().textContent());
      expect(pagePrice.endsWith(text(language, 'content.price_excl_vat'))).toBe(true);
      const cart = await addFirstEvent(page, language, viewport);
      const line = plain(await cart.getByTestId('cart-item').first().locator('.cart-item__price').textContent());
      expect(line).toBe(pagePrice);
      await shotB(page, `cart-vat-${language}`);
      expect(problems).toEqual([]);
      expect(outside).toEqual([]);
    }, 180_000);
  }
});
