import * as z from 'zod/mini';
import { OrderTokenSchema } from './order-token';
import { SHARING_KEY_LENGTH, TextSchema, TimestampSchema } from './primitives';

/** A share of the cart: the id anyone with the link can read, the key that may update it. */
export const SharingSchema = z.object({
  id: z.string().check(z.length(SHARING_KEY_LENGTH)),
  editKey: z.nullable(z.string().check(z.length(SHARING_KEY_LENGTH))),
});
export type Sharing = z.infer<typeof SharingSchema>;

/** The signing document created for a committed order. */
export const ScriveSchema = z.object({
  deliveryMethod: z.string().check(z.maxLength(100)),
  id: z.nullable(z.string().check(z.maxLength(200))),
  title: z.nullable(TextSchema),
  url: z.nullable(z.string().check(z.maxLength(2000))),
});
export type Scrive = z.infer<typeof ScriveSchema>;

/** Lifecycle data of a cart, see `shared/cart/cart-state.ts` for the states it encodes. */
export const CartMetaSchema = z.object({
  orderId: z.optional(z.string().check(z.maxLength(200))),
  createdAt: TimestampSchema,
  expiresAt: TimestampSchema,
  committedAt: z.nullable(TimestampSchema),
  commitHash: z.nullable(z.string().check(z.maxLength(200))),
  /**
   * Set while the commit call is under way (the committing state). A timestamp rather than a
   * flag so that a tab closed mid-commit does not lock the cart forever; see `restore`.
   */
  committingSince: z.optional(z.nullable(TimestampSchema)),
  signatoryCountry: z.optional(z.string().check(z.maxLength(100))),
  extraFields: z
    .record(z.string().check(z.maxLength(100)), TextSchema)
    .check(z.refine((fields) => Object.keys(fields).length <= 100, { message: 'At most 100 fields' })),
  cancelled: z.optional(z.boolean()),
  truncateIdentificationNumber: z.optional(z.boolean()),
  sharing: z.optional(z.nullable(SharingSchema)),
  scrive: z.nullable(ScriveSchema),
  /**
   * The order's credential: made in the browser before the first commit and sent with it, so a
   * commit retried after a time-out finds its order again. Never shared (see share-rules.ts).
   */
  orderToken: z.optional(OrderTokenSchema),
  /** Until when the committed, unsigned order holds its seats (epoch ms); null when no limit is known. */
  holdExpiresAt: z.optional(z.nullable(TimestampSchema)),
});
export type CartMeta = z.infer<typeof CartMetaSchema>;
