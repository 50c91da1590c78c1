import type { CartErrorCode } from '../cart/cart-event';
import type { MessageKey } from '../i18n/translator';

/**
 * The i18n key of the message shown when the cart refuses a change, for each of its codes: a
 * typed map, so a new code without its text does not compile and no key is made from a string.
 */
const CART_ERROR_KEYS: Readonly<Record<CartErrorCode, MessageKey>> = {
  'no-cart': 'cart.errors.no_cart',
  'cart-expired': 'cart.errors.cart_expired',
  'cart-locked': 'cart.errors.cart_locked',
  'conflicting-category': 'cart.errors.conflicting_category',
  'conflicting-document': 'cart.errors.conflicting_document',
  'no-document': 'cart.errors.no_document',
  'invalid-item': 'cart.errors.invalid_item',
  'duplicate-item': 'cart.errors.duplicate_item',
  'unknown-item': 'cart.errors.unknown_item',
  'cart-full': 'cart.errors.cart_full',
  'cart-empty': 'cart.errors.cart_empty',
  'invalid-count': 'cart.errors.invalid_count',
  'invalid-coupon': 'cart.errors.invalid_coupon',
  'invalid-participant': 'cart.errors.invalid_participant',
  'pool-full': 'cart.errors.pool_full',
  'unknown-participant': 'cart.errors.unknown_participant',
  'participant-exists': 'cart.errors.participant_exists',
  'invalid-email': 'cart.errors.invalid_email',
  'invalid-details': 'cart.errors.invalid_details',
  'stale-totals': 'cart.errors.stale_totals',
  'invalid-totals': 'cart.errors.invalid_totals',
  'not-committing': 'cart.errors.not_committing',
  'not-committed': 'cart.errors.not_committed',
  'invalid-commit': 'cart.errors.invalid_commit',
  'invalid-scrive': 'cart.errors.invalid_scrive',
  'invalid-sharing': 'cart.errors.invalid_sharing',
  'invalid-event': 'cart.errors.invalid_event',
  'no-seats-left': 'cart.errors.no_seats_left',
  'booking-too-large': 'cart.errors.booking_too_large',
};

/** The i18n key of the message shown when the cart refuses a change, e.g. `cart.errors.cart_locked`. */
export function cartErrorKey(code: CartErrorCode): MessageKey {
  return CART_ERROR_KEYS[code];
}
