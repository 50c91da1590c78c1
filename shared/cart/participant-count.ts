import type { CartOrder } from '../schemas/cart-order';

/**
 * The numbers of distinct participants a booking can have: at least as many as the largest
 * item needs, at most one person per booked place. Empty for an empty cart.
 */
export function participantCountOptions(cart: CartOrder): number[] {
  const counts = cart.cartItems.map((item) => item.participantCount);
  if (counts.length === 0) return [];
  const largest = Math.max(...counts);
  const total = counts.reduce((sum, count) => sum + count, 0);
  return Array.from({ length: total - largest + 1 }, (_, index) => largest + index);
}

/**
 * The participant count the checkout starts with: the first option, or the smaller of that
 * and the pool size when participants have already been entered. Undefined for an empty cart.
 */
export function initialParticipantCount(cart: CartOrder): number | undefined {
  const first = participantCountOptions(cart)[0];
  if (first === undefined) return undefined;
  const pool = cart.participantPool.length;
  return pool > 0 ? Math.min(first, pool) : first;
}

/**
 * The participant count in effect: the visitor's saved choice when it is still one of the cart's
 * options (a saved text comes from storage or a shared cart, and the items may have changed since),
 * otherwise the initial count. Undefined for an empty cart.
 */
export function chosenParticipantCount(cart: CartOrder, saved: string | undefined): number | undefined {
  const choice = saved !== undefined && /^\d{1,4}$/.test(saved) ? Number(saved) : undefined;
  return choice !== undefined && participantCountOptions(cart).includes(choice) ? choice : initialParticipantCount(cart);
}

/**
 * The participant count once a new participant is in the pool: it grows with the pool, so that the
 * count the visitor sees is never smaller than the people they named, and never past one person per
 * booked place.
 */
export function participantCountAfterAdding(cart: CartOrder, count: number): number {
  const options = participantCountOptions(cart);
  const largest = options[options.length - 1] ?? count;
  return Math.max(count, Math.min(cart.participantPool.length, largest));
}
