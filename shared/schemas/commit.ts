import * as z from 'zod/mini';
import { CartOrderSchema } from './cart-order';
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
});
export type CommitResponse = z.infer<typeof CommitResponseSchema>;
