import { withItems } from '../../shared/cart/item-rules';
import { parseApiError } from '../../shared/errors/api-error';
import { priceErrorToast } from '../../shared/errors/toasts';
import type { CartOrder } from '../../shared/schemas/cart-order';
import type { CartUpdateRequest } from '../../shared/schemas/cart-update-request';

/**
 * Changes made since the cart was last priced: the cart as it was before them, and whether
 * they include what the spec rolls back when pricing fails (adds and set-items; a coupon).
 */
export interface PricingBatch {
  base: CartOrder;
  items: boolean;
  coupon: boolean;
}

/** The body of the price call for a cart. */
export function priceRequest(cart: CartOrder): CartUpdateRequest {
  return {
    items: cart.cartItems.map(({ id, type, participantCount }) => ({ id, type, participantCount })),
    ...(cart.couponCode ? { couponCode: cart.couponCode } : {}),
  };
}

/** Whether two carts ask for the same price: same items, counts and coupon. */
export function samePriceRequest(a: CartOrder, b: CartOrder): boolean {
  return JSON.stringify(priceRequest(a)) === JSON.stringify(priceRequest(b));
}

/**
 * The cart after a failed price call: added or replaced items go back to what they were, a new
 * coupon goes back to the previous one. Removals and count changes stay (the spec rolls back
 * only adds, set-items and coupons). When the cart asks for the same price as before the
 * batch again, the totals of before are right again.
 */
export function rollBack(current: CartOrder, batch: PricingBatch): CartOrder {
  let cart = batch.items ? withItems(current, batch.base.cartItems) : current;
  if (batch.coupon || batch.items) cart = { ...cart, couponCode: batch.base.couponCode };
  if (samePriceRequest(cart, batch.base)) cart = { ...cart, cartTotals: batch.base.cartTotals };
  return cart;
}

/** The text of the price-failure toast: status code and message, with the spec's defaults. */
export function priceToastText(error: unknown): string {
  const { statusCode, message } = priceErrorToast(error);
  return `${statusCode} ${message}`;
}

/**
 * The event a price call refused as closed (cancelled, started or full), read from the
 * worker's `event_closed` error, whose message names the item: '... (item 42)'.
 */
export function closedItemId(error: unknown): number | undefined {
  const parsed = parseApiError(error);
  if (parsed?.statusMessage !== 'event_closed') return undefined;
  const match = /\(item (\d+)\)\s*$/.exec(parsed.message);
  return match ? Number(match[1]) : undefined;
}
