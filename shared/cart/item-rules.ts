import { type OrderSizePolicy, orderSizeProblem, seatLines } from '../booking/booking-policy';
import * as z from 'zod/mini';
import { NewCartItemSchema, type CartItem, type NewCartItem } from '../schemas/cart-item';
import type { CartOrder } from '../schemas/cart-order';
import { CartTotalsSchema } from '../schemas/cart-totals';
import { MAX_CART_ITEMS, MAX_COUPON_LENGTH, ParticipantCountSchema, PositiveIdSchema } from '../schemas/primitives';
import { fail, succeed, type CartErrorCode, type CartResult } from './cart-event';
import { emptyTotals } from './create-cart';
import { hasStarted } from '../calendar/business-day';
import { EventBookingRulesSchema, type EventBookingRules } from './event-rules';

/** Validates a new item; a missing document id has its own error. */
function parseItem(input: unknown): { ok: true; item: CartItem } | { ok: false; code: CartErrorCode } {
  const parsed = NewCartItemSchema.safeParse(input);
  if (!parsed.success) return { ok: false, code: 'invalid-item' };
  const { documentId, ...rest } = parsed.data;
  if (documentId == null) return { ok: false, code: 'no-document' };
  return { ok: true, item: { ...rest, documentId } };
}

/** One category and one document per cart. */
function conflictOf(items: readonly CartItem[]): CartErrorCode | undefined {
  const [first, ...others] = items;
  if (!first) return undefined;
  if (others.some((item) => item.category !== first.category)) return 'conflicting-category';
  if (others.some((item) => item.documentId !== first.documentId)) return 'conflicting-document';
  return undefined;
}

/** Drops entries of a per-item record whose item is gone. */
function keepKeys<T>(record: Record<string, T>, keep: ReadonlySet<string>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => keep.has(key)));
}

/**
 * Puts a new item list into the cart and keeps everything hanging off items consistent:
 * per-item maps of removed items go, assignments are capped at the new counts, and an empty
 * cart loses its coupon and totals (nothing left to price).
 */
export function withItems(cart: CartOrder, items: CartItem[]): CartOrder {
  const keys = new Set(items.map((item) => String(item.id)));
  const counts = new Map(items.map((item) => [String(item.id), item.participantCount]));
  const assignedParticipants = Object.fromEntries(
    Object.entries(keepKeys(cart.assignedParticipants, keys)).map(([key, emails]) => [key, emails.slice(0, counts.get(key))]),
  );
  const next: CartOrder = {
    ...cart,
    cartItems: items,
    assignedParticipants,
    locationOptions: keepKeys(cart.locationOptions, keys),
    checkoutConstraints: keepKeys(cart.checkoutConstraints, keys),
    billingDates: keepKeys(cart.billingDates, keys),
  };
  return items.length === 0 ? { ...next, couponCode: null, cartTotals: emptyTotals('sek') } : next;
}

/**
 * Adds an event, or updates the count of the item with the same id (one cart item per event).
 * The event's places and checkout constraints, when given, become the item's in the same step,
 * so that the item is never in the cart without them.
 */
/**
 * Whether a change adds places beyond what one booking may hold (the commit's rule,
 * `orderSizeProblem` with the site's policy): the cart refuses it, so the visitor learns the limit
 * while choosing. A cart already over it (stored before, or shared) may still shrink.
 */
function growsTooLarge(before: readonly CartItem[], after: readonly CartItem[], policy: OrderSizePolicy): boolean {
  const seats = (items: readonly CartItem[]) => items.reduce((sum, item) => sum + item.participantCount, 0);
  const grows = seats(after) > seats(before);
  return grows && orderSizeProblem(seatLines(after), policy) !== undefined;
}

export function addItem(cart: CartOrder, input: NewCartItem, eventRules: EventBookingRules | undefined, policy: OrderSizePolicy): CartResult {
  const parsed = parseItem(input);
  if (!parsed.ok) return fail(parsed.code);
  const rules = eventRules === undefined ? undefined : EventBookingRulesSchema.safeParse(eventRules);
  if (rules && !rules.success) return fail('invalid-item');
  const { item } = parsed;
  const existing = cart.cartItems.some((candidate) => candidate.id === item.id);
  if (!existing && cart.cartItems.length >= MAX_CART_ITEMS) return fail('cart-full');
  const others = cart.cartItems.filter((candidate) => candidate.id !== item.id);
  const conflict = conflictOf([item, ...others]);
  if (conflict) return fail(conflict);
  // The same event again takes its new count (and its freshest content data) in its old place.
  const items = existing ? cart.cartItems.map((candidate) => (candidate.id === item.id ? item : candidate)) : [...cart.cartItems, item];
  if (growsTooLarge(cart.cartItems, items, policy)) return fail('booking-too-large');
  const next = withItems(cart, items);
  if (!rules) return succeed(next);
  const key = String(item.id);
  return succeed({
    ...next,
    locationOptions: { ...next.locationOptions, [key]: rules.data.locationOptions },
    checkoutConstraints: { ...next.checkoutConstraints, [key]: rules.data.checkoutConstraints },
  });
}

/** Replaces all items at once, under the same rules as adding them one by one. */
export function setItems(cart: CartOrder, inputs: readonly NewCartItem[]): CartResult {
  if (!Array.isArray(inputs)) return fail('invalid-item');
  if (inputs.length > MAX_CART_ITEMS) return fail('cart-full');
  const items: CartItem[] = [];
  for (const input of inputs) {
    const parsed = parseItem(input);
    if (!parsed.ok) return fail(parsed.code);
    if (items.some((item) => item.id === parsed.item.id)) return fail('duplicate-item');
    items.push(parsed.item);
  }
  const conflict = conflictOf(items);
  if (conflict) return fail(conflict);
  return succeed(withItems(cart, items));
}

/** Removes items with everything that belongs to them; unknown ids are ignored. */
export function removeItems(cart: CartOrder, ids: readonly number[]): CartResult {
  if (!Array.isArray(ids)) return fail('invalid-item');
  const gone = new Set(ids);
  return succeed(
    withItems(
      cart,
      cart.cartItems.filter((item) => !gone.has(item.id)),
    ),
  );
}

/** Changes how many participants an item is booked for; more only within what one booking may hold (`policy`). */
export function setCount(cart: CartOrder, id: number, participantCount: number, policy: OrderSizePolicy): CartResult {
  if (!PositiveIdSchema.safeParse(id).success) return fail('invalid-item');
  if (!ParticipantCountSchema.safeParse(participantCount).success) return fail('invalid-count');
  if (!cart.cartItems.some((item) => item.id === id)) return fail('unknown-item');
  const items = cart.cartItems.map((item) => (item.id === id ? { ...item, participantCount } : item));
  if (growsTooLarge(cart.cartItems, items, policy)) return fail('booking-too-large');
  return succeed(withItems(cart, items));
}

/**
 * A coupon code as the back end knows it: trimmed and in capitals. Codes are written in capitals
 * and matched whatever the case (the embedded back end compares them case-insensitively), so the
 * cart keeps the code a visitor typed as `valkommen10` as VALKOMMEN10, and says it so.
 */
const CouponInputSchema = z.nullable(z.string().check(z.trim(), z.toUpperCase(), z.maxLength(MAX_COUPON_LENGTH)));

/** Sets or clears the coupon (in capitals); a blank code clears it. Whether it is valid is for pricing to say. */
export function setCoupon(cart: CartOrder, couponCode: string | null): CartResult {
  const parsed = CouponInputSchema.safeParse(couponCode);
  if (!parsed.success) return fail('invalid-coupon');
  const code = parsed.data === '' ? null : parsed.data;
  if (code !== null && cart.cartItems.length === 0) return fail('cart-empty');
  return succeed({ ...cart, couponCode: code });
}

/** The items whose start date has passed at `now` (see `calendar/business-day.ts`). */
export function pastItems(cart: CartOrder, now: number): CartItem[] {
  return cart.cartItems.filter((item) => hasStarted(item.startDate, now));
}

/** Drops items that have started, before the cart is priced. */
export function dropPastItems(cart: CartOrder, now: number): CartResult {
  const past = pastItems(cart, now);
  if (past.length === 0) return succeed(cart);
  return removeItems(
    cart,
    past.map((item) => item.id),
  );
}

/**
 * Stores the answer of the price call. Totals for another set of items or counts (an answer
 * that arrived after the cart changed again) are refused, so stale prices never show.
 */
export function applyTotals(cart: CartOrder, input: unknown): CartResult {
  const parsed = CartTotalsSchema.safeParse(input);
  if (!parsed.success) return fail('invalid-totals');
  const totals = parsed.data;
  const priced = new Map(totals.items.map((item) => [item.id, item.participantCount]));
  const matches =
    priced.size === cart.cartItems.length &&
    totals.items.length === cart.cartItems.length &&
    cart.cartItems.every((item) => priced.get(item.id) === item.participantCount);
  if (!matches) return fail('stale-totals');
  return succeed({ ...cart, cartTotals: totals });
}
