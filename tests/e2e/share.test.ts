import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { baseUrl, launchBrowser, openPage, waitForHydration } from './browser';
import { TWO_ROUNDS } from './visitor-test';
import { addEvent, COURSES, expectNoProblems, newContext, openStep, shot, storedCarts, unique } from './checkout-helpers';

// Shared carts: create from the cart modal with the saved checkout fields, open in a fresh
// browser, take over (asking before replacing a non-empty cart), update with the edit key only.

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

async function context(viewport: 'mobile' | 'desktop'): Promise<BrowserContext> {
  const created = await newContext(browser, viewport);
  contexts.push(created);
  return created;
}

async function openCartModal(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByTestId('bag-button').click();
  await page.getByTestId('cart-modal').waitFor({ state: 'visible' });
}

async function openShare(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await waitForHydration(page);
  await page.waitForFunction(() => !(document.querySelector('[data-testid="take-over"]') as HTMLButtonElement | null)?.disabled);
}

describe('a shared cart', () => {
  test('is created with the checkout fields, opened and taken over in a fresh browser, and updated only with the edit key', async () => {
    const owner = await openPage(await context('desktop'));
    const id = unique();
    await addEvent(owner.page, COURSES.swedishAcademic, 1);
    await owner.page.keyboard.press('Escape');
    await openStep(owner.page, '/checkout/customer');
    await owner.page.getByRole('textbox', { name: /^Företagets namn/ }).fill(`Delad ${id} AB`);
    await owner.page.goto(`/kurs/${COURSES.swedishAcademic}`);
    await waitForHydration(owner.page);
    await openCartModal(owner.page);
    await owner.page.getByTestId('share-button').click();
    await owner.page.getByTestId('share-status').getByText('Varukorgen är delad').waitFor();
    const link = await owner.page.getByTestId('share-link').inputValue();
    expect(link).toMatch(/\/share-cart\/default\/[0-9a-f]{64}$/);
    await shot(owner.page, '20-share-created');
    const ownerCart = (await storedCarts(owner.page)).default;
    expect(ownerCart.meta.sharing.editKey).toMatch(/^[0-9a-f]{64}$/);
    expect(await owner.page.getByTestId('share-button').textContent()).toBe('Uppdatera delad varukorg');

    // A colleague opens the link in a fresh browser and takes the cart over.
    const colleague = await openPage(await context('mobile'));
    await openShare(colleague.page, new URL(link).pathname);
    expect(await colleague.page.getByTestId('shared-items').textContent()).toContain('Ledarskap för nya chefer');
    await shot(colleague.page, '21-share-opened');
    await colleague.page.getByTestId('take-over').click();
    await colleague.page.getByTestId('share-outcome').getByText('Varukorgen är din').waitFor();
    await shot(colleague.page, '22-share-taken-over');
    expect(await colleague.page.getByTestId('share-fields-refused').count()).toBe(0);
    const taken = (await storedCarts(colleague.page)).default;
    expect(taken.cartItems.map((item: { id: number }) => item.id)).toEqual(ownerCart.cartItems.map((item: { id: number }) => item.id));
    expect(taken.meta.sharing).toEqual({ id: ownerCart.meta.sharing.id, editKey: null });
    await openStep(colleague.page, '/checkout/customer');
    await expect.poll(() => colleague.page.getByRole('textbox', { name: /^Företagets namn/ }).inputValue()).toBe(`Delad ${id} AB`);
    // Without the edit key the modal offers a new share, never an update.
    await colleague.page.goto(`/kurs/${COURSES.swedishAcademic}`);
    await waitForHydration(colleague.page);
    await openCartModal(colleague.page);
    expect(await colleague.page.getByTestId('share-button').textContent()).toBe('Dela varukorgen');
    expect(await colleague.page.getByTestId('share-cart').textContent()).toContain('Ändringar du gör sparas i din egen varukorg');

    // The owner changes the count and updates the share with the edit key.
    await owner.page
      .getByTestId('cart-modal')
      .getByRole('button', { name: /^Fler deltagare på/ })
      .click();
    await owner.page.waitForFunction(() => document.querySelector('[data-testid="cart-pricing"]')?.textContent === '');
    await owner.page.getByTestId('share-button').click();
    await owner.page.getByTestId('share-status').getByText('uppdaterad').waitFor();
    const third = await openPage(await context('desktop'));
    await openShare(third.page, new URL(link).pathname);
    expect(await third.page.getByTestId('shared-items').textContent()).toContain('2 deltagare');

    // An update with a wrong edit key is refused and changes nothing.
    const shareId = ownerCart.meta.sharing.id as string;
    const refused = await fetch(`${baseUrl()}/api/backend/cart/share`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        cart: { ...ownerCart, meta: { ...ownerCart.meta, sharing: null } },
        fields: {},
        id: shareId,
        editKey: 'f'.repeat(64),
      }),
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ statusMessage: 'invalid_edit_key' });
    const read = (await (await fetch(`${baseUrl()}/api/backend/cart/share/${shareId}`)).json()) as {
      cart: { cartItems: Array<{ participantCount: number }> };
    };
    expect(read.cart.cartItems[0]?.participantCount).toBe(2);
    expectNoProblems([...owner.problems, ...colleague.problems, ...third.problems]);
  });

  test('asks before replacing a cart that already holds events', async () => {
    const owner = await openPage(await context('desktop'));
    await addEvent(owner.page, COURSES.swedishAcademic, 1);
    await owner.page.getByTestId('share-button').click();
    const link = new URL(await owner.page.getByTestId('share-link').inputValue()).pathname;

    const other = await openPage(await context('mobile'));
    await addEvent(other.page, COURSES.businessSchool, 1);
    await other.page.keyboard.press('Escape');
    await openShare(other.page, link);
    await other.page.getByTestId('take-over').click();
    const modal = other.page.getByTestId('replace-cart-modal');
    await modal.waitFor({ state: 'visible' });
    await shot(other.page, '23-share-replace-question');
    await modal.getByRole('button', { name: 'Avbryt' }).click();
    expect((await storedCarts(other.page)).default.cartItems[0].category).toBe('business-school');
    await other.page.getByTestId('take-over').click();
    await modal.getByRole('button', { name: 'Ersätt' }).click();
    await other.page.getByTestId('share-outcome').getByText('Varukorgen är din').waitFor();
    expect((await storedCarts(other.page)).default.cartItems[0].category).toBe('swedish-academic');
    expectNoProblems([...owner.problems, ...other.problems]);
  });

  test('a failed share shows the toast 500 Internal Server Error', async () => {
    const { page, problems } = await openPage(await context('mobile'));
    await addEvent(page, COURSES.swedishAcademic, 1);
    await page.route('**/api/backend/cart/share', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.getByTestId('share-button').click();
    await page.getByTestId('cart-toasts').getByText('500 Internal Server Error').waitFor();
    await shot(page, '24-share-failed');
    expect((await storedCarts(page)).default.meta.sharing ?? null).toBeNull();
    expectNoProblems(problems, [/500/]);
  });

  for (const [language, viewport, texts] of [
    [
      'sv',
      'mobile',
      { prefix: '', replace: 'Ersätt', takenOver: 'Varukorgen är din', refused: 'Uppgifterna som sparats i den delade varukorgen' },
    ],
    ['en', 'desktop', { prefix: '/en', replace: 'Replace', takenOver: 'The cart is yours', refused: 'The details saved with the shared cart' }],
  ] as const) {
    test(`saved fields it cannot take over are refused with a notice (${language}), and the visitor keeps their own`, async () => {
      const { page, problems } = await openPage(await context(viewport));
      await addEvent(page, COURSES.swedishAcademic, 1);
      await page.keyboard.press('Escape');
      const cart = (await storedCarts(page)).default;
      // A share whose saved fields include a name no form field has: the import refuses them all.
      const created = await page.request.post('/api/backend/cart/share', {
        data: { cart: { ...cart, meta: { ...cart.meta, sharing: null } }, fields: { 'bad name!': 'x', 'customer.name': 'Delad AB' } },
      });
      expect(created.status()).toBe(201);
      const shareId = ((await created.json()) as { cart: { meta: { sharing: { id: string } } } }).cart.meta.sharing.id;
      // What the visitor already had: their own saved customer name.
      await page.evaluate(() => localStorage.setItem('fei:checkout:default:customer.name', 'Egen AB'));

      await openShare(page, `${texts.prefix}/share-cart/default/${shareId}`);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      await page.getByTestId('take-over').click();
      const modal = page.getByTestId('replace-cart-modal');
      await modal.waitFor({ state: 'visible' });
      await modal.getByRole('button', { name: texts.replace }).click();
      const outcome = page.getByRole('status').filter({ has: page.getByTestId('share-fields-refused') });
      await outcome.getByText(texts.takenOver).waitFor();
      expect(await outcome.getByTestId('share-fields-refused').textContent()).toContain(texts.refused);
      await shot(page, `25-share-fields-refused-${language}`);

      // The cart arrived; the visitor's own saved fields are as they were, none of the share's came in.
      expect((await storedCarts(page)).default.meta.sharing).toEqual({ id: shareId, editKey: null });
      const saved = await page.evaluate(() =>
        Object.fromEntries(
          Object.keys(localStorage)
            .filter((key) => key.startsWith('fei:checkout'))
            .map((key) => [key, localStorage.getItem(key)]),
        ),
      );
      expect(saved).toEqual({ 'fei:checkout:default:customer.name': 'Egen AB' });
      await openStep(page, `${texts.prefix}/checkout/customer`);
      await expect
        .poll(() =>
          page
            .getByTestId('customer-form')
            .getByRole('textbox', { name: language === 'sv' ? /^Företagets namn/ : /^Company name/ })
            .inputValue(),
        )
        .toBe('Egen AB');
      expectNoProblems(problems);
    });
  }

  const WITHOUT_KEY = {
    sv: { prefix: '', replace: 'Ersätt', update: 'Uppdatera delad varukorg', create: 'Dela varukorgen', why: 'utan dess redigeringsnyckel' },
    en: { prefix: '/en', replace: 'Replace', update: 'Update the shared cart', create: 'Share the cart', why: 'without its edit key' },
  } as const;
  for (const [language, viewport] of TWO_ROUNDS) {
    const texts = WITHOUT_KEY[language];
    test(`a cart taken over without the edit key offers the update as unavailable, says why, and offers create (${language}, ${viewport})`, async () => {
      const { page, problems } = await openPage(await context(viewport));
      await addEvent(page, COURSES.swedishAcademic, 1);
      await page.keyboard.press('Escape');
      const cart = (await storedCarts(page)).default;
      const created = await page.request.post('/api/backend/cart/share', {
        data: { cart: { ...cart, meta: { ...cart.meta, sharing: null } }, fields: {} },
      });
      const shareId = ((await created.json()) as { cart: { meta: { sharing: { id: string } } } }).cart.meta.sharing.id;
      await openShare(page, `${texts.prefix}/share-cart/default/${shareId}`);
      await page.getByTestId('take-over').click();
      await page.getByTestId('replace-cart-modal').getByRole('button', { name: texts.replace }).click();
      await page.getByTestId('share-outcome').getByRole('link').first().waitFor();

      await openCartModal(page);
      const modal = page.getByTestId('cart-modal');
      const update = modal.getByRole('button', { name: texts.update, exact: true });
      expect(await update.isDisabled()).toBe(true);
      const reason = await update.evaluate(
        (button) => document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
      );
      expect(reason).toContain(texts.why);
      expect(await modal.getByText(reason).isVisible()).toBe(true);
      expect(await modal.getByRole('button', { name: texts.create, exact: true }).isEnabled()).toBe(true);
      await modal.getByRole('button', { name: texts.create, exact: true }).scrollIntoViewIfNeeded();
      mkdirSync('/tmp/shots-d', { recursive: true });
      await page.screenshot({ path: `/tmp/shots-d/08-share-without-edit-key-${language}-${viewport}.png` });
      expectNoProblems(problems);
    });
  }

  const DAY_WRITTEN = {
    sv: {
      slug: COURSES.swedishAcademic,
      locale: 'sv-SE',
      share: 'Dela varukorgen',
      link: 'Länk till varukorgen',
      changed: /^Senast ändrad \d{1,2} [a-zåäö]+ \d{4}$/,
    },
    en: {
      slug: 'leadership-for-new-managers',
      locale: 'en-GB',
      share: 'Share the cart',
      link: 'Link to the cart',
      changed: /^Last changed \d{1,2} [A-Z][a-z]+ \d{4}$/,
    },
  } as const;
  for (const [language, viewport] of TWO_ROUNDS) {
    const texts = DAY_WRITTEN[language];
    test(`the shared cart says the day it last changed in words of the language, not as 2026-11-28 (${language}, ${viewport})`, async () => {
      const owner = await openPage(await context(viewport));
      await addEvent(owner.page, texts.slug, 1, language);
      await owner.page.getByRole('dialog').getByRole('button', { name: texts.share, exact: true }).click();
      const link = owner.page.getByRole('dialog').getByLabel(texts.link);
      await expect.poll(() => link.inputValue()).toContain('/share-cart/');
      const visitor = await openPage(await newContext(browser, viewport, texts.locale));
      contexts.push(visitor.page.context());
      await visitor.page.goto(await link.inputValue());
      await visitor.page.getByRole('main').getByText(texts.changed).waitFor();
      await shot(visitor.page, `25-share-changed-day-${language}`);
      expectNoProblems(owner.problems);
      expectNoProblems(visitor.problems);
    });
  }

  test('an unknown share answers 404', async () => {
    const { page } = await openPage(await context('desktop'));
    const response = await page.goto(`/share-cart/default/${'0'.repeat(64)}`);
    expect(response?.status()).toBe(404);
  });
});
