import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPage, waitForHydration } from './browser';
import { addEvent, contextPerTest, COURSES, storedCarts, writeStoredCarts } from './checkout-helpers';

// Bad input the browser reads back from its storage: shared carts whose saved fields or answers
// fail their schema, and corrupted cart records in IndexedDB.
// The page recovers (with a notice where the visitor lost something) and nothing valid is lost.

const contexts = contextPerTest();

/** Hydration and the checkout step's first read of the cart, waited for generously. */
async function openStep(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page, 45_000);
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: 30_000 });
}

const polluted = (page: Page) => page.evaluate(() => Object.keys(Object.prototype).concat(Object.keys(Array.prototype)));

/** Problems other than the network errors a failing answer legitimately logs. */
const realProblems = (problems: string[]) => problems.filter((problem) => !/Failed to load resource|status of (4|5)\d\d/.test(problem));

// Checkout values saved by an older version, and customer values saved without a type:
// web/checkout/saved-checkout-values.component.test.tsx.

describe('a shared cart that fails its schema', () => {
  test('saved fields that would reach a prototype are refused on take-over; the cart still arrives', async () => {
    const context = await contexts.open('desktop');
    const { page, problems } = await openPage(context);
    await addEvent(page, COURSES.swedishAcademic, 1);
    await page.keyboard.press('Escape');
    const cart = (await storedCarts(page)).default;
    const created = await page.request.post('/api/backend/cart/share', {
      data: { cart, fields: { 'fei-old': 'x', 'customer.__proto__.polluted': 'yes', 'customer.name': 'Delad AB' } },
    });
    expect(created.status()).toBe(201);
    const shareId = ((await created.json()) as { cart: { meta: { sharing: { id: string } } } }).cart.meta.sharing.id;

    // A visitor with an empty cart takes it over.
    await writeStoredCarts(page, {});
    await page.evaluate(() => localStorage.clear());
    await openStep(page, `/share-cart/default/${shareId}`);
    await page.waitForFunction(() => !(document.querySelector('[data-testid="take-over"]') as HTMLButtonElement | null)?.disabled, null, {
      timeout: 30_000,
    });
    await page.getByTestId('take-over').click();
    await page.locator('.notice--success').waitFor({ timeout: 30_000 });
    await expect.poll(async () => (await storedCarts(page)).default?.cartItems?.length ?? 0, { timeout: 30_000 }).toBe(1);
    expect(await polluted(page)).toEqual([]);
    const saved = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('fei:checkout')));
    expect(saved.some((key) => key.includes('__proto__'))).toBe(false);
    expect(realProblems(problems)).toEqual([]);
  }, 180_000);

  test('a share answer that fails its schema shows the failure toast and the cart is kept', async () => {
    const context = await contexts.open('desktop');
    const { page, problems } = await openPage(context);
    await addEvent(page, COURSES.swedishAcademic, 1);
    const before = (await storedCarts(page)).default;
    for (const junk of ['{"status":"created","cart":{"meta":{"sharing":{"id":"short"}}}}', '<html>oops', '{"cart":null}']) {
      await page.goto(`/kurs/${COURSES.swedishAcademic}`);
      await waitForHydration(page, 45_000);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByTestId('bag-button').click();
      await page.getByTestId('cart-modal').waitFor({ state: 'visible' });
      await page.route('**/api/backend/cart/share', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: junk }));
      await page.getByTestId('share-button').click();
      const toast = page.getByTestId('toast').last();
      await toast.waitFor({ timeout: 30_000 });
      expect(await toast.textContent(), junk).toContain('500 Internal Server Error');
      await page.unroute('**/api/backend/cart/share');
    }
    const after = (await storedCarts(page)).default;
    expect(after.cartItems).toEqual(before.cartItems);
    expect(after.meta.sharing ?? null).toBeNull();
    expect(realProblems(problems)).toEqual([]);
  }, 180_000);
});

describe('a corrupted cart record', () => {
  test('on a checkout step, a broken cart is dropped with a notice and a valid cart of another id is kept', async () => {
    const context = await contexts.open('mobile');
    const { page, problems } = await openPage(context);
    await addEvent(page, COURSES.swedishAcademic, 1);
    await page.keyboard.press('Escape');
    const good = (await storedCarts(page)).default;
    // JSON.parse makes "__proto__" an own key, as a tampered record read back would have it.
    const record = {
      ...JSON.parse('{"__proto__":{"polluted":true}}'),
      default: { ...good, cartItems: 'not a list', meta: 42 },
      other: { ...good, id: 'other' },
    };
    await writeStoredCarts(page, record);
    await openStep(page, '/checkout/customer');
    const toast = page.getByTestId('toast');
    await toast.first().waitFor({ timeout: 30_000 });
    expect(await toast.first().textContent()).toContain('En sparad varukorg gick inte att läsa och har tagits bort.');
    expect(await polluted(page)).toEqual([]);
    // The valid cart of another id is still there, and the step works with an empty default cart.
    const carts = await storedCarts(page);
    expect(carts.other?.cartItems).toEqual(good.cartItems);
    expect(carts.default?.cartItems ?? []).toEqual([]);
    await openStep(page, '/application/other/attachments');
    expect(realProblems(problems)).toEqual([]);
  }, 180_000);

  test('a record that is not an object at all is replaced, with a notice, and adding works again', async () => {
    const context = await contexts.open('desktop');
    const { page, problems } = await openPage(context);
    await page.goto('/');
    for (const junk of ['garbage', 42, [1, 2, 3], null]) {
      await writeStoredCarts(page, junk);
      await openStep(page, '/checkout/customer');
      await waitForHydration(page);
    }
    await addEvent(page, COURSES.swedishAcademic, 1);
    expect((await storedCarts(page)).default.cartItems).toHaveLength(1);
    expect(realProblems(problems)).toEqual([]);
  }, 180_000);
});
