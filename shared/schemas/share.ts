import * as z from 'zod/mini';
import { SharingSchema } from './cart-meta';
import { CartOrderSchema } from './cart-order';
import { TextSchema, TimestampSchema } from './primitives';

/** Saved checkout form fields sent along with a shared cart. */
export const SharedFieldsSchema = z
  .record(z.string().check(z.maxLength(200)), TextSchema)
  .check(z.refine((fields) => Object.keys(fields).length <= 200, { message: 'At most 200 fields' }));

/**
 * Body of `POST /api/backend/cart/share`. A cart that already has `meta.sharing` with an edit
 * key updates that share; otherwise a new share is created.
 */
export const ShareRequestSchema = z.object({
  cart: CartOrderSchema,
  fields: SharedFieldsSchema,
});
export type ShareRequest = z.infer<typeof ShareRequestSchema>;

/** A share id or edit key as the reference back end makes them: 64 lower-case hex characters. */
export const ShareKeySchema = z.string().check(z.regex(/^[0-9a-f]{64}$/));

/**
 * The share call with the share to update named explicitly (`id` + `editKey`), which wins over
 * `cart.meta.sharing`. Both or neither must be present.
 */
export const ShareWriteRequestSchema = z
  .extend(ShareRequestSchema, {
    id: z.optional(ShareKeySchema),
    editKey: z.optional(ShareKeySchema),
  })
  .check(
    z.refine((body) => (body.id === undefined) === (body.editKey === undefined), {
      message: 'id and editKey go together',
      path: ['editKey'],
    }),
  );
export type ShareWriteRequest = z.infer<typeof ShareWriteRequestSchema>;

/** Answer of the share call: the cart, now carrying its sharing id and edit key. */
export const ShareResponseSchema = z.object({
  status: z.literal('created'),
  cart: z.intersection(CartOrderSchema, z.object({ meta: z.object({ sharing: SharingSchema }) })),
});
export type ShareResponse = z.infer<typeof ShareResponseSchema>;

/**
 * Answer of `GET /api/backend/cart/share/{id}`: the shared cart (its sharing carries the id and a
 * null edit key, since reading needs only the id), the saved checkout fields and when it changed.
 */
export const ShareReadResponseSchema = z.object({
  cart: z.intersection(CartOrderSchema, z.object({ meta: z.object({ sharing: SharingSchema }) })),
  fields: SharedFieldsSchema,
  updatedAt: TimestampSchema,
});
export type ShareReadResponse = z.infer<typeof ShareReadResponseSchema>;
