import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PriceAnswer } from '../../shared/cart/pricing-policy';
import { NOW, totalsFor } from '../../shared/cart/testing';
import type { CartUpdateRequest } from '../../shared/schemas/cart-update-request';
import { memoryCartRecordStore } from './cart-record-store';
import { fakeSyncHub, sampleEvent, testController } from './cart-testing';

// Issue 47, item 3: a wrong code typed while the cart's first price was on its way went into the
// same call as the new item, and the rollback of the refused call took the item out too
// ("Varukorgen är tom"). A refusal takes back only what it refused, and changes that overlap
// (a price call in flight, another tab's write being read) never undo each other.

const now = () => NOW;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const INVALID_COUPON = { statusCode: 422, statusMessage: 'invalid_coupon', message: 'The coupon code is not valid' };
const closed = (id: number) => ({
  statusCode: 409,
  statusMessage: 'event_closed',
  message: `The event is no longer open for booking (item ${id})`,
});

/** The price call as the back end answers it: FEL123 is no code, VALKOMMEN10 is. */
function backEnd(request: CartUpdateRequest): PriceAnswer {
  return request.couponCode === 'FEL123' ? { ok: false, error: INVALID_COUPON } : { ok: true, totals: totalsFor(request) };
}

/** A price call whose answers wait until the test lets each of them go, in any order. */
function heldAnswers(answer: (request: CartUpdateRequest) => PriceAnswer) {
  const held: Array<() => void> = [];
  return {
    answer: (request: CartUpdateRequest) => new Promise<PriceAnswer>((resolve) => held.push(() => resolve(answer(request)))),
    release: async (index: number) => {
      held[index]?.();
      await vi.advanceTimersByTimeAsync(0);
    },
  };
}

describe('a refused price call takes back only what it refused', () => {
  it('keeps the event added with a refused code, names the code beside the field and prices the event without it', async () => {
    const { controller, requests, notices } = testController({ now, answer: backEnd });
    await controller.addEvent(sampleEvent());
    // Typed during the quiet time: one call carries the new event and the code.
    await controller.dispatch({ type: 'set-coupon', couponCode: 'FEL123' });
    await vi.advanceTimersByTimeAsync(0);
    expect(requests[0]).toMatchObject({ couponCode: 'FEL123', items: [{ id: 101 }] });
    await vi.runAllTimersAsync();
    const state = controller.getState();
    expect(state.cart?.cartItems.map((item) => item.id)).toEqual([101]);
    expect(state.cart?.couponCode).toBeNull();
    expect(state.couponRefused).toBe('FEL123');
    expect(requests.at(-1)).toEqual({ items: [{ id: 101, type: 'courseEvent', participantCount: 1 }] });
    expect(state.cart?.cartTotals.items.map((item) => item.id)).toEqual([101]);
    expect(state.pricing).toBe('idle');
    expect(notices).toEqual([]);
  });

  it('keeps a code applied with an event the back end calls closed, takes the event back out and prices the rest', async () => {
    const { controller, requests, notices } = testController({
      now,
      answer: (request) => (request.items.some((item) => item.id === 102) ? { ok: false, error: closed(102) } : backEnd(request)),
    });
    await controller.addEvent(sampleEvent());
    await vi.advanceTimersByTimeAsync(500);
    await controller.addEvent(sampleEvent({ id: 102 }));
    await controller.dispatch({ type: 'set-coupon', couponCode: 'VALKOMMEN10' });
    await vi.runAllTimersAsync();
    const state = controller.getState();
    expect(state.cart?.couponCode).toBe('VALKOMMEN10');
    expect(state.cart?.cartItems.map((item) => item.id)).toEqual([101]);
    expect(requests.at(-1)).toEqual({ items: [{ id: 101, type: 'courseEvent', participantCount: 1 }], couponCode: 'VALKOMMEN10' });
    expect(state.pricing).toBe('idle');
    // The event is gone from the cart, so the visitor is told why.
    expect(notices).toHaveLength(1);
  });
});

describe('overlapping changes', () => {
  it('keep a valid code typed while the first price call is on its way, whichever answer comes first', async () => {
    for (const order of [
      [0, 1],
      [1, 0],
    ] as const) {
      const calls = heldAnswers(backEnd);
      const { controller, requests } = testController({ now, answer: calls.answer });
      await controller.addEvent(sampleEvent());
      await vi.advanceTimersByTimeAsync(500);
      await controller.dispatch({ type: 'set-coupon', couponCode: 'VALKOMMEN10' });
      await vi.advanceTimersByTimeAsync(0);
      expect(requests).toHaveLength(2);
      for (const index of order) await calls.release(index);
      const state = controller.getState();
      expect(state.cart?.couponCode).toBe('VALKOMMEN10');
      expect(state.cart?.cartItems.map((item) => item.id)).toEqual([101]);
      expect(state.cart?.cartTotals.items).toHaveLength(1);
      expect(state.pricing).toBe('idle');
    }
  });

  it('keep a wrong code typed while the first price call is on its way from taking the event with it', async () => {
    const calls = heldAnswers(backEnd);
    const { controller, requests } = testController({ now, answer: calls.answer });
    await controller.addEvent(sampleEvent());
    await vi.advanceTimersByTimeAsync(500);
    await controller.dispatch({ type: 'set-coupon', couponCode: 'FEL123' });
    await vi.advanceTimersByTimeAsync(0);
    await calls.release(1);
    await calls.release(0);
    await calls.release(2);
    expect(requests.map((request) => request.couponCode)).toEqual([undefined, 'FEL123', undefined]);
    const state = controller.getState();
    expect(state.cart?.cartItems.map((item) => item.id)).toEqual([101]);
    expect(state.couponRefused).toBe('FEL123');
    expect(state.cart?.cartTotals.items).toHaveLength(1);
  });

  it("keep a code applied in this tab while another tab's write is being read", async () => {
    const store = memoryCartRecordStore();
    const hub = fakeSyncHub();
    const here = testController({ store, now, sync: hub.endpoint(), answer: backEnd }).controller;
    const there = testController({ store, now, sync: hub.endpoint(), answer: backEnd }).controller;
    await Promise.all([here.ready, there.ready]);
    await here.addEvent(sampleEvent());
    await vi.advanceTimersByTimeAsync(500);
    // The read of the other tab's write is held until this tab has applied its code.
    let releaseRead: () => void = () => {};
    const read = store.read;
    store.read = () => {
      const snapshot = read();
      return new Promise((resolve) => (releaseRead = () => void snapshot.then(resolve)));
    };
    await there.dispatch({ type: 'set-count', id: 101, participantCount: 2 });
    await vi.advanceTimersByTimeAsync(0);
    await here.dispatch({ type: 'set-coupon', couponCode: 'VALKOMMEN10' });
    store.read = read;
    releaseRead();
    await vi.runAllTimersAsync();
    expect(here.getState().cart?.couponCode).toBe('VALKOMMEN10');
    expect(here.getState().cart?.cartTotals.items).toHaveLength(1);
  });
});
