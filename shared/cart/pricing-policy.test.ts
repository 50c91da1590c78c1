import { describe, expect, it } from 'vitest';
import { pricingErrorStatus } from '../errors/pricing-error-status';
import type { CartOrder } from '../schemas/cart-order';
import { createCart } from './create-cart';
import { withItems } from './item-rules';
import {
  addToBatch,
  afterPriceAnswer,
  cartToPrice,
  closedItemId,
  priceRequest,
  priceFailureNotice,
  priceToastText,
  pricingDelay,
  rollBack,
  withCancelled,
  type PricingBatch,
} from './pricing-policy';
import { NOW, sampleItem, totalsFor } from './testing';

const base = () => {
  const cart = withItems(createCart('default', NOW), [sampleItem({ participantCount: 1 })]);
  return { ...cart, couponCode: 'OLD', cartTotals: totalsFor(priceRequest({ ...cart, couponCode: 'OLD' })) };
};

describe('priceRequest', () => {
  it('sends id, type and count of every item, and the coupon only when there is one', () => {
    expect(priceRequest(base())).toEqual({ items: [{ id: 101, type: 'courseEvent', participantCount: 1 }], couponCode: 'OLD' });
    expect(priceRequest({ ...base(), couponCode: null })).toEqual({ items: [{ id: 101, type: 'courseEvent', participantCount: 1 }] });
  });
});

describe('rollBack', () => {
  it('takes added items back out and restores the totals of before', () => {
    const before = base();
    const after = withItems(before, [...before.cartItems, sampleItem({ id: 102 })]);
    const rolled = rollBack(after, { base: before, items: true, coupon: false });
    expect(rolled.cartItems).toEqual(before.cartItems);
    expect(rolled.cartTotals).toEqual(before.cartTotals);
  });

  it('puts the previous coupon back', () => {
    const before = base();
    const rolled = rollBack({ ...before, couponCode: 'NEW' }, { base: before, items: false, coupon: true });
    expect(rolled.couponCode).toBe('OLD');
    expect(rolled.cartTotals).toEqual(before.cartTotals);
  });

  it('keeps count changes and removals, which are not rolled back', () => {
    const before = base();
    const after = withItems(before, [{ ...sampleItem(), participantCount: 3 }]);
    expect(rollBack(after, { base: before, items: false, coupon: false })).toBe(after);
  });
});

describe('the price-failure toast text', () => {
  it('shows the status code and message of the error', () => {
    expect(priceToastText({ statusCode: 404, statusMessage: 'unknown_item', message: 'No bookable event with this id (item 9)' })).toBe(
      '404 No bookable event with this id (item 9)',
    );
  });

  it('falls back to 500 and "Failed to fetch cart price"', () => {
    expect(priceToastText(undefined)).toBe('500 Failed to fetch cart price');
    expect(priceToastText('<html>')).toBe('500 Failed to fetch cart price');
    expect(priceToastText({ statusCode: 502, statusMessage: 'upstream_error', message: '' })).toBe('502 Failed to fetch cart price');
  });

  it("says the worker's per-client limit in the visitor's language, anything else as status and message", () => {
    expect(priceFailureNotice({ statusCode: 429, statusMessage: 'rate_limited', message: 'Too many requests' })).toEqual({
      tone: 'error',
      key: 'cart.errors.rate_limited',
    });
    expect(priceFailureNotice(undefined)).toEqual({ tone: 'error', text: '500 Failed to fetch cart price' });
  });

  it("says the booking service is not answering, with its status code, in the visitor's language when the back end fails", () => {
    for (const [statusCode, statusMessage] of [
      [502, 'upstream_error'],
      [504, 'upstream_timeout'],
      [503, 'service_unavailable'],
    ] as const) {
      expect(priceFailureNotice({ statusCode, statusMessage, message: 'The booking back end failed' })).toEqual({
        tone: 'error',
        key: 'cart.errors.service_unavailable',
        params: { status: statusCode },
      });
    }
  });
});

describe('closedItemId', () => {
  it('reads the item of an event_closed error', () => {
    expect(closedItemId({ statusCode: 409, statusMessage: 'event_closed', message: 'The event is no longer open for booking (item 42)' })).toBe(
      42,
    );
  });

  it('is undefined for other errors or an event_closed without an item', () => {
    expect(closedItemId({ statusCode: 409, statusMessage: 'not_enough_seats', message: 'Not enough seats left (item 42)' })).toBeUndefined();
    expect(closedItemId({ statusCode: 409, statusMessage: 'event_closed', message: 'Closed' })).toBeUndefined();
    expect(closedItemId(undefined)).toBeUndefined();
  });
});

/** A priced cart of these items (participant counts by event id), with a coupon when given. */
function pricedCart(counts: Record<number, number>, couponCode: string | null = null): CartOrder {
  const cart = withItems(
    createCart('default', NOW),
    Object.entries(counts).map(([id, participantCount]) => sampleItem({ id: Number(id), participantCount })),
  );
  const withCoupon = { ...cart, couponCode };
  return { ...withCoupon, cartTotals: totalsFor(priceRequest(withCoupon)) };
}

/** The cart with changed counts (added items included), its totals still those of before. */
function changedTo(cart: CartOrder, counts: Record<number, number>): CartOrder {
  return withItems(
    cart,
    Object.entries(counts).map(([id, participantCount]) => sampleItem({ id: Number(id), participantCount })),
  );
}

const LATER = NOW + 60_000;

describe('collecting the changes of one price call', () => {
  it('starts a batch from the cart as it was before the first change', () => {
    const before = pricedCart({ 101: 1 });
    expect(addToBatch(undefined, before, 'reprice')).toEqual({ base: before, items: false, coupon: false });
  });

  it('keeps the first base and remembers that items and the coupon changed since', () => {
    const first = pricedCart({ 101: 1 });
    const second = changedTo(first, { 101: 1, 102: 1 });
    const batch = addToBatch(addToBatch(addToBatch(undefined, first, 'items'), second, 'reprice'), second, 'coupon');
    expect(batch).toEqual({ base: first, items: true, coupon: true });
  });

  it('leaves the batch alone for changes that do not touch the price', () => {
    const batch: PricingBatch = { base: pricedCart({ 101: 1 }), items: false, coupon: true };
    expect(addToBatch(batch, pricedCart({ 101: 2 }), 'none')).toBe(batch);
    expect(addToBatch(undefined, pricedCart({ 101: 2 }), 'none')).toBeUndefined();
  });
});

describe('when the cart is priced', () => {
  it('prices a coupon at once and every other change after the quiet time', () => {
    expect(pricingDelay('coupon', 500)).toBe(0);
    expect(pricingDelay('items', 500)).toBe(500);
    expect(pricingDelay('reprice', 500)).toBe(500);
  });

  it('drops events that have started before pricing and names them for the cancelled-items modal', () => {
    const cart = withItems(createCart('default', NOW), [sampleItem({ id: 5, startDate: '2025-01-15', endDate: '2025-01-20' }), sampleItem()]);
    const { cart: toPrice, started } = cartToPrice(cart, NOW);
    expect(started.map((item) => item.id)).toEqual([5]);
    expect(toPrice.cartItems.map((item) => item.id)).toEqual([101]);
  });

  it('sends a cart without started events as it is', () => {
    const cart = pricedCart({ 101: 1 });
    expect(cartToPrice(cart, NOW)).toEqual({ cart, started: [] });
  });
});

describe('after the price call answers', () => {
  it('applies valid totals and reports the seats they name', () => {
    const before = pricedCart({ 101: 1 });
    const current = changedTo(before, { 101: 2 });
    const totals = totalsFor(priceRequest(current));
    const answer = { ok: true as const, totals: { ...totals, items: totals.items.map((item) => ({ ...item, seatsLeft: 7 })) } };
    const outcome = afterPriceAnswer(current, addToBatch(undefined, before, 'reprice')!, answer, LATER);
    expect(outcome).toMatchObject({ kind: 'priced', seatsLeft: { 101: 7 } });
    expect(outcome.kind === 'priced' && outcome.cart.cartTotals.cartPrice.total).toBe(2500);
  });

  it('treats totals of the wrong shape as a failure without details: the add rolls back with the default toast', () => {
    const before = pricedCart({ 101: 1 });
    const current = changedTo(before, { 101: 1, 102: 1 });
    const outcome = afterPriceAnswer(current, { base: before, items: true, coupon: false }, { ok: true, totals: { cartPrice: 'free' } }, LATER);
    expect(outcome).toMatchObject({
      kind: 'rolled-back',
      stale: false,
      closed: undefined,
      notice: { tone: 'error', text: '500 Failed to fetch cart price' },
    });
    expect(outcome.kind === 'rolled-back' && outcome.cart.cartItems).toEqual(before.cartItems);
  });

  it('rolls back only a refused coupon: the add beside it stays and is priced again, and the code is named instead of a toast', () => {
    const before = pricedCart({ 101: 1 }, 'GOOD');
    const current = { ...changedTo(before, { 101: 1, 102: 1 }), couponCode: 'BAD' };
    const error = { statusCode: 422, statusMessage: 'invalid_coupon', message: 'The coupon code is not valid' };
    const batch = { base: before, items: true, coupon: true };
    const outcome = afterPriceAnswer(current, batch, { ok: false, error }, LATER);
    expect(outcome).toMatchObject({ kind: 'rolled-back', stale: true, couponRefused: 'BAD', notice: undefined });
    if (outcome.kind !== 'rolled-back') return;
    expect(outcome.cart.couponCode).toBe('GOOD');
    expect(outcome.cart.cartItems).toEqual(current.cartItems);
    // Priced again without the code; should that call fail, the add still rolls back as the spec says.
    expect(outcome.reprice).toEqual({ base: before, items: true, coupon: false });
  });

  it('restores the totals of before when only a refused coupon changed', () => {
    const before = pricedCart({ 101: 1 }, 'GOOD');
    const error = { statusCode: 422, statusMessage: 'invalid_coupon', message: 'The coupon code is not valid' };
    const outcome = afterPriceAnswer(
      { ...before, couponCode: 'BAD' },
      { base: before, items: false, coupon: true },
      { ok: false, error },
      LATER,
    );
    expect(outcome).toMatchObject({ kind: 'rolled-back', stale: false, couponRefused: 'BAD', cart: { couponCode: 'GOOD' } });
    expect(outcome.kind === 'rolled-back' && outcome.cart.cartTotals).toEqual(before.cartTotals);
    expect(outcome.kind === 'rolled-back' && outcome.reprice).toBeUndefined();
  });

  it('takes only a closed event added in the batch back out: the coupon and the other changes stay and are priced again', () => {
    const before = pricedCart({ 101: 1 });
    const current = { ...changedTo(before, { 101: 2, 102: 1 }), couponCode: 'GOOD' };
    const error = { statusCode: 409, statusMessage: 'event_closed', message: 'The event is no longer open for booking (item 102)' };
    const batch = { base: before, items: true, coupon: true };
    const outcome = afterPriceAnswer(current, batch, { ok: false, error }, LATER);
    expect(outcome).toMatchObject({ kind: 'rolled-back', stale: true, closed: undefined, reprice: batch, cart: { couponCode: 'GOOD' } });
    expect(outcome.kind === 'rolled-back' && outcome.cart.cartItems.map((item) => [item.id, item.participantCount])).toEqual([[101, 2]]);
  });

  it('shows a toast, not a refused coupon, when a coupon batch fails for another reason', () => {
    const before = pricedCart({ 101: 1 });
    const current = { ...before, couponCode: 'MAYBE' };
    const outcome = afterPriceAnswer(current, { base: before, items: false, coupon: true }, { ok: false, error: undefined }, LATER);
    expect(outcome).toMatchObject({ kind: 'rolled-back', notice: { tone: 'error', text: '500 Failed to fetch cart price' } });
    expect(outcome.kind === 'rolled-back' && outcome.couponRefused).toBeUndefined();
  });

  it('keeps a count change that failed to price, and marks its totals as stale', () => {
    const before = pricedCart({ 101: 1 });
    const current = changedTo(before, { 101: 4 });
    const outcome = afterPriceAnswer(current, { base: before, items: false, coupon: false }, { ok: false, error: undefined }, LATER);
    expect(outcome).toMatchObject({ kind: 'rolled-back', cart: current, stale: true });
  });

  it('shows an event the back end calls closed in the cancelled-items modal instead of a toast', () => {
    const before = pricedCart({ 101: 1, 102: 1 });
    const current = changedTo(before, { 101: 1, 102: 2 });
    const error = { statusCode: 409, statusMessage: 'event_closed', message: 'The event is no longer open for booking (item 101)' };
    const outcome = afterPriceAnswer(current, { base: before, items: false, coupon: false }, { ok: false, error }, LATER);
    expect(outcome).toMatchObject({ kind: 'rolled-back', notice: undefined, closed: { id: 101 } });
  });

  it('lowers only the short item to the seats left, keeps the coupon and the other changes, and prices again from there', () => {
    const before = pricedCart({ 102: 1 }, 'GOOD');
    const current = changedTo(before, { 102: 1, 101: 2 });
    const refusal = { ok: false as const, error: pricingErrorStatus('not-enough-seats', 101, 1) };
    const outcome = afterPriceAnswer(current, { base: before, items: true, coupon: false }, refusal, LATER);
    expect(outcome).toMatchObject({
      kind: 'fitted',
      seatsLeft: { 101: 1 },
      notice: { tone: 'info', key: 'cart.seats_limited_one', params: { count: 1, title: 'Leadership in practice' } },
    });
    if (outcome.kind !== 'fitted') return;
    expect(outcome.cart.cartItems.map((item) => [item.id, item.participantCount])).toEqual([
      [101, 1],
      [102, 1],
    ]);
    expect(outcome.cart.couponCode).toBe('GOOD');
    expect(outcome.reprice).toEqual({ base: outcome.cart, items: false, coupon: false });
  });

  it('says how many seats are left when more than one fits', () => {
    const before = pricedCart({ 101: 1 });
    const current = changedTo(before, { 101: 5 });
    const refusal = { ok: false as const, error: pricingErrorStatus('not-enough-seats', 101, 3) };
    expect(afterPriceAnswer(current, { base: before, items: false, coupon: false }, refusal, LATER)).toMatchObject({
      kind: 'fitted',
      notice: { key: 'cart.seats_limited', params: { count: 3 } },
    });
  });

  it('rolls back as usual when no seat is left or the item already has the count refused', () => {
    const before = pricedCart({ 101: 1 });
    const added = changedTo(before, { 101: 1, 102: 2 });
    const noneLeft = { ok: false as const, error: pricingErrorStatus('not-enough-seats', 102, 0) };
    const rolled = afterPriceAnswer(added, { base: before, items: true, coupon: false }, noneLeft, LATER);
    expect(rolled).toMatchObject({ kind: 'rolled-back', stale: false });
    expect(rolled.kind === 'rolled-back' && rolled.cart.cartItems).toEqual(before.cartItems);
    const alone = pricedCart({ 101: 1 });
    const atCount = { ok: false as const, error: pricingErrorStatus('not-enough-seats', 101, 1) };
    expect(afterPriceAnswer(alone, { base: alone, items: false, coupon: false }, atCount, LATER)).toMatchObject({
      kind: 'rolled-back',
      cart: alone,
    });
  });

  it('changes nothing in a locked cart, which a commit owns', () => {
    const before = pricedCart({ 101: 1 });
    const current = changedTo(before, { 101: 1, 102: 1 });
    const locked = { ...current, meta: { ...current.meta, committedAt: NOW, commitHash: 'abc', orderId: 'o-1' } };
    expect(afterPriceAnswer(locked, { base: before, items: true, coupon: false }, { ok: false, error: undefined }, LATER)).toEqual({
      kind: 'unchanged',
    });
  });
});

describe('the cancelled-items list', () => {
  it('lists each event once, in the order it was first listed', () => {
    const [a, b, c] = [sampleItem({ id: 1 }), sampleItem({ id: 2 }), sampleItem({ id: 3 })];
    expect(withCancelled([a, b], [b, c]).map((item) => item.id)).toEqual([1, 2, 3]);
  });
});
