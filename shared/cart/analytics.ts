import type { AnalyticsItem, ViewCartEvent } from '../schemas/analytics-item';
import type { CartOrder } from '../schemas/cart-order';
import type { Currency } from '../schemas/primitives';

/** The cart's currency as analytics names it (ISO 4217, upper case). */
const ANALYTICS_CURRENCY = { sek: 'SEK', eur: 'EUR', gbp: 'GBP' } as const satisfies Record<Currency, ViewCartEvent['ecommerce']['currency']>;

/** Rounds to cents so that divided prices do not carry float noise into analytics. */
const toCents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * The cart's items as analytics items: price and discount are the item's priced total and
 * discount per participant (0 while the item has not been priced), quantity its participants.
 */
export function analyticsItems(cart: CartOrder): AnalyticsItem[] {
  const prices = new Map(cart.cartTotals.items.map((entry) => [entry.id, entry.price]));
  return cart.cartItems.map((item) => {
    const price = prices.get(item.id);
    return {
      item_id: String(item.id),
      item_name: item.displayTitle,
      price: price ? toCents(price.total / item.participantCount) : 0,
      discount: price ? toCents(price.discount / item.participantCount) : 0,
      quantity: item.participantCount,
    };
  });
}

/** The `view_cart` dataLayer payload pushed when the cart modal opens. */
export function viewCartEvent(cart: CartOrder): ViewCartEvent {
  const { currency, total } = cart.cartTotals.cartPrice;
  return {
    event: 'view_cart',
    ecommerce: {
      currency: ANALYTICS_CURRENCY[currency],
      value: total,
      ...(cart.couponCode ? { coupon: cart.couponCode } : {}),
      items: analyticsItems(cart),
    },
  };
}
