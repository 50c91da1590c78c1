import * as z from 'zod/mini';
import { ScriveSchema } from './cart-meta';
import { OrderTokenSchema } from './order-token';

/** Body of `POST /api/docs/create` (and the application's submit): which committed order, and its credential. */
export const SigningDocumentRequestSchema = z.object({
  orderId: z.string().check(z.minLength(1)).check(z.maxLength(200)),
  commitHash: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  /** The credential the commit answered; without the right one the order is not found. */
  orderToken: OrderTokenSchema,
});
export type SigningDocumentRequest = z.infer<typeof SigningDocumentRequestSchema>;

/** Answer of the docs/create call, stored in the cart as `meta.scrive`. */
export const SigningDocumentResponseSchema = ScriveSchema;
export type SigningDocumentResponse = z.infer<typeof SigningDocumentResponseSchema>;

/** Answer of `GET /api/docs/{id}`: where the signing document stands (the status page asks). */
export const SigningStatusResponseSchema = z.object({
  status: z.enum(['pending', 'signed']),
  /** When the signatory signed (epoch ms), or null. */
  signedAt: z.nullable(z.number()),
});
