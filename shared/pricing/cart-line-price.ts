import type { ItemPrice } from '../schemas/cart-totals';

/**
 * The amount a cart line shows: the event's list price for all its participants, excluding VAT
 * and before any discount, the way course pages show prices ("excl. VAT"), so the figure a
 * visitor chose is the figure in the cart. The discount and the VAT are lines of the totals,
 * whose total is the one amount that includes VAT (and says so).
 */
export function cartLineAmount(price: Pick<ItemPrice, 'gross'>): number {
  return price.gross;
}
