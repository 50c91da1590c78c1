import { DEFAULT_BOOKING_POLICY, type OrderSizePolicy } from '../booking/booking-policy';
import { CartIdSchema, type CartOrder } from '../schemas/cart-order';
import { fail, succeed, type CartEvent, type CartResult } from './cart-event';
import { isExpired, isLocked } from './cart-state';
import { beginCommit, bookAgain, commitFailed, commitSucceeded, setScrive, setSharing } from './commit-rules';
import { COMMIT_TIMEOUT_MS, CART_LIFETIME_MS, createCart } from './create-cart';
import { updateDetails } from './details-rules';
import { addItem, applyTotals, dropPastItems, removeItems, setCount, setCoupon, setItems } from './item-rules';
import {
  assignParticipants,
  removeParticipant,
  renameParticipantEmail,
  setCheckoutConstraints,
  setLocationOptions,
  upsertParticipant,
} from './participant-rules';

/** Events that change what is booked or who books it, refused while the cart is locked. */
const LOCKED_OUT = new Set<CartEvent['type']>([
  'add-item',
  'set-items',
  'remove-items',
  'set-count',
  'set-coupon',
  'drop-past-items',
  'apply-totals',
  'upsert-participant',
  'remove-participant',
  'rename-participant-email',
  'assign-participants',
  'set-location-options',
  'set-checkout-constraints',
  'update-details',
]);

/**
 * Renews the lifetime of a cart read back from storage. An expired cart is reported so that the
 * store removes it. A commit that never answered (the tab was closed) unlocks the cart again.
 */
function restore(cart: CartOrder, now: number): CartResult {
  if (isExpired(cart, now)) return fail('cart-expired');
  const since = cart.meta.committingSince;
  const stale = since != null && now - since >= COMMIT_TIMEOUT_MS;
  return succeed({
    ...cart,
    meta: {
      ...cart.meta,
      expiresAt: now + CART_LIFETIME_MS,
      committingSince: stale ? null : (since ?? null),
    },
  });
}

/**
 * The cart state machine: applies one event at time `now` (epoch ms) and answers the new cart
 * or why the event was refused. The input cart is never modified. `create` needs no cart; every
 * other event does. `policy` is what one booking may hold: the browser's cart passes the site's
 * configured one (web/cart/cart-controller.ts); without it, the default policy.
 */
export function transition(
  cart: CartOrder | undefined,
  event: CartEvent,
  now: number,
  policy: OrderSizePolicy = DEFAULT_BOOKING_POLICY,
): CartResult {
  if (event.type === 'create') {
    return CartIdSchema.safeParse(event.id).success ? succeed(createCart(event.id, now)) : fail('invalid-event');
  }
  if (!cart) return fail('no-cart');
  if (LOCKED_OUT.has(event.type) && isLocked(cart)) return fail('cart-locked');
  switch (event.type) {
    case 'restore':
      return restore(cart, now);
    case 'clear':
      return succeed(createCart(cart.id, now));
    case 'add-item':
      return addItem(cart, event.item, event.eventRules, policy);
    case 'set-items':
      return setItems(cart, event.items);
    case 'remove-items':
      return removeItems(cart, event.ids);
    case 'set-count':
      return setCount(cart, event.id, event.participantCount, policy);
    case 'set-coupon':
      return setCoupon(cart, event.couponCode);
    case 'drop-past-items':
      return dropPastItems(cart, now);
    case 'apply-totals':
      return applyTotals(cart, event.totals);
    case 'upsert-participant':
      return upsertParticipant(cart, event.participant);
    case 'remove-participant':
      return removeParticipant(cart, event.email);
    case 'rename-participant-email':
      return renameParticipantEmail(cart, event.from, event.to);
    case 'assign-participants':
      return assignParticipants(cart, event.itemId, event.emails);
    case 'set-location-options':
      return setLocationOptions(cart, event.itemId, event.options);
    case 'set-checkout-constraints':
      return setCheckoutConstraints(cart, event.itemId, event.constraints);
    case 'update-details':
      return updateDetails(cart, event.details);
    case 'begin-commit':
      return beginCommit(cart, now, event.orderToken);
    case 'book-again':
      return bookAgain(cart);
    case 'commit-succeeded':
      return commitSucceeded(cart, event);
    case 'commit-failed':
      return commitFailed(cart);
    case 'set-scrive':
      return setScrive(cart, event.scrive);
    case 'set-sharing':
      return setSharing(cart, event.sharing);
    default:
      return fail('invalid-event');
  }
}
