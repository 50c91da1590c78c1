import { parseApiError } from '../errors/api-error';
import { priceErrorToast } from '../errors/toasts';
import type { CartItem } from '../schemas/cart-item';
import type { CartOrder } from '../schemas/cart-order';
import { CartTotalsSchema } from '../schemas/cart-totals';
import type { CartUpdateRequest } from '../schemas/cart-update-request';
import type { CartNotice } from './cart-notice';
import { isLocked } from './cart-state';
import { pastItems, withItems } from './item-rules';
import type { PricingKind } from './pricing-kind';
import { countWithinSeats, seatShortage, seatsLeftOfTotals } from './seat-shortage';
import { transition } from './transition';

// When a cart is priced again, and what a failed or refused price call keeps and rolls back.
// The browser's cart controller only queues the changes, runs the timer and makes the calls.

/**
 * Changes made since the cart was last priced: the cart as it was before them, and whether
 * they include what the spec rolls back when pricing fails (adds and set-items; a coupon).
 */
export interface PricingBatch {
  base: CartOrder;
  items: boolean;
  coupon: boolean;
}

/** What the price call answered: totals still to validate, or the error to show. */
export type PriceAnswer = { ok: true; totals: unknown } | { ok: false; error: unknown };

/** Free seats per event, as last heard from the page, the totals or a refusal. */
export type SeatsLeft = Readonly<Record<number, number>>;

/** The body of the price call for a cart. */
export function priceRequest(cart: CartOrder): CartUpdateRequest {
  return {
    items: cart.cartItems.map(({ id, type, participantCount }) => ({ id, type, participantCount })),
    ...(cart.couponCode ? { couponCode: cart.couponCode } : {}),
  };
}

/** Whether two carts ask for the same price: same items, counts and coupon. */
export function samePriceRequest(a: CartOrder, b: CartOrder): boolean {
  return JSON.stringify(priceRequest(a)) === JSON.stringify(priceRequest(b));
}

/**
 * The batch after one more change of this pricing kind to `before` (the cart as it was just
 * ahead of the change): a new batch starts from `before`, an open one keeps its base and
 * remembers whether items or the coupon changed. Changes of kind `none` leave it as it is.
 */
export function addToBatch(batch: PricingBatch | undefined, before: CartOrder, kind: PricingKind): PricingBatch | undefined {
  if (kind === 'none') return batch;
  const open = batch ?? { base: before, items: false, coupon: false };
  return { ...open, items: open.items || kind === 'items', coupon: open.coupon || kind === 'coupon' };
}

/**
 * How soon a change is priced: a coupon at once (the visitor waits for its answer), every other
 * priced change after the quiet time, so quick clicks on "+" make one call.
 */
export function pricingDelay(kind: Exclude<PricingKind, 'none'>, quietMs: number): number {
  return kind === 'coupon' ? 0 : quietMs;
}

/**
 * The cart to send to the price call: events that have started are dropped first (they can no
 * longer be booked) and returned for the cancelled-items modal.
 */
export function cartToPrice(cart: CartOrder, now: number): { cart: CartOrder; started: CartItem[] } {
  const started = pastItems(cart, now);
  if (started.length === 0) return { cart, started };
  const dropped = transition(cart, { type: 'drop-past-items' }, now);
  return dropped.ok ? { cart: dropped.cart, started } : { cart, started: [] };
}

/** What the cart becomes once the price call has answered for the current batch. */
export type PricingOutcome =
  /** Priced: the cart with its totals, and the seats the totals reported. */
  | { kind: 'priced'; cart: CartOrder; seatsLeft: SeatsLeft }
  /** Nothing to roll back: the cart is gone or locked (a commit owns it now). */
  | { kind: 'unchanged' }
  /**
   * Too few seats for one item: only that item's count fell to what fits, and the cart is
   * priced again at once as a batch of its own (the visitor's other changes stay).
   */
  | { kind: 'fitted'; cart: CartOrder; seatsLeft: SeatsLeft; notice: CartNotice; reprice: PricingBatch }
  /**
   * Refused or failed: the rolled-back cart (the same object when nothing rolled back), whether
   * its totals are stale, and either the closed event for the cancelled-items modal, the coupon
   * code refused (said beside the coupon field) or a toast. `reprice` is set when what was not
   * refused still needs its price (a refused code's items): price that batch at once.
   */
  | {
      kind: 'rolled-back';
      cart: CartOrder;
      stale: boolean;
      closed: CartItem | undefined;
      couponRefused?: string;
      notice: CartNotice | undefined;
      reprice?: PricingBatch;
    };

/**
 * Applies a price answer to the cart as it is now (`current`, already checked to be the cart
 * the answer is for): valid totals price it; totals of the wrong shape count as a failure
 * without details; a failure is handled by `afterPriceFailure`.
 */
export function afterPriceAnswer(current: CartOrder, batch: PricingBatch, answer: PriceAnswer, now: number): PricingOutcome {
  if (answer.ok) {
    const totals = CartTotalsSchema.safeParse(answer.totals);
    const applied = totals.success ? transition(current, { type: 'apply-totals', totals: totals.data }, now) : undefined;
    if (applied?.ok) return { kind: 'priced', cart: applied.cart, seatsLeft: seatsLeftOfTotals(applied.cart) };
    return afterPriceFailure(current, batch, undefined, now);
  }
  return afterPriceFailure(current, batch, answer.error, now);
}

/**
 * A failed or refused price call. A refusal takes back only what it refused: a seat shortage
 * lowers only the short item to what fits (`fitToSeats`), a refused coupon only the code, a
 * closed event only that item (the cancelled-items modal shows it). A call that failed without
 * naming what it refuses rolls the batch back (`rollBack`), with a toast of its status and message.
 */
export function afterPriceFailure(current: CartOrder, batch: PricingBatch, error: unknown, now: number): PricingOutcome {
  if (isLocked(current)) return { kind: 'unchanged' };
  const fitted = fitToSeats(current, batch, error, now);
  if (fitted) return fitted;
  const refused = refusedCoupon(current, batch, error);
  // A refused code is answered beside the field it was typed in, in the visitor's language: a
  // toast would show the back end's English text, under the cart's backdrop.
  if (refused !== undefined) return { ...withoutRefusedCoupon(current, batch), couponRefused: refused };
  const closedId = closedItemId(error);
  if (closedId !== undefined) return withoutClosedItem(current, batch, closedId, error);
  const cart = rollBack(current, batch);
  return { kind: 'rolled-back', cart, stale: !samePriceRequest(cart, batch.base), closed: undefined, notice: priceFailureNotice(error) };
}

/**
 * A refusal takes back only what it refused. A refused code goes back to the code of before;
 * the items added or changed in the same batch stay, and are priced again at once without it,
 * as a batch with the same base (so a failure of that call still rolls back the adds).
 */
function withoutRefusedCoupon(current: CartOrder, batch: PricingBatch): Extract<PricingOutcome, { kind: 'rolled-back' }> {
  const cart = rollBack(current, { ...batch, items: false, coupon: true });
  const same = samePriceRequest(cart, batch.base);
  return {
    kind: 'rolled-back',
    cart,
    stale: !same,
    closed: undefined,
    notice: undefined,
    ...(same ? {} : { reprice: { ...batch, coupon: false } }),
  };
}

/**
 * An event the back end calls closed: only that item is refused. Added in this batch, it goes
 * back out and the rest (other items, the coupon) is priced again; already in the cart before,
 * it stays for the cancelled-items modal (whose OK removes it and prices again), and the rest
 * of the batch stays too, its totals stale.
 */
function withoutClosedItem(
  current: CartOrder,
  batch: PricingBatch,
  closedId: number,
  error: unknown,
): Extract<PricingOutcome, { kind: 'rolled-back' }> {
  const wasThere = batch.base.cartItems.some((item) => item.id === closedId);
  const added = !wasThere && current.cartItems.some((item) => item.id === closedId);
  let cart = added
    ? withItems(
        current,
        current.cartItems.filter((item) => item.id !== closedId),
      )
    : current;
  const same = samePriceRequest(cart, batch.base);
  if (same && added) cart = { ...cart, cartTotals: batch.base.cartTotals };
  const closed = wasThere ? cart.cartItems.find((item) => item.id === closedId) : undefined;
  // Taken back out, the closed event is said in a toast (nothing in the cart shows it any more).
  const notice = closed ? undefined : priceFailureNotice(error);
  const reprice = added && !same && cart.cartItems.length > 0 ? { reprice: batch } : {};
  return { kind: 'rolled-back', cart, stale: !same, closed, notice, ...reprice };
}

/** The coupon code the price call refused as not valid: the one this batch set, if it did. */
export function refusedCoupon(current: CartOrder, batch: PricingBatch, error: unknown): string | undefined {
  if (!batch.coupon || !current.couponCode || parseApiError(error)?.statusMessage !== 'invalid_coupon') return undefined;
  return current.couponCode;
}

/**
 * Too few seats for one item: that item's count falls to what fits, every other change and the
 * coupon stay, and the fitted cart is priced again. Undefined when the error is no shortage or
 * nothing fits (the item is gone, no seats are left, or it already has the count refused), so
 * the usual rollback applies.
 */
function fitToSeats(current: CartOrder, batch: PricingBatch, error: unknown, now: number): PricingOutcome | undefined {
  const shortage = seatShortage(error);
  if (!shortage) return undefined;
  const item = current.cartItems.find((candidate) => candidate.id === shortage.itemId);
  const count = countWithinSeats(current, batch.base, shortage);
  if (!item || count === undefined || count >= item.participantCount || shortage.seatsLeft === 0) return undefined;
  const fitted = transition(current, { type: 'set-count', id: item.id, participantCount: count }, now);
  if (!fitted.ok) return undefined;
  return {
    kind: 'fitted',
    cart: fitted.cart,
    seatsLeft: { [item.id]: shortage.seatsLeft ?? count },
    notice: { tone: 'info', key: count === 1 ? 'cart.seats_limited_one' : 'cart.seats_limited', params: { count, title: item.displayTitle } },
    reprice: { base: fitted.cart, items: false, coupon: false },
  };
}

/**
 * The cart after a failed price call: added or replaced items go back to what they were, a new
 * coupon goes back to the previous one. Removals and count changes stay (the spec rolls back
 * only adds, set-items and coupons). When the cart asks for the same price as before the
 * batch again, the totals of before are right again.
 */
export function rollBack(current: CartOrder, batch: PricingBatch): CartOrder {
  let cart = batch.items ? withItems(current, batch.base.cartItems) : current;
  if (batch.coupon || batch.items) cart = { ...cart, couponCode: batch.base.couponCode };
  if (samePriceRequest(cart, batch.base)) cart = { ...cart, cartTotals: batch.base.cartTotals };
  return cart;
}

/** The status messages of an outside service failing (`shared/resilience/service-failure.ts`). */
const SERVICE_FAILURES: ReadonlySet<string> = new Set(['upstream_error', 'upstream_timeout', 'service_unavailable']);

/**
 * The toast of a failed price call: the worker's per-client limit in the visitor's language (it
 * is about the visitor, not the cart), anything else as status code and message.
 */
export function priceFailureNotice(error: unknown): CartNotice {
  const parsed = parseApiError(error);
  if (parsed?.statusMessage === 'rate_limited') return { tone: 'error', key: 'cart.errors.rate_limited' };
  // The booking back end failing (502, 504, 503): its status code and, in the visitor's language, that the cart is kept.
  if (parsed && SERVICE_FAILURES.has(parsed.statusMessage)) {
    return { tone: 'error', key: 'cart.errors.service_unavailable', params: { status: parsed.statusCode } };
  }
  return { tone: 'error', text: priceToastText(error) };
}

/** The text of the price-failure toast: status code and message, with the spec's defaults. */
export function priceToastText(error: unknown): string {
  const { statusCode, message } = priceErrorToast(error);
  return `${statusCode} ${message}`;
}

/**
 * The event a price call refused as closed (cancelled, started or full), read from the
 * worker's `event_closed` error, whose message names the item: '... (item 42)'.
 */
export function closedItemId(error: unknown): number | undefined {
  const parsed = parseApiError(error);
  if (parsed?.statusMessage !== 'event_closed') return undefined;
  const match = /\(item (\d+)\)\s*$/.exec(parsed.message);
  return match ? Number(match[1]) : undefined;
}

/** The cancelled-items list with more items added, each event listed once. */
export function withCancelled(listed: readonly CartItem[], added: readonly CartItem[]): CartItem[] {
  const ids = new Set(listed.map((item) => item.id));
  return [...listed, ...added.filter((item) => !ids.has(item.id))];
}
