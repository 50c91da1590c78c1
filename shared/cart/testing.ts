import type { CartItem } from '../schemas/cart-item';
import type { CartOrder } from '../schemas/cart-order';
import type { CartTotals } from '../schemas/cart-totals';
import type { CartUpdateRequest } from '../schemas/cart-update-request';
import type { Participant } from '../schemas/participant';
import { createCart } from './create-cart';

/**
 * Sample data for tests of the cart (here, in web/ and in worker/). Times are fixed so tests
 * are deterministic: NOW is 2025-01-15 10:00 UTC.
 */
export const NOW = 1_736_935_200_000;

/** A valid course event item; override what a test cares about. */
export function sampleItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 101,
    postId: 11,
    documentId: 7,
    displayTitle: 'Leadership in practice',
    startDate: '2025-03-10',
    endDate: '2025-03-12',
    category: 'swedish-academic',
    code: 'LP-25',
    type: 'courseEvent',
    participantCount: 2,
    ...overrides,
  };
}

/** A valid participant; override what a test cares about. */
export function sampleParticipant(overrides: Partial<Participant> = {}): Participant {
  return {
    firstName: 'Anna',
    lastName: 'Berg',
    email: 'anna@example.se',
    location: 'Stockholm',
    information: {},
    ...overrides,
  };
}

/** A fresh cart holding the given items. */
export function cartWith(items: CartItem[], now = NOW): CartOrder {
  return { ...createCart('default', now), cartItems: items };
}

/** Totals for a request at 1000 sek per participant (plus 25 % VAT), 10 % off with any coupon. */
export function totalsFor(request: CartUpdateRequest): CartTotals {
  const items = request.items.map((item) => {
    const gross = 1000 * item.participantCount;
    const discount = request.couponCode ? gross / 10 : 0;
    const vat = (gross - discount) / 4;
    return {
      id: item.id,
      type: item.type,
      participantCount: item.participantCount,
      price: {
        id: item.id,
        type: 'standard' as const,
        vatPercentage: 25,
        gross,
        discount,
        vat,
        total: gross - discount + vat,
        currency: 'sek' as const,
      },
    };
  });
  const sum = (key: 'gross' | 'discount' | 'vat' | 'total') => items.reduce((total, item) => total + item.price[key], 0);
  return { cartPrice: { gross: sum('gross'), discount: sum('discount'), vat: sum('vat'), total: sum('total'), currency: 'sek' }, items };
}
