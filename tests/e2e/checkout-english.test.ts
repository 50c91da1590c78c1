import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPage, waitForHydration } from './browser';
import { addEvent, addParticipant, confirmPrice, contextPerTest, expectNoProblems, fillCustomer, shot, unique } from './checkout-helpers';

// The booking flow in English (/en): a private person books a business-school course event (the
// non-academic category) from the course page through the cart, the customer, participant and
// confirm steps to the status page. The business school books without e-signing (its category
// rules), so sending the booking on the confirm step is the last step.

const contexts = contextPerTest();

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
  test('a private person books a business-school event from the course page to the status page, all in English', async () => {
    const context = await contexts.open('desktop', 'en-GB');
    const { page, problems } = await openPage(context);
    const id = unique();

    await addEvent(page, BUSINESS_COURSE_EN, 1, 'en');
    expect(await htmlLang(page)).toBe('en');
    const modal = page.getByTestId('cart-modal');
    expect(await modal.getByRole('heading', { level: 2 }).first().textContent()).toBe('Your cart');
    await shot(page, '40-en-cart');
    await modal.getByRole('link', { name: 'To checkout' }).click();

    await stepReady(page, '**/en/checkout/customer');
    expect(await htmlLang(page)).toBe('en');
    const customer = page.getByTestId('customer-form');
    await customer.getByRole('group', { name: 'Who is booking?' }).waitFor();
    expect(await customer.getByLabel('Company or organisation').isChecked()).toBe(true);
    expect(await customer.getByLabel('Type of id number').inputValue()).toBe('spanish');
    await fillCustomer(page, { type: 'private', name: `Eva Sol ${id}`, id: '12345678Z', contactEmail: `eva-${id}@example.es` }, 'en');
    expect(await customer.getByLabel('Private person').isChecked()).toBe(true);
    await shot(page, '41-en-customer');
    await page.getByRole('button', { name: 'To participants' }).click();

    await stepReady(page, '**/en/checkout/booking');
    expect(await htmlLang(page)).toBe('en');
    await page.getByTestId('participant-form').waitFor();
    // The participant's location is one of the event's places: this course is taught in Alicante
    // only (the distance location's English word is checked in web/checkout/event-rules.component.test.tsx).
    const locationOptions = await page.getByTestId('participant-form').getByLabel('Location').locator('option').allTextContents();
    expect(locationOptions).toEqual(['Alicante']);
    await addParticipant(page, { firstName: 'Ana', lastName: 'Ruiz', email: `ana-${id}@example.es`, ssn: 'X1234567L' }, 'en');
    await page.locator('[data-testid^="assignment-"]').first().getByText('Places chosen: 1 of 1').waitFor();
    await shot(page, '42-en-booking');
    await page.getByRole('button', { name: 'To confirmation' }).click();

    await stepReady(page, '**/en/checkout/confirm');
    expect(await htmlLang(page)).toBe('en');
    expect(await confirmPrice(page)).toMatch(/€/);
    const summary = (await page.getByTestId('booking-summary').textContent()) ?? '';
    expect(summary).toContain(`Eva Sol ${id}`);
    expect(summary).toContain('Ana Ruiz');
    await page.getByLabel('Message to us').fill('Invoice by e-mail, please.');
    expect(await page.getByTestId('submit-booking').textContent()).toBe('Send the booking');
    await shot(page, '43-en-confirm');
    await page.getByTestId('submit-booking').click();

    await page.waitForURL('**/en/checkout/status');
    await waitForHydration(page);
    await page.getByTestId('order-id').waitFor();
    expect(await htmlLang(page)).toBe('en');
    expect(await page.getByTestId('order-id').textContent()).toMatch(/^FEI-\d{4}-\d{6,15}$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Thank you for your booking');
    expect(await page.getByTestId('status-message').textContent()).toContain('Your booking has been received');
    await shot(page, '44-en-status');
    expectNoProblems(problems);
  });
});
