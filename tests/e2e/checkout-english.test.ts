import type { Page } from 'playwright-core';
import { waitForHydration } from './browser';
import { addEvent, addParticipant, confirmPrice, expectNoProblems, fillCustomer, shot, unique } from './checkout-helpers';
import { describe, expect, test } from './visitor-test';

// The booking flow in English (/en): a private person books a business-school course event (the
// non-academic category) from the course page through the cart, the customer, participant and
// confirm steps to the status page. The business school books without e-signing (its category
// rules), so sending the booking on the confirm step is the last step. Not about finding the
// course: the visitor starts on its page (addEvent), as the checkout's other walks from the home
// page (id-number-rule, participant-count) reach it.

/** The English slug of the business-school course `strategiskt-ledarskap`. */
const BUSINESS_COURSE_EN = 'strategic-leadership';

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** Waits until a checkout step reached by a link has hydrated and read the cart. */
async function stepReady(page: Page, url: string): Promise<void> {
  await page.waitForURL(url);
  await waitForHydration(page);
  await page.waitForFunction(() => !document.querySelector('.checkout-page [aria-busy="true"]'));
}

describe('an English booking (desktop)', () => {
  test('a private person books a business-school event from the course page to the status page, all in English', async ({ visitor }) => {
    const { page, problems, text } = await visitor.open({ language: 'en', viewport: 'desktop', outside: 'empty' });
    const id = unique();

    await addEvent(page, BUSINESS_COURSE_EN, 1, 'en');
    expect(await htmlLang(page)).toBe('en');
    const modal = page.getByTestId('cart-modal');
    expect(await modal.getByRole('heading', { level: 2 }).first().textContent()).toBe(text('cart.title'));
    await shot(page, '40-en-cart');
    await modal.getByRole('link', { name: text('cart.to_checkout') }).click();

    await stepReady(page, '**/en/checkout/customer');
    expect(await htmlLang(page)).toBe('en');
    const customer = page.getByTestId('customer-form');
    await customer.getByRole('group', { name: text('checkout.customer.type_legend') }).waitFor();
    expect(await customer.getByLabel(text('checkout.customer.type_company')).isChecked()).toBe(true);
    expect(await customer.getByLabel(text('checkout.customer.id_type')).inputValue()).toBe('spanish');
    await fillCustomer(page, { type: 'private', name: `Eva Sol ${id}`, id: '12345678Z', contactEmail: `eva-${id}@example.es` }, 'en');
    expect(await customer.getByLabel(text('checkout.customer.type_private')).isChecked()).toBe(true);
    await shot(page, '41-en-customer');
    await page.getByRole('button', { name: text('checkout.nav.to_booking') }).click();

    await stepReady(page, '**/en/checkout/booking');
    expect(await htmlLang(page)).toBe('en');
    await page.getByTestId('participant-form').waitFor();
    // The participant's location is one of the event's places: this course is taught in Alicante
    // only (the distance location's English word is checked in web/checkout/event-rules.component.test.tsx).
    const locationOptions = await page
      .getByTestId('participant-form')
      .getByLabel(text('checkout.participants.location'))
      .locator('option')
      .allTextContents();
    expect(locationOptions).toEqual(['Alicante']);
    await addParticipant(page, { firstName: 'Ana', lastName: 'Ruiz', email: `ana-${id}@example.es`, ssn: 'X1234567L' }, 'en');
    await page
      .locator('[data-testid^="assignment-"]')
      .first()
      .getByText(text('checkout.participants.assigned', { count: 1, total: 1 }))
      .waitFor();
    await shot(page, '42-en-booking');
    await page.getByRole('button', { name: text('checkout.nav.to_confirm') }).click();

    await stepReady(page, '**/en/checkout/confirm');
    expect(await htmlLang(page)).toBe('en');
    expect(await confirmPrice(page)).toMatch(/€/);
    const summary = (await page.getByTestId('booking-summary').textContent()) ?? '';
    expect(summary).toContain(`Eva Sol ${id}`);
    expect(summary).toContain('Ana Ruiz');
    await page.getByLabel(text('checkout.confirm.additional_information')).fill('Invoice by e-mail, please.');
    expect(await page.getByTestId('submit-booking').textContent()).toBe(text('checkout.confirm.book'));
    await shot(page, '43-en-confirm');
    await page.getByTestId('submit-booking').click();

    await page.waitForURL('**/en/checkout/status');
    await waitForHydration(page);
    await page.getByTestId('order-id').waitFor();
    expect(await htmlLang(page)).toBe('en');
    expect(await page.getByTestId('order-id').textContent()).toMatch(/^FEI-\d{4}-\d{6,15}$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(text('checkout.status.heading'));
    expect(await page.getByTestId('status-message').textContent()).toContain(text('checkout.status.received'));
    await shot(page, '44-en-status');
    expectNoProblems(problems);
  });
});
