import { type BookingPolicy, DEFAULT_BOOKING_POLICY } from '../booking/booking-policy';
import { MAX_CART_ITEMS, MAX_PARTICIPANTS } from '../schemas/primitives';

/**
 * What the parts of a real cart take as JSON, filled as the fullest real booking fills them
 * (every optional field present, at the lengths people's names, addresses and notes have, in
 * letters of two bytes such as å),
 * rounded up: the fullest such cart is built and measured in `cart-body-size.test.ts`.
 */
const CART_PART_BYTES = {
  /** Contact person, customer with billing, meta, coupon, the cart's sums, a long note. */
  envelope: 8 * 1024,
  /** One event: the item, its price line, constraints, billing date and location options. */
  item: 1024,
  /** One person of the pool, every field filled, and their e-mail in an item's assignment. */
  person: 2048 + 64,
  /** The saved checkout form values a share carries beside the cart. */
  savedFields: 8 * 1024,
} as const;

/**
 * The largest cart body the worker reads (commit, share) under a booking policy: what the fullest
 * cart that can be booked takes. An unsigned order holds at most `seatsInAll` seats, so such a
 * cart has at most that many events (each with one seat or more) and that many people, and never
 * more than a cart holds (`MAX_CART_ITEMS` events, `MAX_PARTICIPANTS` people). The worker applies
 * the configured policy's (`BOOKING_SEATS_IN_ALL`), so a deployment that lets larger bookings
 * through can also send them. Issue 48: a round 256 KB let every share store four times what any
 * booking needs.
 */
export function cartBodyLimit(policy: Pick<BookingPolicy, 'seatsInAll'>): number {
  const events = Math.min(policy.seatsInAll, MAX_CART_ITEMS);
  const people = Math.min(policy.seatsInAll, MAX_PARTICIPANTS);
  return CART_PART_BYTES.envelope + events * CART_PART_BYTES.item + people * CART_PART_BYTES.person + CART_PART_BYTES.savedFields;
}

/** The cart body limit of the default policy (`DEFAULT_BOOKING_POLICY`). */
export const DEFAULT_CART_BODY_LIMIT = cartBodyLimit(DEFAULT_BOOKING_POLICY);
