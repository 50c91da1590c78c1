import { DEFAULT_BOOKING_POLICY, type OrderSizePolicy } from '../../shared/booking/booking-policy';
import type { PriceAnswer } from '../../shared/cart/pricing-policy';
import { totalsFor } from '../../shared/cart/testing';
import type { CartUpdateRequest } from '../../shared/schemas/cart-update-request';
import type { BookableEvent } from './bookable-event';
import { CartController, type CartNotice } from './cart-controller';
import { memoryCartRecordStore } from './cart-record-store';
import type { CartSync } from './cart-sync';

/** Test helpers for the cart controller: a fake price call, a fake sync. Not for production code. */

/** A bookable course event; override what a test cares about. */
export function sampleEvent(overrides: Partial<BookableEvent> = {}): BookableEvent {
  return {
    id: 101,
    postId: 11,
    documentId: 7,
    displayTitle: 'Leadership in practice',
    startDate: '2025-03-10',
    endDate: '2025-03-12',
    category: 'swedish-academic',
    code: 'LP-25',
    type: 'courseEvent',
    bookingRules: { locationOptions: ['Stockholm'], checkoutConstraints: [] },
    ...overrides,
  };
}

/** Sync between controllers of one test, like tabs on one BroadcastChannel. */
export function fakeSyncHub() {
  const listeners = new Set<{ owner: object; listener: (id: string | undefined) => void }>();
  return {
    /** A sync endpoint for one "tab". */
    endpoint(): CartSync {
      const owner = {};
      return {
        announce(cartId) {
          for (const entry of listeners) if (entry.owner !== owner) entry.listener(cartId);
        },
        subscribe(listener) {
          const entry = { owner, listener };
          listeners.add(entry);
          return () => listeners.delete(entry);
        },
      };
    },
  };
}

/** A controller on an in-memory store with a scripted price call and recorded notices. */
export function testController(options: {
  store?: ReturnType<typeof memoryCartRecordStore>;
  now?: () => number;
  answer?: (request: CartUpdateRequest) => PriceAnswer | Promise<PriceAnswer>;
  sync?: CartSync;
  cartId?: string;
  /** What one booking may hold; the default policy unless a test configures another. */
  policy?: OrderSizePolicy;
}) {
  const store = options.store ?? memoryCartRecordStore();
  const notices: CartNotice[] = [];
  const requests: CartUpdateRequest[] = [];
  const answer = options.answer ?? ((request) => ({ ok: true, totals: totalsFor(request) }));
  const controller = new CartController({
    cartId: options.cartId ?? 'default',
    policy: options.policy ?? DEFAULT_BOOKING_POLICY,
    store,
    now: options.now,
    sync: options.sync,
    notify: (notice) => notices.push(notice),
    fetchPrice: async (request) => {
      requests.push(request);
      return answer(request);
    },
  });
  return { controller, store, notices, requests };
}

/**
 * A test controller (`testController`, with its options) whose cart holds `events`, added one by
 * one as a visitor adds them; throws if the cart refuses one.
 */
export async function testControllerHolding(events: readonly BookableEvent[], options: Parameters<typeof testController>[0] = {}) {
  const made = testController(options);
  for (const event of events) {
    const added = await made.controller.addEvent(event);
    if (!added.ok) throw new Error(`the cart refused event ${event.id}: ${added.code}`);
  }
  return made;
}
