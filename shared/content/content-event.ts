import { z } from 'zod';
import { CategoryIdSchema } from '../schemas/category-id';
import { CurrencySchema, IsoDateSchema, MoneySchema, PositiveIdSchema } from '../schemas/primitives';
import { LocationSchema } from './location';
import { PostIdSchema } from './content-primitives';

/** The bookable event kinds; they are also the cart item types. */
export const EventTypeSchema = z.enum(['courseEvent', 'programmeEvent']);
export type EventType = z.infer<typeof EventTypeSchema>;

/** A price of an event per participant in one currency, in major units and excluding VAT. */
export const EventPriceSchema = z.object({
  currency: CurrencySchema,
  amount: MoneySchema,
});
export type EventPrice = z.infer<typeof EventPriceSchema>;

/**
 * One occasion of a course or programme that can be booked. Both language versions of an item
 * share its events; `postId` is the id of the version the event was read through.
 */
export const ContentEventSchema = z
  .object({
    id: PositiveIdSchema,
    type: EventTypeSchema,
    postId: PostIdSchema,
    documentId: PositiveIdSchema,
    category: CategoryIdSchema,
    /** First day, `YYYY-MM-DD`. */
    startDate: IsoDateSchema,
    /** Last day, `YYYY-MM-DD`, never before the first. */
    endDate: IsoDateSchema,
    location: LocationSchema,
    /** Schedule text in the item's language, e.g. '3 dagar, heltid' or '3 days, full time'. */
    pace: z.string().trim().min(1).max(200),
    /** Seats still free; 0 means fully booked. */
    seats: z.int().nonnegative().max(10_000),
    /** The category's currency comes first; the list is never empty. */
    prices: z.array(EventPriceSchema).min(1).max(3),
    vatPercentage: z.number().min(0).max(100),
    cancelled: z.boolean(),
  })
  .refine((event) => event.endDate >= event.startDate, { message: 'endDate is before startDate', path: ['endDate'] });
export type ContentEvent = z.infer<typeof ContentEventSchema>;
