import { describe, expect, test } from 'vitest';
import { waitForHydration } from './browser';
import { openHit, touchVisitorPerTest } from './touch-visitor';

const visitor = touchVisitorPerTest();

const TEXTS = {
  sv: {
    companyCourse: 'Budgetering och prognoser',
    euroCourse: 'Internationell ekonomistyrning',
    companyOnly: 'Den här kursen kan bara bokas av företag och organisationer.',
    add: /^Lägg i varukorgen/,
    closeCart: 'Stäng varukorgen',
    query: 'Sökord',
    conflict:
      'Din varukorg har tillfällen med pris i SEK; det här tillfället har pris i EUR. Boka dem var för sig: slutför eller töm varukorgen först.',
    openCart: 'Öppna varukorgen',
    emptyAndAdd: 'Töm varukorgen och lägg i det här tillfället',
  },
  en: {
    companyCourse: 'Budgeting and forecasting',
    euroCourse: 'International management control',
    companyOnly: 'Only companies and organisations can book this course.',
    add: /^Add to cart/,
    closeCart: 'Close the cart',
    query: 'Search words',
    conflict: 'Your cart holds events priced in SEK; this event is priced in EUR. Book them separately: finish or empty the cart first.',
    openCart: 'Open the cart',
    emptyAndAdd: 'Empty the cart and add this event',
  },
} as const;

// The company-only notice in the served course page is checked in tests/worker/booking-limits.test.ts,
// the currency refusal's text, its link to the button and its two ways on in
// web/cart/add-to-cart-button.component.test.tsx, the rules in shared/cart/booking-limits.test.ts.
// These walks meet both from the home page and check what only a browser shows: the refusal fits
// in its event row, and the page does not scroll sideways.
describe('booking limits show where the visitor chooses', () => {
  for (const [language, viewport] of [
    ['sv', 'mobile'],
    ['en', 'desktop'],
  ] as const) {
    test(`a company-only course says so by its dates, and a course in another currency says why it cannot join the cart and what to do (${language}, ${viewport})`, async () => {
      const texts = TEXTS[language];
      const { page, problems, press } = await visitor.openHome(language, viewport);
      await openHit(page, press, language, texts.companyCourse, texts.companyCourse);
      const events = page.locator('#events');
      const notice = events.getByText(texts.companyOnly);
      await notice.waitFor();
      await notice.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/shots-c/limits-company-only-${language}-${viewport}.png` });
      await press(page.getByRole('button', { name: texts.add, disabled: false }).first());
      await press(page.getByRole('button', { name: texts.closeCart }));
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      // Back to the search, as the browser's back button goes, then the euro course.
      await page.goBack();
      await page.waitForURL((url) => url.searchParams.has('q'));
      await waitForHydration(page);
      await page.getByLabel(texts.query, { exact: true }).fill(texts.euroCourse);
      await page.waitForURL((url) => url.searchParams.get('q') === texts.euroCourse);
      await press(page.getByRole('link', { name: texts.euroCourse, exact: true }).first());
      await page.waitForURL((url) => !url.searchParams.has('q'));
      await waitForHydration(page);
      const add = page.getByRole('button', { name: texts.add, disabled: false }).first();
      await press(add);
      const refusal = page.getByRole('alert').filter({ hasText: texts.conflict });
      await refusal.waitFor();
      // The refusal keeps within its event row: nothing sticks out of the row or the page.
      const row = page.locator('.event-row').filter({ has: refusal });
      const rowBox = (await row.boundingBox())!;
      for (const part of [refusal, row.getByRole('button', { name: texts.openCart }), row.getByRole('button', { name: texts.emptyAndAdd })]) {
        const box = (await part.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(rowBox.x);
        expect(box.x + box.width).toBeLessThanOrEqual(rowBox.x + rowBox.width + 0.5);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await refusal.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/shots-c/limits-other-currency-${language}-${viewport}.png` });

      // The way on: empty the cart and add this event; the cart then holds it alone.
      await press(row.getByRole('button', { name: texts.emptyAndAdd }));
      const cart = page.getByRole('dialog');
      await cart.getByText(texts.euroCourse).first().waitFor();
      expect(await cart.getByText(texts.companyCourse).count()).toBe(0);
      expect(problems).toEqual([]);
    });
  }
});
