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
