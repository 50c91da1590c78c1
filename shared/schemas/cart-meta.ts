import { z } from 'zod';
import { SHARING_KEY_LENGTH, TextSchema, TimestampSchema } from './primitives';

/** A share of the cart: the id anyone with the link can read, the key that may update it. */
export const SharingSchema = z.object({
  id: z.string().length(SHARING_KEY_LENGTH),
  editKey: z.string().length(SHARING_KEY_LENGTH).nullable(),
});
export type Sharing = z.infer<typeof SharingSchema>;

/** The signing document created for a committed order. */
export const ScriveSchema = z.object({
  deliveryMethod: z.string().max(100),
  id: z.string().max(200).nullable(),
  title: TextSchema.nullable(),
  url: z.string().max(2000).nullable(),
});
export type Scrive = z.infer<typeof ScriveSchema>;

/** Lifecycle data of a cart, see `shared/cart/cart-state.ts` for the states it encodes. */
export const CartMetaSchema = z.object({
  orderId: z.string().max(200).optional(),
  createdAt: TimestampSchema,
  expiresAt: TimestampSchema,
  committedAt: TimestampSchema.nullable(),
  commitHash: z.string().max(200).nullable(),
  /**
   * Set while the commit call is under way (the committing state). A timestamp rather than a
   * flag so that a tab closed mid-commit does not lock the cart forever; see `restore`.
   */
  committingSince: TimestampSchema.nullable().optional(),
  signatoryCountry: z.string().max(100).optional(),
  extraFields: z
    .record(z.string().max(100), TextSchema)
    .refine((fields) => Object.keys(fields).length <= 100, { message: 'At most 100 fields' }),
  cancelled: z.boolean().optional(),
  truncateIdentificationNumber: z.boolean().optional(),
  sharing: SharingSchema.nullable().optional(),
  scrive: ScriveSchema.nullable(),
});
export type CartMeta = z.infer<typeof CartMetaSchema>;
