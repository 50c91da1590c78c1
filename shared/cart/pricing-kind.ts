import type { CartEvent } from './cart-event';

/**
 * How a change relates to pricing: `items` and `coupon` changes are repriced and rolled back
 * when pricing fails, `reprice` changes (removals, counts) are repriced and kept, `none`
 * changes (participants, details, lifecycle) do not touch the price.
 */
export type PricingKind = 'items' | 'coupon' | 'reprice' | 'none';

/** The pricing kind of a cart event. */
export function pricingKindOf(event: CartEvent): PricingKind {
  switch (event.type) {
    case 'add-item':
    case 'set-items':
      return 'items';
    case 'set-coupon':
      return 'coupon';
    case 'remove-items':
    case 'set-count':
    case 'drop-past-items':
      return 'reprice';
    default:
      return 'none';
  }
}
