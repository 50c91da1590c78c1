import { z } from 'zod';
import { CategoryIdSchema } from '../schemas/category-id';
import { CurrencySchema, IsoDateSchema, MoneySchema, PositiveIdSchema } from '../schemas/primitives';
import { LOCATIONS, LocationSchema } from './location';
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
 * A rule the event sets for its checkout, named by its title (the cart's checkout constraint).
 * The known titles are `KNOWN_CONSTRAINTS` (company customers only, personal id numbers
 * required); another title is carried along and asks for nothing.
 */
export const EventConstraintSchema = z.object({ title: z.string().trim().min(1).max(200) });

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
    /** Where the event takes place: the place the course page lists it under. */
    location: LocationSchema,
    /**
     * The places a participant can take part at, `location` among them. Most events take place
     * in one, and their list is that one; an online event's is `Distans`.
     */
    locationOptions: z.array(LocationSchema).min(1).max(LOCATIONS.length),
    /** What the event asks of the checkout beyond its category's rules; most events set none. */
    checkoutConstraints: z.array(EventConstraintSchema).max(10),
    /** Schedule text in the item's language, e.g. '3 dagar, heltid' or '3 days, full time'. */
    pace: z.string().trim().min(1).max(200),
    /** Seats still free; 0 means fully booked. */
    seats: z.int().nonnegative().max(10_000),
    /** The category's currency comes first; the list is never empty. */
    prices: z.array(EventPriceSchema).min(1).max(3),
    vatPercentage: z.number().min(0).max(100),
    cancelled: z.boolean(),
  })
  .refine((event) => event.endDate >= event.startDate, { message: 'endDate is before startDate', path: ['endDate'] })
  .refine((event) => event.locationOptions.includes(event.location), {
    message: 'locationOptions must include the location',
    path: ['locationOptions'],
  })
  .refine((event) => new Set(event.locationOptions).size === event.locationOptions.length, {
    message: 'locationOptions names a place twice',
    path: ['locationOptions'],
  });
export type ContentEvent = z.infer<typeof ContentEventSchema>;
