import * as z from 'zod/mini';
import { CartOrderSchema } from './cart-order';
import { OrderTokenSchema } from './order-token';
import { TimestampSchema } from './primitives';

/** Body of `POST /api/backend/cart/commit`: the whole cart. */
export const CommitRequestSchema = CartOrderSchema;
export type CommitRequest = z.infer<typeof CommitRequestSchema>;

/** Answer of the commit call; the cart stores these three values. */
export const CommitResponseSchema = z.object({
  status: z.literal('committed'),
  orderId: z.string().check(z.minLength(1)).check(z.maxLength(200)),
  committedAt: TimestampSchema,
  /** SHA-256 of the canonical JSON of the committed cart, 64 lower-case hex characters. */
  commitHash: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  /**
   * The order's credential (the worker always answers it; a booking back end behind it does
   * not know it): the token the cart proposed, bound to the order on its first commit.
   */
  orderToken: z.optional(OrderTokenSchema),
  /**
   * Until when the unsigned order holds its seats (epoch ms); null or absent when the back end
   * keeps its own rules (a remote one) or the order is signed.
   */
  holdExpiresAt: z.optional(z.nullable(TimestampSchema)),
});
export type CommitResponse = z.infer<typeof CommitResponseSchema>;
