import * as z from 'zod/mini';

/**
 * Building blocks shared by every schema. The bounds exist so that a huge or hostile input is
 * rejected by validation before any rule looks at it.
 */

/** Longest free-text value accepted anywhere (names, titles, addresses, comments). */
export const MAX_TEXT_LENGTH = 500;
/** Most items one cart may hold. */
export const MAX_CART_ITEMS = 100;
/** Most participants one cart's pool may hold (and most per item). */
export const MAX_PARTICIPANTS = 200;
/** Longest accepted coupon code. */
export const MAX_COUPON_LENGTH = 100;
/** Length of a share id and of its edit key (hex of 32 random bytes). */
export const SHARING_KEY_LENGTH = 64;

/** Bounded free text; may be empty because a cart starts with empty values. */
export const TextSchema = z.string().check(z.maxLength(MAX_TEXT_LENGTH));

/** Text that must be present, e.g. a title shown to a visitor. */
export const RequiredTextSchema = z.string().check(z.trim()).check(z.minLength(1)).check(z.maxLength(MAX_TEXT_LENGTH));

/** A positive safe integer, the shape of every event, post and document id. */
export const PositiveIdSchema = z.int().check(z.positive());

/** A positive integer count of participants, bounded by the pool size limit. */
export const ParticipantCountSchema = z.int().check(z.positive()).check(z.lte(MAX_PARTICIPANTS));

/** Milliseconds since the Unix epoch; integers of 0 or more. */
export const TimestampSchema = z.int().check(z.nonnegative());

/** A valid e-mail address, bounded to the length mail systems accept. */
export const EmailSchema = z.email().check(z.maxLength(254));

/**
 * A calendar date `YYYY-MM-DD` (ISO 8601, no time, no zone). Event dates are whole days in Swedish
 * time; see `shared/calendar/business-day.ts` for how "the start date has passed" is decided.
 */
export const IsoDateSchema = z.iso.date();

/** The three currencies prices are shown in; sek is the default. */
export const CurrencySchema = z.enum(['sek', 'eur', 'gbp']);
export type Currency = z.infer<typeof CurrencySchema>;

/** An amount of money in major units (kronor, euro, pounds), never negative. */
export const MoneySchema = z.number().check(z.nonnegative()).check(z.lte(1_000_000_000));

/** The key of a per-item map: a cart item id written as a decimal string. */
export const ItemKeySchema = z.string().check(z.regex(/^[1-9]\d{0,15}$/));

/** A record keyed by cart item id, with at most one entry per possible cart item. */
export function itemRecord<T extends z.ZodMiniType>(value: T) {
  return z.record(ItemKeySchema, value).check(
    z.refine((record) => Object.keys(record).length <= MAX_CART_ITEMS, {
      message: `At most ${MAX_CART_ITEMS} entries`,
    }),
  );
}
