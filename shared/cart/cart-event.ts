import type { Sharing, Scrive } from '../schemas/cart-meta';
import type { CartOrder } from '../schemas/cart-order';
import type { CartTotals } from '../schemas/cart-totals';
import type { CheckoutConstraint } from '../schemas/checkout-constraint';
import type { NewCartItem } from '../schemas/cart-item';
import type { Participant } from '../schemas/participant';
import type { CartDetails } from './details-rules';
import type { EventBookingRules } from './event-rules';

/**
 * Everything that can happen to a cart. Payloads are validated by `transition` again, because
 * they come from forms, storage and the network.
 */
export type CartEvent =
  | { type: 'create'; id: string }
  | { type: 'restore' }
  | { type: 'clear' }
  /** `eventRules`: the event's places and checkout constraints, kept for the item (the content's; absent, the item keeps what it had). */
  | { type: 'add-item'; item: NewCartItem; eventRules?: EventBookingRules }
  | { type: 'set-items'; items: NewCartItem[] }
  | { type: 'remove-items'; ids: number[] }
  | { type: 'set-count'; id: number; participantCount: number }
  | { type: 'set-coupon'; couponCode: string | null }
  | { type: 'drop-past-items' }
  | { type: 'apply-totals'; totals: CartTotals }
  | { type: 'upsert-participant'; participant: Participant }
  | { type: 'remove-participant'; email: string }
  | { type: 'rename-participant-email'; from: string; to: string }
  | { type: 'assign-participants'; itemId: number; emails: string[] }
  | { type: 'set-location-options'; itemId: number; options: string[] }
  | { type: 'set-checkout-constraints'; itemId: number; constraints: CheckoutConstraint[] }
  | { type: 'update-details'; details: CartDetails }
  | { type: 'begin-commit'; orderToken?: string }
  | { type: 'commit-succeeded'; orderId: string; committedAt: number; commitHash: string; orderToken?: string; holdExpiresAt?: number | null }
  | { type: 'book-again' }
  | { type: 'commit-failed' }
  | { type: 'set-scrive'; scrive: Scrive }
  | { type: 'set-sharing'; sharing: Sharing | null };

/** Every reason a transition can be refused (comments on the less obvious ones). */
export const CART_ERROR_CODES = [
  /** The event needs an existing cart and none was given. */
  'no-cart',
  /** The stored cart's lifetime is over; the store removes it. */
  'cart-expired',
  /** The cart is committing or committed and refuses changes. */
  'cart-locked',
  'conflicting-category',
  'conflicting-document',
  'no-document',
  'invalid-item',
  'duplicate-item',
  'unknown-item',
  'cart-full',
  'cart-empty',
  'invalid-count',
  'invalid-coupon',
  'invalid-participant',
  'pool-full',
  'unknown-participant',
  'participant-exists',
  'invalid-email',
  'invalid-details',
  'stale-totals',
  'invalid-totals',
  'not-committing',
  'not-committed',
  'invalid-commit',
  'invalid-scrive',
  'invalid-sharing',
  'invalid-event',
  // More places than one booking may hold (the booking policy's limits, shared/booking/booking-policy.ts).
  'booking-too-large',
  // Raised by the browser cart, which knows the event's free seats (the state machine does not).
  'no-seats-left',
] as const;

/** Why a transition was refused. */
export type CartErrorCode = (typeof CART_ERROR_CODES)[number];

/** The result of a transition: the new cart, or why the event was refused (the cart is unchanged). */
export type CartResult = { ok: true; cart: CartOrder } | { ok: false; code: CartErrorCode };

/** Shorthand for a refusal. */
export const fail = (code: CartErrorCode): CartResult => ({ ok: false, code });

/** Shorthand for a success. */
export const succeed = (cart: CartOrder): CartResult => ({ ok: true, cart });
