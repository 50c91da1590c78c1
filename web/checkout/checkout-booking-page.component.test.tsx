import { stubPriceApi } from '../testing/price-api';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { sampleItem } from '../../shared/cart/testing';
import { completeCartOf } from '../../tests/fixtures/complete-cart';
import { memoryCartRecordStore } from '../cart/cart-record-store';
import { testController } from '../cart/cart-testing';
import { renderRoute } from '../testing/render-route';
import { CheckoutBookingPage } from './checkout-booking-page';
import { clearSavedFields } from './saved-fields';

// The booking step by the keyboard alone (issue 47, item 7): "Add a participant" goes away as the
// form opens in its place, so the focus goes to the form's first field, not to the page; a
// refused save puts it on the form's list of problems.

const cart = vi.hoisted(() => ({ current: undefined as ReturnType<typeof testController> | undefined }));
vi.mock('../cart/browser-cart', () => ({ cartController: () => cart.current?.controller }));
vi.mock('../cart/cart-host', () => ({ CartHost: () => null }));

const TEXTS = {
  sv: {
    path: '/checkout/booking',
    add: 'Lägg till deltagare',
    firstName: /^Förnamn/,
    save: 'Spara deltagare',
    summary: /^Formuläret har \d+ fel/,
  },
  en: {
    path: '/en/checkout/booking',
    add: 'Add a participant',
    firstName: /^First name/,
    save: 'Save participant',
    summary: /^The form has \d+ errors/,
  },
} as const;

beforeEach(() => {
  const complete = completeCartOf({
    lines: [{ item: sampleItem({ startDate: '2099-03-10', endDate: '2099-03-12' }), emails: ['anna@example.se'] }],
    customerId: '556036-0793',
    contactEmail: 'karin@example.se',
  });
  cart.current = testController({ store: memoryCartRecordStore({ default: complete }) });
  stubPriceApi();
});
afterEach(() => {
  // The saved form values go once the step that reads them is gone.
  cleanup();
  clearSavedFields('default');
  vi.unstubAllGlobals();
});

describe('the booking step with the keyboard', () => {
  for (const language of ['sv', 'en'] as const) {
    const texts = TEXTS[language];

    test(`"${texts.add}" puts the focus on the opened form's first field (${language})`, async () => {
      const user = userEvent.setup();
      renderRoute(language, texts.path, CheckoutBookingPage);
      const add = await screen.findByRole('button', { name: texts.add });
      add.focus();
      await user.keyboard('{Enter}');
      const form = await screen.findByTestId('participant-form');
      await vi.waitFor(() => expect(document.activeElement).toBe(within(form).getByRole('textbox', { name: texts.firstName })));
    });

    test(`a refused save of the participant form puts the focus on its error summary (${language})`, async () => {
      const user = userEvent.setup();
      renderRoute(language, texts.path, CheckoutBookingPage);
      await user.click(await screen.findByRole('button', { name: texts.add }));
      const form = await screen.findByTestId('participant-form');
      await user.click(within(form).getByRole('button', { name: texts.save }));
      const summary = within(form).getByTestId('error-summary');
      await vi.waitFor(() => expect(document.activeElement).toBe(summary));
      expect(summary.textContent).toMatch(texts.summary);
    });
  }
});
