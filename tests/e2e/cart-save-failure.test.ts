import { describe, expect, test } from 'vitest';
import { openPage } from './browser';
import { addEvent, contextPerTest, COURSES, expectNoProblems, LABELS, shot, type Language, type Viewport } from './checkout-helpers';

// A cart the browser refuses to store (a full disk, a storage quota) is not reported as saved: the
// cart keeps working in the page, the visitor is told after the writes were tried again, and told
// again once a later change is saved. In both languages, on a phone and a desktop.

const contexts = contextPerTest();

const TEXTS = {
  sv: {
    slug: COURSES.businessSchool,
    failed: 'Din varukorg kunde inte sparas i webbläsaren.',
    savedAgain: 'Din varukorg är sparad i webbläsaren igen.',
  },
  en: {
    slug: 'strategic-leadership',
    failed: 'Your cart could not be saved in this browser.',
    savedAgain: 'Your cart is saved in this browser again.',
  },
} as const;

const CASES: Array<[Language, Viewport]> = [
  ['sv', 'mobile'],
  ['en', 'desktop'],
];

for (const [language, viewport] of CASES) {
  const texts = TEXTS[language];
  describe(`a cart the browser cannot store (${language}, ${viewport})`, () => {
    test('is shown to the visitor after the writes were tried again, and its next save says so', async () => {
      const context = await contexts.open(viewport, language === 'sv' ? 'sv-SE' : 'en-GB');
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
      const { page, problems } = await openPage(context);
      await addEvent(page, texts.slug, 1, language);
      const failed = page.getByTestId('toast').filter({ hasText: texts.failed });
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
      await page.getByTestId('cart-modal').getByRole('button', { name: LABELS[language].moreParticipants }).click();
      await page.getByTestId('toast').filter({ hasText: texts.savedAgain }).waitFor();
      expectNoProblems(problems);
    });
  });
}
