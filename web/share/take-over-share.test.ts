import { describe, expect, test } from 'vitest';
import { createCart } from '../../shared/cart/create-cart';
import { NOW, sampleItem } from '../../shared/cart/testing';
import { transition } from '../../shared/cart/transition';
import type { CartOrder } from '../../shared/schemas/cart-order';
import type { ShareReadResponse } from '../../shared/schemas/share';
import { takeOverEvents } from './take-over-share';

// Issue 49, item 1: a shared cart taken over keeps what each of its events sets for the booking:
// its places and its checkout constraints, so the checkout asks the taker what it asked the sharer.

const SHARE_ID = 'a'.repeat(64);

function shareOf(cart: CartOrder): ShareReadResponse {
  return { cart: { ...cart, meta: { ...cart.meta, sharing: { id: SHARE_ID, editKey: null } } }, fields: {}, updatedAt: NOW };
}

describe('taking over a shared cart', () => {
  test('keeps each item’s places and checkout constraints', () => {
    const shared: CartOrder = {
      ...createCart('default', NOW),
      cartItems: [sampleItem({ id: 1, category: 'business-school' }), sampleItem({ id: 2, category: 'business-school' })],
      locationOptions: { '1': ['Alicante'], '2': ['Alicante', 'Distans'] },
      checkoutConstraints: { '1': [{ title: 'personal-id-required' }], '2': [{ title: 'company-only' }] },
    };
    let cart: CartOrder | undefined = createCart('default', NOW);
    for (const event of takeOverEvents(shareOf(shared), cart)) {
      const result = transition(cart, event, NOW);
      if (!result.ok) throw new Error(`${event.type}: ${result.code}`);
      cart = result.cart;
    }
    expect(cart?.locationOptions).toEqual(shared.locationOptions);
    expect(cart?.checkoutConstraints).toEqual(shared.checkoutConstraints);
  });
});
