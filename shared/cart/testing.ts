import type { CartItem } from '../schemas/cart-item';
import type { CartOrder } from '../schemas/cart-order';
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
