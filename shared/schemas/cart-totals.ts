import * as z from 'zod/mini';
import { CartItemTypeSchema } from './cart-item';
import { CurrencySchema, MAX_CART_ITEMS, MoneySchema, ParticipantCountSchema, PositiveIdSchema } from './primitives';

/**
 * Money fields, all in major units: `gross` is the list price times participants before the
 * discount, excluding VAT; `discount` the coupon reduction; `vat` the VAT on gross minus discount;
 * `total` what is paid, gross - discount + vat.
 */
const amounts = {
  total: MoneySchema,
  vat: MoneySchema,
  gross: MoneySchema,
  discount: MoneySchema,
  currency: CurrencySchema,
};

/** The whole cart's sums. */
export const CartPriceSchema = z.object(amounts);
export type CartPrice = z.infer<typeof CartPriceSchema>;

/** How an item was priced: on its own, or as part of a programme package. */
export const ItemPriceTypeSchema = z.enum(['standard', 'package']);

/** The price of one cart item (all its participants). */
export const ItemPriceSchema = z.object({
  id: PositiveIdSchema,
  type: ItemPriceTypeSchema,
  vatPercentage: z.number().check(z.gte(0)).check(z.lte(100)),
  ...amounts,
});
export type ItemPrice = z.infer<typeof ItemPriceSchema>;

/** One priced cart item. */
export const CartTotalsItemSchema = z.object({
  id: PositiveIdSchema,
  type: CartItemTypeSchema,
  price: ItemPriceSchema,
  participantCount: ParticipantCountSchema,
  /** Seats the event still had free when priced, when the back end tells: the cart's "+" stops there. */
  seatsLeft: z.optional(z.int().check(z.nonnegative())),
});
export type CartTotalsItem = z.infer<typeof CartTotalsItemSchema>;

/** The answer of the price call, stored in the cart. */
export const CartTotalsSchema = z.object({
  cartPrice: CartPriceSchema,
  items: z.array(CartTotalsItemSchema).check(z.maxLength(MAX_CART_ITEMS)),
});
export type CartTotals = z.infer<typeof CartTotalsSchema>;
