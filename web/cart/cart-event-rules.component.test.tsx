import { within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { formatDateRange } from '../../shared/calendar/date-format';
import { renderOpenCart } from '../testing/render-open-cart';
import { sampleEvent, testControllerHolding } from './cart-testing';

// Issue 49, items 1 and 3: an event added from its course page brings its places and checkout
// constraints into the cart, and the cart lists it with its place beside its days and says what
// the date asks of the booking.

const TEXTS = {
  sv: { companyOnly: 'Bara företag kan boka det här tillfället.', remote: 'Distans' },
  en: { companyOnly: 'Only companies can book this date.', remote: 'Online' },
} as const;

describe('an event with places and constraints of its own, in the cart', () => {
  for (const language of ['sv', 'en'] as const) {
    test(`keeps them with its item, and its row shows the days with the places and the date's note (${language})`, async () => {
      const event = sampleEvent({
        startDate: '2099-03-10',
        endDate: '2099-03-12',
        bookingRules: { locationOptions: ['Malmö', 'Distans'], checkoutConstraints: [{ title: 'company-only' }] },
      });
      const { controller } = await testControllerHolding([event]);
      const cart = controller.getState().cart;
      expect(cart?.locationOptions).toEqual({ [event.id]: ['Malmö', 'Distans'] });
      expect(cart?.checkoutConstraints).toEqual({ [event.id]: [{ title: 'company-only' }] });

      const row = within(await renderOpenCart(language, controller)).getByTestId('cart-item');
      expect(row.textContent).toContain(`${formatDateRange('2099-03-10', '2099-03-12', language)} · Malmö, ${TEXTS[language].remote}`);
      expect(within(row).getByTestId('constraint-notes').textContent).toBe(TEXTS[language].companyOnly);
    });
  }

  test('an event that sets nothing of its own shows its one place and no note', async () => {
    const { controller } = await testControllerHolding([sampleEvent({ startDate: '2099-03-10', endDate: '2099-03-12' })]);
    const row = within(await renderOpenCart('sv', controller)).getByTestId('cart-item');
    expect(row.textContent).toContain(`${formatDateRange('2099-03-10', '2099-03-12', 'sv')} · Stockholm`);
    expect(within(row).queryByTestId('constraint-notes')).toBeNull();
  });
});
