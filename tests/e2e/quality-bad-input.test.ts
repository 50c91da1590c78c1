import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPage, waitForHydration } from './browser';
import { addEvent, contextPerTest, COURSES, storedCarts, writeStoredCarts } from './checkout-helpers';

// Bad input the browser reads back: checkout values saved by an older version of the
// site, shared carts whose saved fields or answers fail their schema, and corrupted cart records.
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

describe('checkout values saved by an older version', () => {
  test('are ignored where they no longer fit, the valid ones stay, and the forms keep working', async () => {
    const context = await contexts.open('desktop');
    const { page, problems } = await openPage(context);
    await addEvent(page, COURSES.swedishAcademic, 1);
    await page.keyboard.press('Escape');
    await page.evaluate(() => {
      const old: Record<string, string> = {
        // An old single-blob format and keys without a field.
        'fei:checkout': JSON.stringify({ customer: { name: 'Gammal AB', type: 'corporation' }, version: 1 }),
        'fei:checkout:default': '{"version":1}',
        'fei:checkout:default:customer': JSON.stringify({ name: 'Gammal AB', type: 'corporation' }),
        // Values of the wrong shape for fields that still exist.
        'fei:checkout:default:customer.type': 'corporation',
        'fei:checkout:default:participant.draft.email': '{"bad":true}',
        'fei:checkout:default:participants': '[object Object]',
        'fei:checkout:default:customer.address.zip': '\u0000\ud800',
        'fei:checkout:default:contactPerson.email': 'x'.repeat(200_000),
        // Fields that no longer exist, and names that would reach a prototype.
        'fei:checkout:default:customer.fax': '08-123 45 67',
        'fei:checkout:default:customer.__proto__.polluted': 'yes',
        'fei:checkout:default:__proto__.polluted': 'yes',
        'fei:checkout:default:customer.constructor.prototype.polluted': 'yes',
        'fei:checkout:default:a..b': 'x',
        // Valid values saved by the current version.
        'fei:checkout:default:customer.name': 'Giltig AB',
        'fei:checkout:default:contactPerson.firstName': 'Karin',
      };
      for (const [key, value] of Object.entries(old)) localStorage.setItem(key, value);
    });

    for (const step of ['/checkout/customer', '/checkout/booking', '/checkout/confirm', '/checkout/customer']) {
      await openStep(page, step);
      expect(await polluted(page), step).toEqual([]);
    }
    // The valid values are shown; the form is usable and saves as before.
    await expect.poll(() => page.getByLabel('Företagets namn').inputValue()).toBe('Giltig AB');
    expect(await page.getByLabel('Förnamn').inputValue()).toBe('Karin');
    // An unknown saved customer type ('corporation') falls back to a company: the company's
    // labels show (the category is company-only), not the private person's.
    expect(await page.getByLabel('Organisationsnummer', { exact: false }).count()).toBe(1);
    expect(await page.getByLabel('Ditt namn').count()).toBe(0);
    expect(await page.getByLabel('Privatperson').isDisabled()).toBe(true);
    // ... and the radios agree with the form: the company is the checked choice.
    expect(await page.getByLabel('Företag eller organisation').isChecked()).toBe(true);
    await page.getByLabel('Postnummer').fill('111 22');
    await page.reload();
    await openStep(page, '/checkout/customer');
    await expect.poll(() => page.getByLabel('Postnummer').inputValue()).toBe('111 22');
    expect(await page.getByLabel('Företagets namn').inputValue()).toBe('Giltig AB');
    // The cart itself was never touched.
    expect((await storedCarts(page)).default.cartItems).toHaveLength(1);
    expect(realProblems(problems)).toEqual([]);
  }, 180_000);
});

describe('customer values saved without a customer type', () => {
  test('show the company form with the company radio checked, and a private person can still be chosen', async () => {
    const context = await contexts.open('desktop');
    const { page, problems } = await openPage(context);
    await addEvent(page, COURSES.businessSchool, 1);
    await page.keyboard.press('Escape');
    // An older version saved the customer's fields but never the type.
    await page.evaluate(() => {
      localStorage.setItem('fei:checkout:default:customer.name', 'Gammal AB');
      localStorage.setItem('fei:checkout:default:customer.address.city', 'Malmö');
    });
    await openStep(page, '/checkout/customer');
    const form = page.getByTestId('customer-form');
    await expect.poll(() => form.getByLabel('Företagets namn').inputValue()).toBe('Gammal AB');
    expect(await form.getByLabel('Företag eller organisation').isChecked()).toBe(true);
    expect(await form.getByLabel('Privatperson').isChecked()).toBe(false);
    expect(await form.getByLabel('Organisationsnummer', { exact: false }).count()).toBe(1);
    // Choosing a private person switches the form and its radio together, and survives a reload.
    await form.getByLabel('Privatperson').check();
    await form.getByRole('textbox', { name: /^Id-nummer/ }).waitFor();
    await page.reload();
    await openStep(page, '/checkout/customer');
    await expect.poll(() => form.getByLabel('Privatperson').isChecked()).toBe(true);
    expect(await form.getByLabel('Företag eller organisation').isChecked()).toBe(false);
    expect(await form.getByRole('textbox', { name: /^Ort \(/ }).inputValue()).toBe('Malmö');
    expect(realProblems(problems)).toEqual([]);
  }, 180_000);
});

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
