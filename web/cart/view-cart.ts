import { viewCartEvent } from '../../shared/cart/analytics';
import { createCart } from '../../shared/cart/create-cart';
import type { CartOrder } from '../../shared/schemas/cart-order';

declare global {
  interface Window {
    /** The tag manager's queue. */
    dataLayer?: unknown[];
  }
}

/** Pushes `view_cart` to the tag manager's dataLayer (created when missing), for an empty cart too. */
export function pushViewCart(cart: CartOrder | undefined, cartId: string, now: number): void {
  window.dataLayer ??= [];
  window.dataLayer.push(viewCartEvent(cart ?? createCart(cartId, now)));
}
