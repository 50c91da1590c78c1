import { stubPriceApi } from '../testing/price-api';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { cartWith, sampleItem } from '../../shared/cart/testing';
import { memoryCartRecordStore } from '../cart/cart-record-store';
import { testController } from '../cart/cart-testing';
import { renderRoute } from '../testing/render-route';
import { CheckoutCustomerPage } from './checkout-customer-page';
import { clearSavedFields } from './saved-fields';

// The customer step by the keyboard alone (issue 47, item 7): tabbing through its empty fields
// judges none of them; a field is judged when the visitor leaves it after changing it, every
// field on send; and a refused send puts the focus on the list of problems, as the booking and
// application steps do.

const cart = vi.hoisted(() => ({ current: undefined as ReturnType<typeof testController> | undefined }));
vi.mock('../cart/browser-cart', () => ({ cartController: () => cart.current?.controller }));
vi.mock('../cart/cart-host', () => ({ CartHost: () => null }));

const TEXTS = {
  sv: { path: '/checkout/customer', send: 'Till deltagare', company: /^Företagets namn/, summary: /^Formuläret har \d+ fel/ },
  en: { path: '/en/checkout/customer', send: 'To participants', company: /^Company name/, summary: /^The form has \d+ errors/ },
} as const;

// A fresh cart (an old one would be dropped as expired) with one event and nobody named yet.
const fresh = () => cartWith([sampleItem({ startDate: '2099-03-10', endDate: '2099-03-12' })], Date.now());

beforeEach(() => {
  cart.current = testController({ store: memoryCartRecordStore({ default: fresh() }) });
  stubPriceApi();
});
afterEach(() => {
  // The saved form values go once the step that reads them is gone.
  cleanup();
  clearSavedFields('default');
  vi.unstubAllGlobals();
});

const invalidFields = () => [...document.querySelectorAll('[aria-invalid="true"]')];

describe('the customer step with the keyboard', () => {
  for (const language of ['sv', 'en'] as const) {
    const texts = TEXTS[language];

    test(`tabbing through the empty fields marks none of them invalid and shows no error summary (${language})`, async () => {
      const user = userEvent.setup();
      renderRoute(language, texts.path, CheckoutCustomerPage);
      await screen.findByRole('textbox', { name: texts.company });
      for (let step = 0; step < 25; step += 1) await user.tab();
      expect(invalidFields()).toEqual([]);
      expect(screen.getByTestId('error-summary').textContent).toBe('');
    });

    test(`a field is judged once the visitor leaves it after changing it, and no other (${language})`, async () => {
      const user = userEvent.setup();
      renderRoute(language, texts.path, CheckoutCustomerPage);
      const company = await screen.findByRole('textbox', { name: texts.company });
      await user.click(company);
      await user.type(company, 'x');
      await user.clear(company);
      await user.tab();
      expect(invalidFields()).toEqual([company]);
    });

    test(`a refused send puts the focus on the error summary, which lists the problems (${language})`, async () => {
      const user = userEvent.setup();
      renderRoute(language, texts.path, CheckoutCustomerPage);
      await screen.findByRole('textbox', { name: texts.company });
      await user.click(screen.getByRole('button', { name: texts.send }));
      const summary = screen.getByTestId('error-summary');
      await vi.waitFor(() => expect(document.activeElement).toBe(summary));
      expect(summary.textContent).toMatch(texts.summary);
      expect(summary.querySelectorAll('a').length).toBeGreaterThan(1);
      expect(invalidFields().length).toBeGreaterThan(1);
    });
  }
});
