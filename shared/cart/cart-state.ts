import type { CartOrder } from '../schemas/cart-order';

/** The lifecycle states of a cart; committing and committed are locked. */
export type CartState = 'empty' | 'filled' | 'committing' | 'committed';

/** The state a cart is in, derived from its contents and meta. */
export function cartState(cart: CartOrder): CartState {
  if (cart.meta.committedAt !== null) return 'committed';
  if (cart.meta.committingSince != null) return 'committing';
  return cart.cartItems.length === 0 ? 'empty' : 'filled';
}

/** Whether the cart refuses changes to what is booked (committing or committed). */
export function isLocked(cart: CartOrder): boolean {
  const state = cartState(cart);
  return state === 'committing' || state === 'committed';
}

/** Whether the cart's lifetime is over at `now`. */
export function isExpired(cart: CartOrder, now: number): boolean {
  return now >= cart.meta.expiresAt;
}
