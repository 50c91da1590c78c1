import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { DEFAULT_BOOKING_POLICY } from '../../shared/booking/booking-policy';
import { cartWith, sampleItem } from '../../shared/cart/testing';
import { renderIn } from '../testing/render-in';
import { testSiteData } from '../testing/test-site-data';
import { AddToCartButton } from './add-to-cart-button';
import { memoryCartRecordStore } from './cart-record-store';
import { sampleEvent, testController } from './cart-testing';
import { closeCartModal, useCartUi } from './cart-ui-store';
import { loadCartRuntime } from './load-cart-runtime';

// A course in another currency than the cart's cannot join it: the add-to-cart control says why,
// in the visitor's language, linked to the button, with the way on (open the cart, or empty it and
// add this event). (Moved from tests/e2e/booking-limits.test.ts, which keeps the walk that meets
// it from the home page and checks that it fits in its event row.) The rule is in
// shared/cart/booking-limits.test.ts.

// The button loads the cart's runtime, whose controllers are the browser's (IndexedDB, fetch):
// here the runtime's controller is a test controller, as in the checkout's component tests.
const cart = vi.hoisted(() => ({ current: undefined as ReturnType<typeof testController> | undefined, policies: [] as unknown[] }));
vi.mock('./browser-cart', () => ({
  cartController: (_cartId: string, policy: unknown) => {
    cart.policies.push(policy);
    return cart.current?.controller;
  },
}));

const TEXTS = {
  sv: {
    add: /^Lägg i varukorgen/,
    conflict:
      'Din varukorg har tillfällen med pris i SEK; det här tillfället har pris i EUR. Boka dem var för sig: slutför eller töm varukorgen först.',
    openCart: 'Öppna varukorgen',
    emptyAndAdd: 'Töm varukorgen och lägg i det här tillfället',
  },
  en: {
    add: /^Add to cart/,
    conflict: 'Your cart holds events priced in SEK; this event is priced in EUR. Book them separately: finish or empty the cart first.',
    openCart: 'Open the cart',
    emptyAndAdd: 'Empty the cart and add this event',
  },
} as const;

const inCart = sampleItem({ id: 1, category: 'swedish-academic', startDate: '2099-03-10', endDate: '2099-03-12' });
const euroEvent = sampleEvent({
  id: 2,
  postId: 22,
  documentId: 9,
  displayTitle: 'International management control',
  category: 'business-school',
  startDate: '2099-04-10',
  endDate: '2099-04-14',
});

/** Whether the page's cart modal is asked to open, as the cart layer reads it. */
function CartOpen() {
  return <p data-testid="cart-open">{String(useCartUi('cartOpen'))}</p>;
}

// The runtime is loaded once per page; loaded here first, so that the first press does not wait
// for its modules to be transformed.
beforeAll(async () => {
  await loadCartRuntime();
}, 30_000);
beforeEach(() => {
  cart.current = testController({ store: memoryCartRecordStore({ default: cartWith([inCart], Date.now()) }) });
});
// The cart UI state is the page's: it goes back to closed once the tree that reads it is gone.
afterEach(() => {
  cleanup();
  closeCartModal();
});

describe('an event in another currency than the cart', () => {
  for (const language of ['sv', 'en'] as const) {
    const texts = TEXTS[language];
    test(`says why it cannot join the cart, linked to its button, and emptying the cart adds it alone (${language})`, async () => {
      const user = userEvent.setup();
      renderIn(
        language,
        <>
          <AddToCartButton event={euroEvent} startDay="10 april" />
          <CartOpen />
        </>,
      );
      const add = screen.getByRole('button', { name: texts.add });
      await user.click(add);
      const refusal = await screen.findByRole('alert');
      expect(refusal.textContent).toBe(texts.conflict);
      expect(add.getAttribute('aria-describedby')).toBe(refusal.id);
      expect(cart.current!.controller.getState().cart?.cartItems.map((item) => item.id)).toEqual([1]);
      expect(screen.getByTestId('cart-open').textContent).toBe('false');

      await user.click(screen.getByRole('button', { name: texts.openCart }));
      expect(screen.getByTestId('cart-open').textContent).toBe('true');

      await user.click(screen.getByRole('button', { name: texts.emptyAndAdd }));
      await vi.waitFor(() => expect(cart.current!.controller.getState().cart?.cartItems.map((item) => item.id)).toEqual([2]));
      expect(screen.queryByRole('alert')).toBeNull();
    });
  }
});

// The booking policy caps one booking at 20 places per date (V11.P1): pressing "Add to cart" on a
// date already holding 20 places in the cart is refused by the cart, which says why, instead of
// the commit refusing the whole booking later.
const LIMIT_TEXTS = {
  sv: 'En bokning här på webbplatsen rymmer ett begränsat antal platser per tillfälle och totalt. Kontakta oss för att boka en större grupp.',
  en: 'One booking made here holds a limited number of places per date and in all. Contact us to book a larger group.',
} as const;

describe('a date already holding as many places as one booking may', () => {
  for (const language of ['sv', 'en'] as const) {
    test(`is not given another by "Add to cart", which says why (${language})`, async () => {
      const user = userEvent.setup();
      const full = sampleItem({ ...inCart, participantCount: DEFAULT_BOOKING_POLICY.seatsPerEvent });
      cart.current = testController({ store: memoryCartRecordStore({ default: cartWith([full], Date.now()) }) });
      renderIn(
        language,
        <AddToCartButton
          event={sampleEvent({
            id: inCart.id,
            postId: inCart.postId,
            category: inCart.category,
            startDate: inCart.startDate,
            endDate: inCart.endDate,
          })}
          startDay="10 mars"
        />,
      );
      const add = screen.getByRole('button', { name: TEXTS[language].add });
      await user.click(add);
      const refusal = await screen.findByText(LIMIT_TEXTS[language]);
      expect(add.getAttribute('aria-describedby')).toBe(refusal.id || refusal.closest('[id]')?.id);
      expect(cart.current.controller.getState().cart?.cartItems.map((item) => item.participantCount)).toEqual([
        DEFAULT_BOOKING_POLICY.seatsPerEvent,
      ]);
    });
  }
});

// The cart's controller is made with the booking policy the page was given (the configured one,
// PublicConfig.bookingPolicy), not the default: a site that allows 3 places per date stops there.
describe('a site with its own booking policy', () => {
  test('gives the cart its configured numbers, and "Add to cart" on a date at the site’s own limit is refused', async () => {
    const user = userEvent.setup();
    const policy = { seatsPerEvent: 3, seatsInAll: 5 };
    const full = sampleItem({ ...inCart, participantCount: 3 });
    cart.current = testController({ store: memoryCartRecordStore({ default: cartWith([full], Date.now()) }), policy });
    cart.policies = [];
    renderIn(
      'en',
      <AddToCartButton
        event={sampleEvent({
          id: inCart.id,
          postId: inCart.postId,
          category: inCart.category,
          startDate: inCart.startDate,
          endDate: inCart.endDate,
        })}
        startDay="10 March"
      />,
      testSiteData({ bookingPolicy: policy }),
    );
    await user.click(screen.getByRole('button', { name: TEXTS.en.add }));
    await screen.findByText(LIMIT_TEXTS.en);
    expect(cart.policies).toEqual([policy]);
    expect(cart.current.controller.getState().cart?.cartItems.map((item) => item.participantCount)).toEqual([3]);
  });
});
