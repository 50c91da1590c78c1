import { addEvent, COURSES, expectNoProblems, shot, type Language, type Viewport } from './checkout-helpers';
import { textPattern } from './texts';
import { describe, expect, test } from './visitor-test';

// A cart the browser refuses to store (a full disk, a storage quota) is not reported as saved: the
// cart keeps working in the page, the visitor is told after the writes were tried again, and told
// again once a later change is saved. In both languages, on a phone and a desktop.

/** The business-school course's slug in each language (content of the seed). */
const SLUGS = { sv: COURSES.businessSchool, en: 'strategic-leadership' } as const;

const CASES: Array<[Language, Viewport]> = [
  ['sv', 'mobile'],
  ['en', 'desktop'],
];

for (const [language, viewport] of CASES) {
  describe(`a cart the browser cannot store (${language}, ${viewport})`, () => {
    test('is shown to the visitor after the writes were tried again, and its next save says so', async ({ visitor }) => {
      // The visitor starts on the course page (addEvent): the way there is walked by the checkout's tests.
      const { context, page, problems, text } = await visitor.open({ language, viewport, outside: 'empty' });
      // Every IndexedDB write fails while `__refuseWrites` is set, as it does when the disk is full.
      await context.addInitScript(() => {
        const put = IDBObjectStore.prototype.put;
        const flags = window as unknown as { __refuseWrites?: boolean };
        flags.__refuseWrites = true;
        IDBObjectStore.prototype.put = function (...args: Parameters<typeof put>) {
          if (flags.__refuseWrites) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
          return put.apply(this, args);
        };
      });
      await addEvent(page, SLUGS[language], 1, language);
      const failed = page.getByTestId('toast').filter({ hasText: text('cart.save_failed') });
      await failed.waitFor();
      // Shown above the open cart and its backdrop, where the visitor can read and dismiss it.
      await expect
        .poll(() =>
          failed.evaluate((toast) => {
            const box = toast.getBoundingClientRect();
            return toast.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
          }),
        )
        .toBe(true);
      // The cart still works in the page.
      expect(await page.getByTestId('cart-item-count').textContent()).toBe('1');
      await shot(page, `cart-save-failed-${language}`);

      await page.evaluate(() => {
        (window as unknown as { __refuseWrites?: boolean }).__refuseWrites = false;
      });
      await page
        .getByTestId('cart-modal')
        .getByRole('button', { name: textPattern(language, 'cart.increase', {}, { start: true }) })
        .click();
      await page
        .getByTestId('toast')
        .filter({ hasText: text('cart.saved_again') })
        .waitFor();
      expectNoProblems(problems);
    });
  });
}
