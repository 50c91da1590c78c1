import * as z from 'zod/mini';
import { CategoryIdSchema } from '../schemas/category-id';
import { CurrencySchema, IsoDateSchema, PositiveIdSchema, TimestampSchema } from '../schemas/primitives';

/** A price in minor units (öre, cents, pence), at most one million in major units. */
export const MinorAmountSchema = z.int().check(z.nonnegative()).check(z.lte(100_000_000));

/** Prices per currency, in minor units; a currency missing means "not sold in it". */
export const PricesSchema = z.partialRecord(CurrencySchema, MinorAmountSchema);
export type Prices = z.infer<typeof PricesSchema>;

/** What the reference booking service knows about one bookable event. */
export const CatalogueEventSchema = z.object({
  id: PositiveIdSchema,
  type: z.enum(['courseEvent', 'programmeEvent']),
  category: CategoryIdSchema,
  /** First day, `YYYY-MM-DD` in Swedish time. */
  startDate: IsoDateSchema,
  /** VAT rate in percent, e.g. 25 or 12.5. */
  vatPercentage: z.number().check(z.gte(0)).check(z.lte(100)),
  seatsLeft: z.int().check(z.nonnegative()),
  cancelled: z.optional(z.boolean()),
  /** Price per participant excluding VAT. */
  prices: PricesSchema,
});
export type CatalogueEvent = z.infer<typeof CatalogueEventSchema>;

/** A programme bundle: booking all its events for the same participants costs the package price. */
export const CataloguePackageSchema = z.object({
  id: PositiveIdSchema,
  eventIds: z.array(PositiveIdSchema).check(z.minLength(2)).check(z.maxLength(100)),
  /** Price per participant for all the events together, excluding VAT. */
  prices: PricesSchema,
});
export type CataloguePackage = z.infer<typeof CataloguePackageSchema>;

/** The events and packages pricing may use; the caller may pass only the ones a request names. */
export const CatalogueSchema = z.object({
  events: z.array(CatalogueEventSchema),
  packages: z.array(CataloguePackageSchema),
});
export type Catalogue = z.infer<typeof CatalogueSchema>;

const couponBase = {
  /** Matched case-insensitively after trimming. */
  code: z.string().check(z.trim()).check(z.minLength(1)).check(z.maxLength(100)),
  /** The coupon stops working at this instant (epoch ms); null or missing never expires. */
  expiresAt: z.optional(z.nullable(TimestampSchema)),
};

/** A discount code: a percentage off every item, or a fixed amount off the cart in its currency. */
export const CouponSchema = z.discriminatedUnion('kind', [
  z.object({ ...couponBase, kind: z.literal('percentage'), percent: z.int().check(z.gte(1)).check(z.lte(100)) }),
  z.object({
    ...couponBase,
    kind: z.literal('fixed'),
    amounts: z.partialRecord(CurrencySchema, z.int().check(z.positive()).check(z.lte(100_000_000))),
  }),
]);
export type Coupon = z.infer<typeof CouponSchema>;
