import { stubPriceApi } from '../testing/price-api';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { cartWith, sampleItem } from '../../shared/cart/testing';
import { memoryCartRecordStore } from '../cart/cart-record-store';
import { testController } from '../cart/cart-testing';
import { clearSavedFields } from '../checkout/saved-fields';
import { renderRoute } from '../testing/render-route';
import { ApplicationCustomerPage } from './application-customer-page';

// Issue 49, item 5: the checkout's participant form offers "fill in with the contact person";
// the application's did not. There the applicant's details and the participants are one step, so
// the contact person is the one typed above, not yet stored: the button follows what is typed.

const cart = vi.hoisted(() => ({ current: undefined as ReturnType<typeof testController> | undefined }));
vi.mock('../cart/browser-cart', () => ({ cartController: () => cart.current?.controller }));
vi.mock('../cart/cart-host', () => ({ CartHost: () => null }));

const TEXTS = {
  sv: {
    path: '/application/default/customer',
    route: '/application/:slug/customer',
    firstName: /^Förnamn/,
    lastName: /^Efternamn/,
    email: /^E-post/,
    title: /^Befattning/,
    fill: 'Fyll i med kontaktpersonen',
  },
  en: {
    path: '/en/application/default/customer',
    route: '/en/application/:slug/customer',
    firstName: /^First name/,
    lastName: /^Last name/,
    email: /^E-mail/,
    title: /^Job title/,
    fill: 'Fill in with the contact person',
  },
} as const;

beforeEach(() => {
  const application = cartWith([sampleItem({ category: 'english-academic', startDate: '2099-03-10', endDate: '2099-03-12' })], Date.now());
  cart.current = testController({ store: memoryCartRecordStore({ default: application }) });
  stubPriceApi();
});
afterEach(() => {
  // The saved form values go once the step that reads them is gone.
  cleanup();
  clearSavedFields('default');
  vi.unstubAllGlobals();
});

describe("the application's participant form", () => {
  for (const language of ['sv', 'en'] as const) {
    const text = TEXTS[language];
    test(`offers to fill in the participant with the contact person typed above, before anything is stored (${language})`, async () => {
      const user = userEvent.setup();
      renderRoute(language, text.path, ApplicationCustomerPage, text.route);
      const customer = await screen.findByTestId('customer-form');
      const participant = await screen.findByTestId('participant-form');
      // Nobody to fill in with until the contact person has an e-mail, as in the checkout.
      expect(within(participant).queryByRole('button', { name: text.fill })).toBeNull();

      for (const [name, value] of [
        [text.firstName, 'Sam'],
        [text.lastName, 'Reed'],
        [text.email, 'sam@example.co.uk'],
        [text.title, 'Analyst'],
      ] as const) {
        await user.click(within(customer).getByRole('textbox', { name }));
        await user.paste(value);
      }
      await user.click(await within(participant).findByRole('button', { name: text.fill }));
      const field = (name: RegExp) => within(screen.getByTestId('participant-form')).getByRole<HTMLInputElement>('textbox', { name });
      await vi.waitFor(() => expect(field(text.email).value).toBe('sam@example.co.uk'));
      expect([field(text.firstName).value, field(text.lastName).value, field(text.title).value]).toEqual(['Sam', 'Reed', 'Analyst']);
      // Nothing was stored by it: the cart's contact person is still the empty one of a new cart.
      expect(cart.current?.controller.getState().cart?.contactPerson.email).toBe('');
    });
  }
});
