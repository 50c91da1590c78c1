import { waitForHydration } from './browser';
import { layoutShifts, SHIFT_BUDGET } from './layout-shifts';
import {
  addEvent,
  addParticipant,
  confirmPrice,
  COURSES,
  expectNoProblems,
  fillCustomer,
  openStep,
  shot,
  unique,
  LABELS,
  type Viewport,
} from './checkout-helpers';
import { describe, expect, test } from './visitor-test';

// A Swedish academic course booked by a company with two participants, through signing to the
// status page, at mobile and desktop widths, reloading in the middle of every step.

for (const viewport of ['mobile', 'desktop'] as const satisfies readonly Viewport[]) {
  describe(`a Swedish academic company booking (${viewport})`, () => {
    test('two participants go through customer, booking, confirm and signing to the status page, and no reload loses anything', async ({
      visitor,
    }) => {
      // Not about finding the course: the visitor starts on its page (addEvent) and walks the checkout.
      const { page, problems, text } = await visitor.open({ viewport, outside: 'empty' });
      const labels = LABELS.sv;
      const id = unique();
      await addEvent(page, COURSES.swedishAcademic, 2);
      await page.keyboard.press('Escape');

      await openStep(page, '/checkout/customer');
      await shot(page, '01-customer-empty');
      await fillCustomer(page, { name: `Exempel ${id} AB`, id: '556036-0793', contactEmail: `karin-${id}@example.se`, title: 'HR-chef' });
      // Reload mid-step: every typed value is still there.
      await page.reload();
      await openStep(page, '/checkout/customer');
      await expect.poll(() => page.getByLabel(labels.companyName).inputValue()).toBe(`Exempel ${id} AB`);
      expect(await page.getByRole('textbox', { name: labels.email }).inputValue()).toBe(`karin-${id}@example.se`);
      expect(await page.getByLabel(labels.privatePerson).isDisabled()).toBe(true);
      await shot(page, '02-customer-filled');
      await page.getByRole('button', { name: text('checkout.nav.to_booking') }).click();
      await page.waitForURL('**/checkout/booking');
      await page.getByTestId('participant-form').waitFor();
      await shot(page, '03-booking-empty');

      await addParticipant(page, {
        firstName: 'Anna',
        lastName: 'Berg',
        email: `anna-${id}@example.se`,
        title: 'Chef',
        ssn: '811218-9876',
        reason: 'Kompetensutveckling',
      });
      // A half-typed second participant survives a reload.
      await page.getByRole('button', { name: labels.addParticipant }).click();
      const form = page.getByTestId('participant-form');
      await form.getByLabel(labels.firstName).fill('Bo');
      await form.getByRole('textbox', { name: labels.email }).fill(`bo-${id}@example.se`);
      await page.reload();
      await openStep(page, '/checkout/booking');
      await expect.poll(() => page.getByTestId('participant-form').getByLabel(labels.firstName).inputValue()).toBe('Bo');
      await addParticipant(page, {
        firstName: 'Bo',
        lastName: 'Ek',
        email: `bo-${id}@example.se`,
        title: 'Controller',
        ssn: '8002291238',
        reason: 'Ny roll',
      });
      const assignment = page.locator('[data-testid^="assignment-"]').first();
      await assignment.getByText(text('checkout.participants.assigned', { count: 2, total: 2 })).waitFor();
      await shot(page, '04-booking-two-participants');
      await page.getByRole('button', { name: text('checkout.nav.to_confirm') }).click();
      await page.waitForURL('**/checkout/confirm');

      await openStep(page, '/checkout/confirm');
      expect(await confirmPrice(page)).toMatch(/kr/);
      await page.getByLabel(text('checkout.confirm.additional_information')).fill('Faktura via e-post, tack.');
      await page.reload();
      await openStep(page, '/checkout/confirm');
      await expect.poll(() => page.getByLabel(text('checkout.confirm.additional_information')).inputValue()).toBe('Faktura via e-post, tack.');
      expect(await page.getByTestId('booking-summary').textContent()).toContain('Anna Berg');
      expect(await page.getByTestId('booking-summary').textContent()).toContain('Bo Ek');
      await shot(page, '05-confirm');

      const created = page.waitForResponse('**/api/docs/create');
      await page.getByTestId('submit-booking').click();
      expect((await created).status()).toBe(201);
      await page.waitForURL('**/sign/**');
      await shot(page, '06-signing');
      const orderId = await page.getByTestId('signing-order').textContent();
      expect(orderId).toMatch(/^FEI-\d{4}-\d{6,15}$/);
      await page.getByLabel(text('signing.signatory_name')).fill('Karin Lund');
      await page.getByLabel(text('signing.consent')).check();
      await page.getByRole('button', { name: text('signing.confirm') }).click();
      await page.waitForURL('**/checkout/status?document=*');
      await waitForHydration(page);
      await page.getByTestId('order-id').waitFor();
      expect(await page.getByTestId('order-id').textContent()).toBe(orderId);
      expect(await page.getByTestId('status-message').textContent()).toContain(text('checkout.status.signed'));
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(text('checkout.status.heading'));
      // The receipt arrives after the page has painted; nothing on the page moves for it.
      await page.getByRole('link', { name: text('checkout.status.new_booking') }).waitFor();
      const { total, shifts } = await layoutShifts(page);
      expect(total, shifts).toBeLessThan(SHIFT_BUDGET);
      await shot(page, '07-status');
      // The booking is done: the cart is emptied for the next one, and a reload still shows the receipt.
      await page.reload();
      await waitForHydration(page);
      await page.getByTestId('order-id').waitFor();
      expect(await page.getByTestId('order-id').textContent()).toBe(orderId);
      expectNoProblems(problems);
    });
  });
}
