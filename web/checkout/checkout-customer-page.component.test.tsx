import { stubPriceApi } from '../testing/price-api';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { cartWith, sampleItem } from '../../shared/cart/testing';
import { translator } from '../../shared/i18n/translator';
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

// Moved from tests/e2e/checkout-rules.test.ts › the forms › mark a failing input… (issue 46,
// item 3): the marks of a refused value, the announced summary and a fix, in both languages,
// with the texts of the message catalogue.
describe('a failing input on the customer step', () => {
  for (const language of ['sv', 'en'] as const) {
    const t = translator(language);

    test(`is marked Invalid value with a warning and its message, the send announces the errors and stays, and a fix clears it (${language})`, async () => {
      const user = userEvent.setup();
      renderRoute(language, TEXTS[language].path, CheckoutCustomerPage);
      const orgNumber = await screen.findByRole('textbox', { name: new RegExp(`^${t('checkout.customer.org_number')}`) });
      // A Swedish organisation number of the right shape with a wrong check digit.
      await user.type(orgNumber, '556036-0794');
      await user.tab();
      const field = orgNumber.closest('.field');
      if (!(field instanceof HTMLElement) || !(orgNumber instanceof HTMLInputElement)) throw new Error('no field around the input');
      expect(within(field).getByTestId('warning-mark')).toBeTruthy();
      expect(orgNumber.validationMessage).toBe('Invalid value');
      expect(orgNumber.getAttribute('aria-invalid')).toBe('true');
      const message = document.getElementById((orgNumber.getAttribute('aria-describedby') ?? '').split(' ').pop() ?? '');
      expect(message?.textContent).toContain(t('checkout.validation.invalid_id_checksum'));

      await user.click(screen.getByRole('button', { name: t('checkout.nav.to_booking') }));
      const summary = screen.getByTestId('error-summary');
      expect(summary.getAttribute('role')).toBe('alert');
      expect(summary.textContent).toMatch(TEXTS[language].summary);
      expect(screen.queryByTestId('elsewhere')).toBeNull();

      await user.clear(orgNumber);
      await user.type(orgNumber, '556036-0793');
      await user.tab();
      expect(orgNumber.validationMessage).toBe('');
      expect(within(field).queryByTestId('warning-mark')).toBeNull();
    });
  }
});
