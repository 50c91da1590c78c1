import { z } from 'zod';
import { CartItemTypeSchema } from './cart-item';
import { MAX_CART_ITEMS, MAX_COUPON_LENGTH, ParticipantCountSchema, PositiveIdSchema } from './primitives';

/** One line of the price call. */
export const CartUpdateItemSchema = z.object({
  id: PositiveIdSchema,
  participantCount: ParticipantCountSchema,
  type: CartItemTypeSchema,
});
export type CartUpdateItem = z.infer<typeof CartUpdateItemSchema>;

/** Body of `POST /api/backend/cart/price`. */
export const CartUpdateRequestSchema = z.object({
  items: z.array(CartUpdateItemSchema).max(MAX_CART_ITEMS),
  couponCode: z.string().trim().max(MAX_COUPON_LENGTH).nullable().optional(),
});
export type CartUpdateRequest = z.infer<typeof CartUpdateRequestSchema>;
