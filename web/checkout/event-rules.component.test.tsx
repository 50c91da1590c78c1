import { cleanup, screen, within } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import { formatDateRange } from '../../shared/calendar/date-format';
import { cartWith, sampleItem } from '../../shared/cart/testing';
import { checkoutRequirements } from '../../shared/checkout/checkout-requirements';
import type { CartOrder } from '../../shared/schemas/cart-order';
import type { CartController } from '../cart/cart-controller';
import { memoryCartRecordStore } from '../cart/cart-record-store';
import { testController } from '../cart/cart-testing';
import { renderIn } from '../testing/render-in';
import { BookingSummary } from './booking-summary';
import { CustomerDetailsForm } from './checkout-customer-page';
import type { CheckoutContext } from './checkout-frame';
import { ParticipantsSection } from './participants-section';
import { clearSavedFields } from './saved-fields';
import { useCustomerStep } from './use-customer-step';

// Issue 49, items 1 and 3: what a date sets for its booking (its places, company customers only,
// personal id numbers) reaches the checkout's steps, which ask for exactly that and say why, and
// every step that lists the date shows its place beside its days. The rules themselves are in
// shared/cart/event-rules.test.ts and shared/checkout/checkout.test.ts; the walk from the home
// page in tests/e2e/event-rules.test.ts.

const TEXTS = {
  sv: {
    personalIdNote: 'Det här tillfället kräver personnummer.',
    companyOnlyNote: 'Bara företag kan boka det här tillfället.',
    categoryCompanyOnly: 'Den här utbildningen kan bara bokas av företag och organisationer.',
    location: 'Ort',
    remote: 'Distans',
    ssn: /^Personnummer/,
    privatePerson: 'Privatperson',
  },
  en: {
    personalIdNote: 'This date requires a personal ID number.',
    companyOnlyNote: 'Only companies can book this date.',
    categoryCompanyOnly: 'Only companies and organisations can book this course.',
    location: 'Location',
    remote: 'Online',
    ssn: /^Personal identity number/,
    privatePerson: 'Private person',
  },
} as const;

const item = sampleItem({
  id: 1,
  category: 'business-school',
  displayTitle: 'Intercultural communication',
  startDate: '2099-03-10',
  endDate: '2099-03-12',
  participantCount: 1,
});

/** A business-school cart of one date with the places and constraints it sets. */
function cartOf(places: string[], constraints: string[], category: CartOrder['cartItems'][number]['category'] = 'business-school'): CartOrder {
  return {
    ...cartWith([{ ...item, category }], Date.now()),
    locationOptions: { '1': places },
    checkoutConstraints: { '1': constraints.map((title) => ({ title })) },
  };
}

function contextOf(cart: CartOrder, controller: CartController): CheckoutContext {
  const rules = checkoutRequirements(cart);
  if (!rules) throw new Error('no rules for an empty cart');
  return { cart, controller, rules, cartId: 'default' };
}

/** The participants section, re-rendered on every change of the cart, as the booking step has it. */
function Participants({ controller }: { controller: CartController }) {
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getInitialState);
  if (!state.cart) return null;
  return <ParticipantsSection context={contextOf(state.cart, controller)} showIssues={false} />;
}

function renderParticipants(language: 'sv' | 'en', cart: CartOrder) {
  const { controller } = testController({ store: memoryCartRecordStore({ default: cart }) });
  renderIn(language, <Participants controller={controller} />);
}

function CustomerForm({ context }: { context: CheckoutContext }) {
  const step = useCustomerStep(context);
  return <CustomerDetailsForm context={context} step={step} onSubmit={() => {}} />;
}

const optionTexts = (select: HTMLSelectElement) => [...select.options].map((option) => option.text);

afterEach(() => {
  cleanup();
  clearSavedFields('default');
});

describe('a date that requires personal id numbers, on the participants step', () => {
  for (const language of ['sv', 'en'] as const) {
    const texts = TEXTS[language];
    test(`shows the date with its place and why, asks each participant for the number, and offers only the date's place (${language})`, async () => {
      renderParticipants(language, cartOf(['Alicante'], ['personal-id-required']));
      const assignment = await screen.findByTestId('assignment-1');
      expect(assignment.textContent).toContain(`${formatDateRange('2099-03-10', '2099-03-12', language)} · Alicante`);
      expect(within(assignment).getByTestId('constraint-notes').textContent).toBe(texts.personalIdNote);

      const form = screen.getByTestId('participant-form');
      expect(within(form).getByText(texts.personalIdNote)).toBeTruthy();
      const ssn = within(form).getByRole<HTMLInputElement>('textbox', { name: texts.ssn });
      expect(ssn.required).toBe(true);
      // One place: nothing to choose, so no "no preference" either.
      const location = within(form).getByRole<HTMLSelectElement>('combobox', { name: texts.location });
      expect(optionTexts(location)).toEqual(['Alicante']);
    });

    test(`offers an online date's distance location only, in the page's word, and names nothing it does not ask (${language})`, async () => {
      renderParticipants(language, cartOf(['Distans'], []));
      const assignment = await screen.findByTestId('assignment-1');
      expect(assignment.textContent).toContain(`${formatDateRange('2099-03-10', '2099-03-12', language)} · ${texts.remote}`);
      expect(within(assignment).queryByTestId('constraint-notes')).toBeNull();
      const form = screen.getByTestId('participant-form');
      expect(within(form).queryByText(texts.personalIdNote)).toBeNull();
      expect(optionTexts(within(form).getByRole<HTMLSelectElement>('combobox', { name: texts.location }))).toEqual([texts.remote]);
    });
  }

  test('a date with places of its own offers those, with no preference first', async () => {
    renderParticipants('sv', cartOf(['Stockholm', 'Göteborg'], [], 'swedish-academic'));
    const form = await screen.findByTestId('participant-form');
    expect(optionTexts(within(form).getByRole<HTMLSelectElement>('combobox', { name: 'Ort' }))).toEqual([
      'Ingen särskild ort',
      'Stockholm',
      'Göteborg',
    ]);
  });
});

describe('a company-only date, on the customer step', () => {
  for (const language of ['sv', 'en'] as const) {
    const texts = TEXTS[language];
    test(`says the date is for companies only and lets no private person book it (${language})`, async () => {
      const cart = cartOf(['Alicante'], ['company-only']);
      const { controller } = testController({ store: memoryCartRecordStore({ default: cart }) });
      renderIn(language, <CustomerForm context={contextOf(cart, controller)} />);
      const form = await screen.findByTestId('customer-form');
      expect(within(form).getByText(texts.companyOnlyNote)).toBeTruthy();
      expect(within(form).queryByText(texts.categoryCompanyOnly)).toBeNull();
      expect(within(form).getByRole<HTMLInputElement>('radio', { name: texts.privatePerson }).disabled).toBe(true);
    });
  }

  test('a kind of course that is for companies only says so in its own words, not the date’s', async () => {
    const cart = cartOf(['Malmö'], ['company-only'], 'swedish-academic');
    const { controller } = testController({ store: memoryCartRecordStore({ default: cart }) });
    renderIn('sv', <CustomerForm context={contextOf(cart, controller)} />);
    const form = await screen.findByTestId('customer-form');
    expect(within(form).getByText(TEXTS.sv.categoryCompanyOnly)).toBeTruthy();
    expect(within(form).queryByText(TEXTS.sv.companyOnlyNote)).toBeNull();
  });
});

describe('the confirm step’s summary', () => {
  for (const language of ['sv', 'en'] as const) {
    test(`shows each date with its place beside its days (${language})`, () => {
      const cart = cartOf(['Stockholm', 'Distans'], [], 'swedish-academic');
      renderIn(language, <BookingSummary cart={cart} />);
      const summary = screen.getByTestId('booking-summary');
      expect(summary.textContent).toContain(`${formatDateRange('2099-03-10', '2099-03-12', language)} · Stockholm, ${TEXTS[language].remote}`);
    });
  }
});
