import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createCart } from '../../shared/cart/create-cart';
import { withItems } from '../../shared/cart/item-rules';
import type { CartItem } from '../../shared/schemas/cart-item';
import type { CartOrder } from '../../shared/schemas/cart-order';
import { launchBrowser, openPage, waitForHydration } from './browser';
import { writeStoredCarts } from './checkout-helpers';
import { openVisitorContext } from './visitor-context';

// The cart in the browser: add from a course page, badge, modal, pricing, coupon, rollback,
// persistence across reloads and tabs, corrupt storage, and the checkout modals.

const COURSE = '/kurs/ledarskap-for-nya-chefer';
const PRICE = '**/api/backend/cart/price';

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await context?.close();
});

async function freshContext(): Promise<BrowserContext> {
  // This machine has no internet: outside resources (video stills) would wait for DNS and log
  // errors that have nothing to do with the cart. They answer empty at once instead.
  ({ context } = await openVisitorContext(browser, { languageCookie: false, outside: 'empty' }));
  return context;
}

/** Back to the top of the page, where the header (and its bag) is in view again. */
async function scrollToTop(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
}

const cartModal = (page: Page) => page.getByTestId('cart-modal');
const badge = (page: Page) => page.getByTestId('bag-badge');

/** The first event of the page that can be booked. */
const firstOpenAddButton = (page: Page) => page.locator('[data-testid="add-to-cart"]:not([disabled])').first();

/** Waits until the cart has been priced (no pricing note) and answers the total shown. */
async function pricedTotal(page: Page): Promise<string> {
  await page.waitForFunction(() => {
    const note = document.querySelector('[data-testid="cart-pricing"]');
    return note !== null && note.textContent === '';
  });
  return (await cartModal(page).getByTestId('cart-total').textContent()) ?? '';
}

/** A valid stored cart with the given items (valid for 30 days from now). */
function storedCart(items: CartItem[], change: (cart: CartOrder) => CartOrder = (cart) => cart): CartOrder {
  return change(withItems(createCart('default', Date.now()), items));
}

function item(id: number, overrides: Partial<CartItem> = {}): CartItem {
  return {
    id,
    postId: 1,
    documentId: 1,
    displayTitle: `Kurs ${id}`,
    startDate: '2099-03-12',
    endDate: '2099-03-13',
    category: 'swedish-academic',
    type: 'courseEvent',
    participantCount: 1,
    ...overrides,
  };
}

describe('adding from a course page', () => {
  test('adds an event, opens the cart with its price, counts it on the bag and pushes view_cart', async () => {
    const ctx = await freshContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(COURSE);
    await waitForHydration(page);
    await firstOpenAddButton(page).click();
    await cartModal(page).waitFor({ state: 'visible' });
    expect(await cartModal(page).getByTestId('cart-item').count()).toBe(1);
    expect(await pricedTotal(page)).toMatch(/kr/);
    expect(await badge(page).textContent()).toBe('1');
    const pushed = await page.evaluate(
      () =>
        ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []) as Array<{
          event?: string;
          ecommerce?: { currency: string; items: unknown[] };
        }>,
    );
    const viewCart = pushed.find((entry) => entry.event === 'view_cart');
    expect(viewCart?.ecommerce?.currency).toBe('SEK');
    expect(viewCart?.ecommerce?.items).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  test('changes the count and applies a coupon, each repriced', async () => {
    const ctx = await freshContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(COURSE);
    await waitForHydration(page);
    await firstOpenAddButton(page).click();
    const modal = cartModal(page);
    await modal.waitFor({ state: 'visible' });
    const one = await pricedTotal(page);
    await modal.getByRole('button', { name: /^Fler deltagare på/ }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="cart-item-count"]')?.textContent === '2');
    await page.waitForFunction((before) => document.querySelector('[data-testid="cart-total"]')?.textContent !== before, one);
    await modal.getByLabel('Rabattkod').fill('VALKOMMEN10');
    await modal.getByRole('button', { name: 'Använd kod' }).click();
    await modal.getByTestId('coupon-active').waitFor();
    await modal.getByText('Rabatt', { exact: true }).waitFor();
    expect(problems).toEqual([]);
  });
});

describe('keeping the cart', () => {
  test('a reload finds the cart intact, and a second tab sees it and its changes', async () => {
    const ctx = await freshContext();
    const { page } = await openPage(ctx);
    await page.goto(COURSE);
    await waitForHydration(page);
    await firstOpenAddButton(page).click();
    await cartModal(page).waitFor({ state: 'visible' });
    const total = await pricedTotal(page);

    await page.reload();
    await waitForHydration(page);
    await badge(page).waitFor();
    expect(await badge(page).textContent()).toBe('1');
    await scrollToTop(page);
    await page.getByTestId('bag-button').click();
    await cartModal(page).waitFor({ state: 'visible' });
    expect(await cartModal(page).getByTestId('cart-total').textContent()).toBe(total);

    const second = await ctx.newPage();
    await second.goto('/');
    await waitForHydration(second);
    await badge(second).waitFor();
    expect(await badge(second).textContent()).toBe('1');
    await second.getByTestId('bag-button').click();
    await cartModal(second).waitFor({ state: 'visible' });

    await cartModal(page)
      .getByRole('button', { name: /^Fler deltagare på/ })
      .click();
    await second.waitForFunction(() => document.querySelector('[data-testid="cart-item-count"]')?.textContent === '2');
  });

  test('a corrupt stored cart is dropped with a notice, and the page keeps working', async () => {
    const ctx = await freshContext();
    const { page, problems } = await openPage(ctx);
    await page.goto('/');
    await waitForHydration(page);
    await writeStoredCarts(page, { default: { id: 'default', cartItems: 'not a list' } });
    await page.reload();
    await waitForHydration(page);
    const toast = page.getByTestId('toast');
    await toast.waitFor();
    expect(await toast.textContent()).toContain('En sparad varukorg gick inte att läsa och har tagits bort.');
    expect(await badge(page).count()).toBe(0);
    await page.getByTestId('bag-button').click();
    await cartModal(page).getByText('Varukorgen är tom.').waitFor();
    expect(problems).toEqual([]);
  });

  test('the badge shows at most 5', async () => {
    const ctx = await freshContext();
    const { page } = await openPage(ctx);
    await page.goto('/');
    await waitForHydration(page);
    await writeStoredCarts(page, { default: storedCart([1, 2, 3, 4, 5, 6, 7].map((id) => item(id))) });
    await page.reload();
    await waitForHydration(page);
    await badge(page).waitFor();
    expect(await badge(page).textContent()).toBe('5');
  });
});

describe('when pricing fails', () => {
  test('an add is rolled back and the toast shows the status code and message', async () => {
    const ctx = await freshContext();
    const { page } = await openPage(ctx);
    await page.goto(COURSE);
    await waitForHydration(page);
    await page.route(PRICE, (route) =>
      // A failure of the worker's own (not an outside service failing, which the toast translates).
      route.fulfill({ status: 500, json: { statusCode: 500, statusMessage: 'internal_error', message: 'Internal Server Error' } }),
    );
    await firstOpenAddButton(page).click();
    await cartModal(page).waitFor({ state: 'visible' });
    const toast = page.getByTestId('toast');
    await toast.waitFor();
    expect(await toast.textContent()).toContain('500 Internal Server Error');
    await cartModal(page).getByText('Varukorgen är tom.').waitFor();
    expect(await badge(page).count()).toBe(0);
  });

  test('a coupon goes back to none, and a network failure shows 500 "Failed to fetch cart price"', async () => {
    const ctx = await freshContext();
    const { page } = await openPage(ctx);
    await page.goto(COURSE);
    await waitForHydration(page);
    await firstOpenAddButton(page).click();
    const modal = cartModal(page);
    await modal.waitFor({ state: 'visible' });
    await pricedTotal(page);
    await page.route(PRICE, (route) => route.abort('failed'));
    await modal.getByLabel('Rabattkod').fill('VALKOMMEN10');
    await modal.getByRole('button', { name: 'Använd kod' }).click();
    const toast = page.getByTestId('toast');
    await toast.waitFor();
    expect(await toast.textContent()).toContain('500 Failed to fetch cart price');
    expect(await modal.getByTestId('coupon-active').count()).toBe(0);
    expect(await modal.getByTestId('cart-item').count()).toBe(1);
  });
});

describe('checkout modals', () => {
  test('a locked cart refuses an add with the cannot-make-changes modal; Esc closes it and gives the focus back', async () => {
    const ctx = await freshContext();
    const { page } = await openPage(ctx);
    await page.goto('/');
    await waitForHydration(page);
    const committed = storedCart([item(1)], (cart) => ({
      ...cart,
      meta: { ...cart.meta, committedAt: Date.now(), commitHash: 'h', orderId: 'o-1' },
    }));
    await writeStoredCarts(page, { default: committed });
    await page.goto(COURSE);
    await waitForHydration(page);
    const add = firstOpenAddButton(page);
    await add.click();
    const modal = page.getByTestId('cannot-make-changes-modal');
    await modal.waitFor({ state: 'visible' });
    expect(await modal.getByRole('link', { name: 'Gå till signering' }).getAttribute('href')).toBe('/checkout/confirm');
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });
    // Focus returns to the button that opened the modal (after the dialog has closed).
    await add.evaluate(
      (element) =>
        new Promise<void>((resolve, reject) => {
          const started = Date.now();
          const check = () =>
            element === document.activeElement
              ? resolve()
              : Date.now() - started > 5_000
                ? reject(new Error('focus not returned'))
                : requestAnimationFrame(check);
          check();
        }),
    );
    await add.click();
    await modal.waitFor({ state: 'visible' });
    await modal.getByRole('button', { name: 'Kontakta oss' }).click();
    await page.waitForFunction(() => document.activeElement?.id === 'help');
  });

  test('started events are listed with Swedish long dates, and OK removes them', async () => {
    const ctx = await freshContext();
    const { page } = await openPage(ctx);
    await page.goto('/');
    await waitForHydration(page);
    await writeStoredCarts(page, {
      default: storedCart([item(1, { displayTitle: 'Gammal kurs', startDate: '2024-03-12', endDate: '2024-03-13' }), item(2)]),
    });
    await page.reload();
    await waitForHydration(page);
    const modal = page.getByTestId('cancelled-items-modal');
    await modal.waitFor({ state: 'visible' });
    expect(await modal.textContent()).toContain('Gammal kurs, 12 mars 2024');
    await modal.getByRole('button', { name: 'OK' }).click();
    await modal.waitFor({ state: 'hidden' });
    await page.waitForFunction(() => document.querySelector('[data-testid="bag-badge"]')?.textContent === '1');
  });
});
