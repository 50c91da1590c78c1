import type { CartErrorCode } from '../cart/cart-event';

/** The i18n key of the message shown when the cart refuses a change, e.g. `cart.errors.cart_locked`. */
export function cartErrorKey(code: CartErrorCode): string {
  return `cart.errors.${code.replaceAll('-', '_')}`;
}
