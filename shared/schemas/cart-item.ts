import * as z from 'zod/mini';
import { CategoryIdSchema } from './category-id';
import { IsoDateSchema, MAX_TEXT_LENGTH, ParticipantCountSchema, PositiveIdSchema, RequiredTextSchema } from './primitives';

/**
 * Bookable kinds. `other` is accepted here (the spec mentions it) and refused by the event open
 * check and by pricing.
 */
export const CartItemTypeSchema = z.enum(['courseEvent', 'programmeEvent', 'other']);
export type CartItemType = z.infer<typeof CartItemTypeSchema>;

const cartItemShape = {
  /** The event id: one cart item per event. */
  id: PositiveIdSchema,
  /** The course or programme page the event belongs to. */
  postId: PositiveIdSchema,
  /** The agreement document the booking is signed on; one per cart. */
  documentId: PositiveIdSchema,
  displayTitle: RequiredTextSchema,
  /** First day of the event, `YYYY-MM-DD` in Swedish time. */
  startDate: IsoDateSchema,
  /** Last day of the event, `YYYY-MM-DD`; never before the start date. */
  endDate: IsoDateSchema,
  category: CategoryIdSchema,
  code: z.optional(z.nullable(z.string().check(z.maxLength(MAX_TEXT_LENGTH)))),
  type: CartItemTypeSchema,
  participantCount: ParticipantCountSchema,
};

/** ISO calendar dates compare correctly as strings. */
const endNotBeforeStart = (item: { startDate: string; endDate: string }) => item.endDate >= item.startDate;
const endMessage = { message: 'endDate is before startDate', path: ['endDate'] };

/** One event in the cart with its number of participants. */
export const CartItemSchema = z.object(cartItemShape).check(z.refine(endNotBeforeStart, endMessage));
export type CartItem = z.infer<typeof CartItemSchema>;

/**
 * What the add-to-cart controls hand in: a cart item whose document id may still be missing, so
 * that the cart can answer `no-document` instead of a generic validation failure.
 */
export const NewCartItemSchema = z
  .object({ ...cartItemShape, documentId: z.optional(z.nullable(PositiveIdSchema)) })
  .check(z.refine(endNotBeforeStart, endMessage));
export type NewCartItem = z.infer<typeof NewCartItemSchema>;
