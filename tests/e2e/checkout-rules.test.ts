import type { Page } from 'playwright-core';
import {
  addEvent,
  addParticipant,
  confirmPrice,
  COURSES,
  expectNoProblems,
  fillCustomer,
  openStep,
  shot,
  storedCarts,
  unique,
} from './checkout-helpers';
import { stepRead } from './direct-visitor';
import { type MessageKey, startingWith, text } from './texts';
import { describe, expect, test } from './visitor-test';

// Category rules in the forms, a business-school booking, a private person, the validation marks,
// keyboard-only use, and the could-not-create-document modal, in Swedish. Not about finding the
// course: each visitor starts on its page (addEvent) and walks the checkout.

const sv = (key: MessageKey) => text('sv', key);

/** Books a business-school event up to the confirm step. */
async function businessSchoolToConfirm(page: Page, type: 'company' | 'private', id: string): Promise<void> {
  await addEvent(page, COURSES.businessSchool, 1);
  await page.keyboard.press('Escape');
  await openStep(page, '/checkout/customer');
  // Spanish defaults: no country picker, the Spanish id type.
  expect(await page.getByLabel(sv('checkout.customer.country')).count()).toBe(0);
  expect(await page.getByLabel(sv('checkout.customer.id_type')).inputValue()).toBe('spanish');
  expect(await page.getByRole('textbox', { name: startingWith(sv('checkout.contact.title')) }).count()).toBe(0);
  await fillCustomer(
    page,
    type === 'private'
      ? { type: 'private', name: `Eva Sol ${id}`, id: '12345678Z', contactEmail: `eva-${id}@example.es` }
      : { name: `Alicante ${id} SL`, id: 'B12345674', contactEmail: `ana-${id}@example.es` },
  );
  await shot(page, `10-business-${type}-customer`);
  await page.getByRole('button', { name: sv('checkout.nav.to_booking') }).click();
  await page.waitForURL('**/checkout/booking');
  await page.getByTestId('participant-form').waitFor();
  expect(await page.getByTestId('participant-form').getByLabel(sv('checkout.participants.reason')).count()).toBe(0);
  await addParticipant(page, { firstName: 'Ana', lastName: 'Ruiz', email: `ana-${id}@example.es`, ssn: 'X1234567L' });
  await page.getByRole('button', { name: sv('checkout.nav.to_confirm') }).click();
  await page.waitForURL('**/checkout/confirm');
  await stepRead(page);
  expect(await confirmPrice(page)).toMatch(/€/);
}

describe('a business-school booking', () => {
  test('a company books without signing and lands on the status page (desktop)', async ({ visitor }) => {
    const { page, problems } = await visitor.open({ viewport: 'desktop', outside: 'empty' });
    const id = unique();
    await businessSchoolToConfirm(page, 'company', id);
    expect(await page.getByTestId('submit-booking').textContent()).toBe(sv('checkout.confirm.book'));
    await shot(page, '11-business-confirm');
    await page.getByTestId('submit-booking').click();
    await page.waitForURL('**/checkout/status');
    await page.getByTestId('order-id').waitFor();
    expect(await page.getByTestId('status-message').textContent()).toContain(sv('checkout.status.received'));
    await shot(page, '12-business-status');
    expectNoProblems(problems);
  });

  test('a private person books (mobile)', async ({ visitor }) => {
    const { page, problems } = await visitor.open({ viewport: 'mobile', outside: 'empty' });
    await businessSchoolToConfirm(page, 'private', unique());
    expect(await page.getByTestId('booking-summary').textContent()).toContain('Eva Sol');
    await page.getByTestId('submit-booking').click();
    await page.waitForURL('**/checkout/status');
    await page.getByTestId('order-id').waitFor();
    await shot(page, '13-private-status');
    expectNoProblems(problems);
  });
});

describe('the forms', () => {
  // The marks of a refused value, the announced summary and a fix:
  // web/checkout/checkout-customer-page.component.test.tsx › a failing input on the customer step.
  test('are usable from the keyboard alone', async ({ visitor }) => {
    const { page, problems } = await visitor.open({ viewport: 'desktop', outside: 'empty' });
    const id = unique();
    await addEvent(page, COURSES.businessSchool, 1);
    await page.keyboard.press('Escape');
    await openStep(page, '/checkout/customer');
    const values: Record<string, string> = {
      'customer.name': `Teclado ${id} SL`,
      'customer.identificationNumber': 'B12345674',
      'customer.address.address': 'Calle Mayor 1',
      'customer.address.zip': '03001',
      'customer.address.city': 'Alicante',
      'contactPerson.firstName': 'Luis',
      'contactPerson.lastName': 'Gil',
      'contactPerson.email': `luis-${id}@example.es`,
    };
    // Tab through the page from the top, typing into each field as it gets the focus.
    await page.locator('body').press('Tab');
    for (let step = 0; step < 60; step += 1) {
      const name = await page.evaluate(
        () => (document.activeElement as HTMLInputElement | null)?.name || document.activeElement?.textContent || '',
      );
      if (name in values) await page.keyboard.type(values[name]!);
      if (name === sv('checkout.nav.to_booking')) break;
      await page.keyboard.press('Tab');
    }
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(sv('checkout.nav.to_booking'));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/checkout/booking');
    expectNoProblems(problems);
  });
});

// Each statusMessage's modal of the error catalogue: web/checkout/checkout-error-modal.component.test.tsx;
// the refused commit unlocking the cart: web/checkout/submit-booking.test.ts.
describe('the checkout error catalogue', () => {
  test('a document that cannot be created shows its modal, whose go-to-signing tries again', async ({ visitor }) => {
    const { page, problems } = await visitor.open({ viewport: 'mobile', outside: 'empty' });
    const id = unique();
    await addEvent(page, COURSES.swedishAcademic, 1);
    await page.keyboard.press('Escape');
    await openStep(page, '/checkout/customer');
    await fillCustomer(page, { name: `Dokument ${id} AB`, id: '556036-0793', contactEmail: `doc-${id}@example.se`, title: 'VD' });
    await page.getByRole('button', { name: sv('checkout.nav.to_booking') }).click();
    await page.waitForURL('**/checkout/booking');
    await page.getByTestId('participant-form').waitFor();
    await addParticipant(page, {
      firstName: 'Cia',
      lastName: 'Dahl',
      email: `cia-${id}@example.se`,
      title: 'VD',
      ssn: '121212+1212',
      reason: 'Ledarskap',
    });
    await page.getByRole('button', { name: sv('checkout.nav.to_confirm') }).click();
    await page.waitForURL('**/checkout/confirm');
    await stepRead(page);
    await confirmPrice(page);
    await page.route('**/api/docs/create', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 502, statusMessage: 'upstream_error', message: 'x' }),
      }),
    );
    await page.getByTestId('submit-booking').click();
    const modal = page.getByTestId('document-error-modal');
    await modal.waitFor({ state: 'visible' });
    expect(await modal.getByRole('heading').textContent()).toBe(sv('checkout.document_error.title'));
    await shot(page, '16-document-error');
    // The order is committed: the cart is locked with its order id.
    expect((await storedCarts(page)).default.meta.orderId).toMatch(/^FEI-/);
    await page.unroute('**/api/docs/create');
    await modal.getByRole('button', { name: sv('checkout.document_error.go_to_signing') }).click();
    await page.waitForURL('**/sign/**');
    // The signing page runs no script (web/signing/): nothing to hydrate, so no wait for it.
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(sv('signing.heading'));
    expectNoProblems(problems, [/502/]);
  });
});
