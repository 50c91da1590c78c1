import { DEFAULT_BOOKING_POLICY } from '../booking/booking-policy';

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
 * The largest cart body the worker reads (commit, share): what the fullest cart that can be
 * booked takes. An unsigned order holds at most `seatsInAll` seats (the booking policy), so such
 * a cart has at most that many events (each with one seat or more) and that many people. Issue
 * 48: a round 256 KB let every share store four times what any booking needs.
 */
export const CART_BODY_LIMIT =
  CART_PART_BYTES.envelope + DEFAULT_BOOKING_POLICY.seatsInAll * (CART_PART_BYTES.item + CART_PART_BYTES.person) + CART_PART_BYTES.savedFields;
