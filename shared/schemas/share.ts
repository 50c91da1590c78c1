import { z } from 'zod';
import { SharingSchema } from './cart-meta';
import { CartOrderSchema } from './cart-order';
import { TextSchema } from './primitives';

/** Saved checkout form fields sent along with a shared cart. */
export const SharedFieldsSchema = z
  .record(z.string().max(200), TextSchema)
  .refine((fields) => Object.keys(fields).length <= 200, { message: 'At most 200 fields' });

/**
 * Body of `POST /api/backend/cart/share`. A cart that already has `meta.sharing` with an edit
 * key updates that share; otherwise a new share is created.
 */
export const ShareRequestSchema = z.object({
  cart: CartOrderSchema,
  fields: SharedFieldsSchema,
});
export type ShareRequest = z.infer<typeof ShareRequestSchema>;

/** Answer of the share call: the cart, now carrying its sharing id and edit key. */
export const ShareResponseSchema = z.object({
  status: z.literal('created'),
  cart: CartOrderSchema.and(z.object({ meta: z.object({ sharing: SharingSchema }) })),
});
export type ShareResponse = z.infer<typeof ShareResponseSchema>;
