import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_LIFETIME_MS, createCart } from '../../shared/cart/create-cart';
import { withItems } from '../../shared/cart/item-rules';
import { NOW, sampleItem, totalsFor } from '../../shared/cart/testing';
import { pricingErrorStatus } from '../../shared/errors/pricing-error-status';
import type { CartOrder } from '../../shared/schemas/cart-order';
import { WRITE_RETRY_DELAYS_MS } from './cart-controller';
import { CARTS_KEY, memoryCartRecordStore } from './cart-record-store';
import { fakeSyncHub, sampleEvent, testController } from './cart-testing';

let clock = NOW;
const now = () => clock;

beforeEach(() => {
  clock = NOW;
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const stored = (store: { value: unknown }, id = 'default') => (store.value as Record<string, CartOrder>)[id];

describe('loading the stored cart', () => {
  it('keeps the state the server renders (not read yet) for hydration, after the stored cart is read', async () => {
    const { controller } = testController({ now });
    await controller.addEvent(sampleEvent());
    expect(controller.getState()).toMatchObject({ ready: true });
    expect(controller.getInitialState()).toEqual({
      cartId: 'default',
      ready: false,
      cart: undefined,
      pricing: 'idle',
      cancelledItems: [],
      seatsLeft: {},
    });
  });

  it('starts without a cart when nothing is stored, and creates one on the first add', async () => {
    const { controller, store } = testController({ now });
    await controller.ready;
    expect(controller.getState()).toMatchObject({ ready: true, cart: undefined });
    expect(await controller.addEvent(sampleEvent())).toEqual({ ok: true });
    const cart = controller.getState().cart!;
    expect(cart.cartItems).toHaveLength(1);
    expect(cart.meta.createdAt).toBe(NOW);
    expect(cart.meta.expiresAt).toBe(NOW + CART_LIFETIME_MS);
    await vi.advanceTimersByTimeAsync(0);
    expect(stored(store)?.cartItems).toHaveLength(1);
  });

  it('restores a stored cart and renews its expiry', async () => {
    const cart = withItems(createCart('default', NOW - 1000), [sampleItem()]);
    const store = memoryCartRecordStore({ default: cart });
    const { controller, notices } = testController({ store, now });
    await controller.ready;
    expect(controller.getState().cart?.cartItems).toEqual(cart.cartItems);
    expect(controller.getState().cart?.meta.expiresAt).toBe(NOW + CART_LIFETIME_MS);
    expect(stored(store)?.meta.expiresAt).toBe(NOW + CART_LIFETIME_MS);
    expect(notices).toEqual([]);
  });

  it('drops a corrupt record with a notice, never a crash, and keeps the valid carts', async () => {
    const team = createCart('team', NOW);
    const store = memoryCartRecordStore({ default: { id: 'default', cartItems: 'nonsense' }, team });
    const { controller, notices } = testController({ store, now });
    await controller.ready;
    expect(controller.getState()).toMatchObject({ ready: true, cart: undefined });
    expect(notices).toEqual([{ tone: 'error', key: 'cart.corrupt_dropped' }]);
    expect(store.value).toEqual({ team });
  });

  it('replaces a stored value that is no record at all, with a notice', async () => {
    const store = memoryCartRecordStore('garbage');
    const { controller, notices } = testController({ store, now });
    await controller.ready;
    expect(notices).toHaveLength(1);
    expect(store.value).toEqual({});
  });

  it('removes expired carts quietly', async () => {
    const old = withItems(createCart('default', NOW - CART_LIFETIME_MS - 1), [sampleItem()]);
    const other = createCart('other', NOW - CART_LIFETIME_MS);
    const store = memoryCartRecordStore({ default: old, other });
    const { controller, notices } = testController({ store, now });
    await controller.ready;
    expect(controller.getState().cart).toBeUndefined();
    expect(store.value).toEqual({});
    expect(notices).toEqual([]);
  });

  it('lists stored events that have started for the cancelled-items modal', async () => {
    const cart = withItems(createCart('default', NOW), [sampleItem({ id: 5, startDate: '2025-01-10', endDate: '2025-01-20' }), sampleItem()]);
    const { controller } = testController({ store: memoryCartRecordStore({ default: cart }), now });
    await controller.ready;
    expect(controller.getState().cancelledItems.map((item) => item.id)).toEqual([5]);
    await controller.removeCancelled();
    expect(controller.getState().cart?.cartItems.map((item) => item.id)).toEqual([101]);
    expect(controller.getState().cancelledItems).toEqual([]);
  });

  it('keeps working in memory when the storage fails', async () => {
    const store = memoryCartRecordStore();
    store.update = () => Promise.reject(new Error('blocked'));
    store.read = () => Promise.reject(new Error('blocked'));
    const { controller } = testController({ store, now });
    await controller.ready;
    expect(await controller.addEvent(sampleEvent())).toEqual({ ok: true });
    await vi.advanceTimersByTimeAsync(500);
    expect(controller.getState().cart?.cartItems).toHaveLength(1);
  });
});

describe('changes', () => {
  it('adds an event with one participant and adds one more participant the next time', async () => {
    const { controller } = testController({ now });
    await controller.addEvent(sampleEvent());
    await controller.addEvent(sampleEvent());
    expect(controller.getState().cart?.cartItems[0]?.participantCount).toBe(2);
  });

  it('answers the domain refusals and leaves the cart as it was', async () => {
    const { controller } = testController({ now });
    await controller.addEvent(sampleEvent());
    const before = controller.getState().cart;
    expect(await controller.addEvent(sampleEvent({ id: 102, category: 'business-school' }))).toEqual({
      ok: false,
      code: 'conflicting-category',
    });
    expect(await controller.addEvent(sampleEvent({ id: 103, documentId: 8 }))).toEqual({ ok: false, code: 'conflicting-document' });
    expect(await controller.addEvent(sampleEvent({ id: 104, documentId: null }))).toEqual({ ok: false, code: 'no-document' });
    expect(controller.getState().cart).toBe(before);
  });

  it('refuses additions to a locked cart with cart-locked', async () => {
    const cart = withItems(createCart('default', NOW), [sampleItem()]);
    const locked = { ...cart, meta: { ...cart.meta, committedAt: NOW, commitHash: 'abc', orderId: 'o-1' } };
    const { controller } = testController({ store: memoryCartRecordStore({ default: locked }), now });
    expect(await controller.addEvent(sampleEvent({ id: 102 }))).toEqual({ ok: false, code: 'cart-locked' });
  });
});

describe('pricing', () => {
  it('prices once, 500 ms after the last of several quick changes', async () => {
    const { controller, requests } = testController({ now });
    await controller.addEvent(sampleEvent());
    await vi.advanceTimersByTimeAsync(300);
    await controller.addEvent(sampleEvent());
    await vi.advanceTimersByTimeAsync(499);
    expect(requests).toHaveLength(0);
    expect(controller.getState().pricing).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toEqual([{ items: [{ id: 101, type: 'courseEvent', participantCount: 2 }] }]);
    expect(controller.getState().cart?.cartTotals).toEqual(totalsFor(requests[0]!));
    expect(controller.getState().pricing).toBe('idle');
  });

  it('reprices after a count change and a removal', async () => {
    const { controller, requests } = testController({ now });
    await controller.addEvent(sampleEvent());
    await controller.addEvent(sampleEvent({ id: 102 }));
    await vi.advanceTimersByTimeAsync(500);
    await controller.dispatch({ type: 'set-count', id: 101, participantCount: 3 });
    await vi.advanceTimersByTimeAsync(500);
    await controller.dispatch({ type: 'remove-items', ids: [102] });
    await vi.advanceTimersByTimeAsync(500);
    expect(requests.map((request) => request.items.map((item) => `${item.id}x${item.participantCount}`))).toEqual([
      ['101x1', '102x1'],
      ['101x3', '102x1'],
      ['101x3'],
    ]);
  });

  it('clears the coupon and prices nothing when the last item goes', async () => {
    const { controller, requests } = testController({ now });
    await controller.addEvent(sampleEvent());
    await vi.advanceTimersByTimeAsync(500);
    await controller.dispatch({ type: 'set-coupon', couponCode: 'VALKOMMEN10' });
    await vi.advanceTimersByTimeAsync(0);
    expect(requests.at(-1)?.couponCode).toBe('VALKOMMEN10');
    await controller.dispatch({ type: 'remove-items', ids: [101] });
    await vi.advanceTimersByTimeAsync(500);
    expect(requests).toHaveLength(2);
    expect(controller.getState().cart).toMatchObject({ couponCode: null, cartItems: [] });
    expect(controller.getState().cart?.cartTotals.cartPrice.total).toBe(0);
  });

  it('rolls an add back when pricing fails and shows the status code and that the booking service is not answering', async () => {
    let fail = false;
    const { controller, notices, store } = testController({
      now,
      answer: (request) =>
        fail
          ? { ok: false, error: { statusCode: 502, statusMessage: 'upstream_error', message: 'The booking service did not answer' } }
          : { ok: true, totals: totalsFor(request) },
    });
    await controller.addEvent(sampleEvent());
    await vi.advanceTimersByTimeAsync(500);
    const priced = controller.getState().cart;
    fail = true;
    await controller.addEvent(sampleEvent({ id: 102 }));
    await controller.addEvent(sampleEvent());
    expect(controller.getState().cart?.cartItems).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(500);
    expect(controller.getState().cart?.cartItems).toEqual(priced?.cartItems);
    expect(controller.getState().cart?.cartTotals).toEqual(priced?.cartTotals);
    expect(controller.getState().pricing).toBe('idle');
    // The worker's own service failure: its status code, and in the visitor's language that the cart is kept.
    expect(notices).toEqual([{ tone: 'error', key: 'cart.errors.service_unavailable', params: { status: 502 } }]);
    expect(stored(store)?.cartItems).toEqual(priced?.cartItems);
  });

  it('when an add and a "+" together ask for more seats than are left, keeps the item at the seats left and the coupon, and says so', async () => {
    const seatsLeft = 1;
    const { controller, notices, requests } = testController({
      now,
      answer: (request) => {
        const asked = request.items.find((item) => item.id === 101);
        return asked && asked.participantCount > seatsLeft
          ? { ok: false, error: pricingErrorStatus('not-enough-seats', 101, seatsLeft) }
          : { ok: true, totals: { ...totalsFor(request), items: totalsFor(request).items.map((item) => ({ ...item, seatsLeft })) } };
      },
    });
    await controller.addEvent(sampleEvent({ id: 102 }));
    await controller.dispatch({ type: 'set-coupon', couponCode: 'GOOD' });
    await vi.advanceTimersByTimeAsync(0);
    // The page did not say how many seats the event has, so the cart learns it from the refusal.
    await controller.addEvent(sampleEvent());
    await controller.dispatch({ type: 'set-count', id: 101, participantCount: 2 });
    // The refused batch, then the fitted cart priced again at once.
    await vi.runAllTimersAsync();
    const cart = controller.getState().cart;
    expect(cart?.cartItems.map((item) => [item.id, item.participantCount])).toEqual([
      [102, 1],
      [101, 1],
    ]);
    expect(cart?.couponCode).toBe('GOOD');
    expect(requests.at(-1)?.items.find((item) => item.id === 101)?.participantCount).toBe(1);
    expect(cart?.cartTotals.items.map((item) => item.id)).toEqual([102, 101]);
    expect(controller.getState()).toMatchObject({ pricing: 'idle', seatsLeft: { 101: 1, 102: 1 } });
    expect(notices).toEqual([{ tone: 'info', key: 'cart.seats_limited_one', params: { count: 1, title: 'Leadership in practice' } }]);
    expect(await controller.dispatch({ type: 'set-count', id: 101, participantCount: 2 })).toEqual({ ok: false, code: 'no-seats-left' });
  });

  it('stops the count at the seats the page gave, but always lets it go down', async () => {
    const { controller } = testController({ now });
    await controller.addEvent(sampleEvent({ seatsLeft: 2 }));
    expect(await controller.addEvent(sampleEvent({ seatsLeft: 2 }))).toEqual({ ok: true });
    expect(await controller.addEvent(sampleEvent({ seatsLeft: 2 }))).toEqual({ ok: false, code: 'no-seats-left' });
    expect(await controller.dispatch({ type: 'set-count', id: 101, participantCount: 3 })).toEqual({ ok: false, code: 'no-seats-left' });
    await controller.addEvent(sampleEvent({ seatsLeft: 1 }));
    expect(controller.getState().cart?.cartItems[0]?.participantCount).toBe(2);
    expect(await controller.dispatch({ type: 'set-count', id: 101, participantCount: 1 })).toEqual({ ok: true });
  });

  it('rolls a refused coupon back to the previous one and names it until another code is applied, with no toast', async () => {
    const { controller, notices } = testController({
      now,
      answer: (request) =>
        request.couponCode === 'BAD'
          ? { ok: false, error: { statusCode: 422, statusMessage: 'invalid_coupon', message: 'The coupon code is not valid' } }
          : { ok: true, totals: totalsFor(request) },
    });
    await controller.addEvent(sampleEvent());
    await controller.dispatch({ type: 'set-coupon', couponCode: 'GOOD' });
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getState().cart?.couponCode).toBe('GOOD');
    await controller.dispatch({ type: 'set-coupon', couponCode: 'BAD' });
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getState().cart?.couponCode).toBe('GOOD');
    expect(controller.getState().couponRefused).toBe('BAD');
    expect(notices).toEqual([]);
    await controller.dispatch({ type: 'set-coupon', couponCode: 'GOOD' });
    expect(controller.getState().couponRefused).toBeUndefined();
  });

  it('falls back to 500 "Failed to fetch cart price" when the failure says nothing', async () => {
    const { controller, notices } = testController({ now, answer: () => ({ ok: false, error: undefined }) });
    await controller.addEvent(sampleEvent());
    await vi.advanceTimersByTimeAsync(500);
    expect(notices).toEqual([{ tone: 'error', text: '500 Failed to fetch cart price' }]);
    expect(controller.getState().cart?.cartItems).toEqual([]);
  });

  it('treats totals of the wrong shape as a failed price call', async () => {
    const { controller, notices } = testController({ now, answer: () => ({ ok: true, totals: { cartPrice: 'free' } }) });
    await controller.addEvent(sampleEvent());
    await vi.advanceTimersByTimeAsync(500);
    expect(notices).toEqual([{ tone: 'error', text: '500 Failed to fetch cart price' }]);
    expect(controller.getState().cart?.cartItems).toEqual([]);
  });

  it('keeps a count change when pricing fails, and marks the price as stale', async () => {
    let fail = false;
    const { controller } = testController({
      now,
      answer: (request) => (fail ? { ok: false, error: undefined } : { ok: true, totals: totalsFor(request) }),
    });
    await controller.addEvent(sampleEvent());
    await vi.advanceTimersByTimeAsync(500);
    fail = true;
    await controller.dispatch({ type: 'set-count', id: 101, participantCount: 4 });
    await vi.advanceTimersByTimeAsync(500);
    expect(controller.getState().cart?.cartItems[0]?.participantCount).toBe(4);
    expect(controller.getState().pricing).toBe('failed');
  });

  it('ignores an answer that arrives after the cart changed again', async () => {
    const resolvers: Array<() => void> = [];
    const { controller, requests } = testController({
      now,
      answer: (request) => new Promise((resolve) => resolvers.push(() => resolve({ ok: true, totals: totalsFor(request) }))),
    });
    await controller.addEvent(sampleEvent());
    await vi.advanceTimersByTimeAsync(500);
    await controller.addEvent(sampleEvent());
    resolvers[0]!();
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getState().cart?.cartTotals.items).toEqual([]);
    await vi.advanceTimersByTimeAsync(500);
    resolvers[1]!();
    await vi.advanceTimersByTimeAsync(0);
    expect(requests).toHaveLength(2);
    expect(controller.getState().cart?.cartTotals.items[0]?.participantCount).toBe(2);
  });

  it('drops started events before pricing and lists them in the cancelled-items modal', async () => {
    const { controller, requests } = testController({ now });
    await controller.addEvent(sampleEvent({ id: 101, startDate: '2025-01-20', endDate: '2025-01-21' }));
    await controller.addEvent(sampleEvent({ id: 102 }));
    clock = Date.UTC(2025, 0, 20, 8);
    await vi.advanceTimersByTimeAsync(500);
    expect(requests).toEqual([{ items: [{ id: 102, type: 'courseEvent', participantCount: 1 }] }]);
    expect(controller.getState().cancelledItems.map((item) => item.id)).toEqual([101]);
    expect(controller.getState().cart?.cartItems.map((item) => item.id)).toEqual([102]);
  });

  it('shows an event the back end calls closed in the cancelled-items modal, whose OK removes it and reprices', async () => {
    let closed = false;
    const { controller, notices, requests } = testController({
      now,
      answer: (request) =>
        closed && request.items.some((item) => item.id === 101)
          ? {
              ok: false,
              error: { statusCode: 409, statusMessage: 'event_closed', message: 'The event is no longer open for booking (item 101)' },
            }
          : { ok: true, totals: totalsFor(request) },
    });
    await controller.addEvent(sampleEvent());
    await controller.addEvent(sampleEvent({ id: 102 }));
    await vi.advanceTimersByTimeAsync(500);
    closed = true;
    await controller.dispatch({ type: 'set-count', id: 102, participantCount: 2 });
    await vi.advanceTimersByTimeAsync(500);
    expect(notices).toEqual([]);
    expect(controller.getState().cancelledItems.map((item) => item.id)).toEqual([101]);
    await controller.removeCancelled();
    await vi.advanceTimersByTimeAsync(500);
    expect(requests.at(-1)?.items).toEqual([{ id: 102, type: 'courseEvent', participantCount: 2 }]);
    expect(controller.getState().pricing).toBe('idle');
  });
});

describe('two tabs', () => {
  it('see the same cart: a change in one appears in the other', async () => {
    const store = memoryCartRecordStore();
    const hub = fakeSyncHub();
    const first = testController({ store, now, sync: hub.endpoint() }).controller;
    const second = testController({ store, now, sync: hub.endpoint() }).controller;
    await Promise.all([first.ready, second.ready]);
    await first.addEvent(sampleEvent());
    await vi.advanceTimersByTimeAsync(0);
    expect(second.getState().cart?.cartItems).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(second.getState().cart?.cartTotals.cartPrice.total).toBe(1250);
    await second.dispatch({ type: 'set-count', id: 101, participantCount: 3 });
    await vi.advanceTimersByTimeAsync(500);
    expect(first.getState().cart?.cartItems[0]?.participantCount).toBe(3);
    expect(first.getState().cart?.cartTotals.cartPrice.total).toBe(3750);
  });

  it('rewrites its valid cart over an entry another writer corrupted, with a notice', async () => {
    const store = memoryCartRecordStore();
    const { controller, notices } = testController({ store, now });
    await controller.addEvent(sampleEvent());
    await vi.advanceTimersByTimeAsync(500);
    store.value = { default: { broken: true } };
    await controller.reload();
    await vi.advanceTimersByTimeAsync(0);
    expect(notices).toEqual([{ tone: 'error', key: 'cart.corrupt_dropped' }]);
    expect(stored(store)?.cartItems).toHaveLength(1);
  });

  it('uses the key fei:carts-2.2', () => {
    expect(CARTS_KEY).toBe('fei:carts-2.2');
  });
});

describe('a write the browser refuses', () => {
  it('is tried again and, when it keeps failing, shown to the visitor once; a later save says so', async () => {
    const store = memoryCartRecordStore();
    const update = store.update.bind(store);
    let refuse = 100;
    let attempts = 0;
    store.update = (change) => {
      attempts += 1;
      if (refuse > 0) {
        refuse -= 1;
        return Promise.reject(new Error('QuotaExceededError'));
      }
      return update(change);
    };
    const { controller, notices } = testController({ store, now });
    await controller.ready;
    attempts = 0;
    await controller.addEvent(sampleEvent());
    await vi.advanceTimersByTimeAsync(WRITE_RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0));
    expect(attempts).toBeGreaterThanOrEqual(WRITE_RETRY_DELAYS_MS.length + 1);
    expect(notices).toContainEqual({ tone: 'error', key: 'cart.save_failed' });
    expect(store.value).toBeUndefined();

    // The storage works again: the next change is saved, and the visitor is told.
    refuse = 0;
    await controller.addEvent(sampleEvent());
    // Writes queued meanwhile (the price's) finish their pauses first.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(stored(store)?.cartItems[0]?.participantCount).toBe(2);
    expect(notices.filter((notice) => 'key' in notice && notice.key === 'cart.save_failed')).toHaveLength(1);
    expect(notices).toContainEqual({ tone: 'info', key: 'cart.saved_again' });
  });

  it('is waited for by saved(), which answers whether the last write was stored', async () => {
    const store = memoryCartRecordStore();
    const update = store.update.bind(store);
    let refuse = 100;
    store.update = (change) => (refuse-- > 0 ? Promise.reject(new Error('QuotaExceededError')) : update(change));
    const { controller } = testController({ store, now });
    await controller.ready;
    await controller.addEvent(sampleEvent());
    const refused = controller.saved();
    await vi.advanceTimersByTimeAsync(WRITE_RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0));
    expect(await refused).toBe(false);

    refuse = 0;
    await controller.addEvent(sampleEvent());
    const saving = controller.saved();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await saving).toBe(true);
    expect(store.value).toBeDefined();
  });

  it('that succeeds on a retry is saved without troubling the visitor', async () => {
    const store = memoryCartRecordStore();
    const update = store.update.bind(store);
    let refuse = 0;
    store.update = (change) => {
      if (refuse > 0) {
        refuse -= 1;
        return Promise.reject(new Error('busy'));
      }
      return update(change);
    };
    const { controller, notices } = testController({ store, now });
    await controller.ready;
    refuse = 1;
    await controller.addEvent(sampleEvent());
    await vi.advanceTimersByTimeAsync(WRITE_RETRY_DELAYS_MS[0]);
    expect(stored(store)?.cartItems).toHaveLength(1);
    expect(notices).toEqual([]);
  });
});
