import { describe, expect, test } from 'vitest';
import type { Language, Viewport } from './visitor';
import { addFirstEvent, checkoutVisitorPerTest, COURSE_TITLES, openLeadershipCourse, shotB } from './visitor-checkout';

// Issue 41, item 10: the course page says "14 900 kr exkl. moms", while the cart's line showed
// 18 625 kr (VAT included) without saying so. A cart line shows the price as the course page
// does, excluding VAT and saying so; the VAT is a line of the totals, whose total says it includes VAT.

const { openHome } = checkoutVisitorPerTest();

const TEXTS = {
  sv: { exclVat: 'exkl. moms', vat: 'Moms', total: 'Totalt inkl. moms' },
  en: { exclVat: 'excl. VAT', vat: 'VAT', total: 'Total incl. VAT' },
} as const;

/** Text with the narrow and ordinary no-break spaces of formatted prices made plain spaces. */
const plain = (text: string | null) =>
  (text ?? '')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('prices in the cart', () => {
  for (const language of ['sv', 'en'] as const satisfies readonly Language[]) {
    for (const viewport of ['mobile', 'desktop'] as const satisfies readonly Viewport[]) {
      test(`a line shows the course page's price excluding VAT and says so; the total says it includes VAT (${language}, ${viewport})`, async () => {
        const text = TEXTS[language];
        const { page, problems, outside } = await openHome(language, viewport);
        await openLeadershipCourse(page, language, viewport, COURSE_TITLES[language].swedishAcademic);
        // The price of the first open event, as the course page writes it: "<amount> exkl. moms".
        const pagePrice = plain(await page.locator('.event-row__price').first().textContent());
        expect(pagePrice.endsWith(text.exclVat)).toBe(true);
        const cart = await addFirstEvent(page, language, viewport);
        const line = plain(await cart.getByTestId('cart-item').first().locator('.cart-item__price').textContent());
        expect(line).toBe(pagePrice);
        const totals = cart.getByTestId('cart-totals');
        await totals.getByText(text.vat, { exact: true }).waitFor();
        await totals.getByText(text.total, { exact: true }).waitFor();
        await shotB(page, `cart-vat-${language}`);
        expect(problems).toEqual([]);
        expect(outside).toEqual([]);
      }, 180_000);
    }
  }
});
