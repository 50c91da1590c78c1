// The one list of booking back-end cases, run against the embedded reference service and against
// the proxy to BACKEND_URL (tests/contract/backend-adapters.test.ts). Every failure is checked in
// the API error shape with its status and status message.
import { expect } from 'vitest';
import { commitHashInput } from '../../shared/cart/commit-hash-input';
import { CartUpdateRequestSchema, type CartUpdateRequest } from '../../shared/schemas/cart-update-request';
import type { CartOrder } from '../../shared/schemas/cart-order';
import { sha256Hex } from '../../worker/hex-crypto';
import type { BackendPort } from '../../worker/ports/backend';
import type { FakeEvent } from '../worker/fakes/booking-catalogue';
import { completeCart } from '../worker/fakes/booking-carts';
import type { ContractEvents } from './booking-events';
import { unique } from './booking-events';
import { expectRefusal, answerOf, type ContractCase } from './port-contract';
import { whileUpstream, type UpstreamSwitch } from './upstream-switch';

export interface BackendHarness {
  backend: BackendPort;
  events: ContractEvents;
  /** For an adapter with an upstream: its switch, and the same adapter with a time-out of a few milliseconds. */
  upstream?: { control: UpstreamSwitch; impatient: BackendPort };
}

const HEX64 = /^[0-9a-f]{64}$/;

const priceRequest = (lines: Array<[FakeEvent, number]>, couponCode: string | null = null): CartUpdateRequest =>
  CartUpdateRequestSchema.parse({
    items: lines.map(([event, participantCount]) => ({ id: event.id, type: event.type, participantCount })),
    couponCode,
  });

/** A complete cart booking people nobody else books, one line per event. */
function cartFor(lines: Array<[FakeEvent, number]>, options: { customerId?: string; contactEmail?: string } = {}): CartOrder {
  const id = unique();
  const cart = completeCart({
    lines: lines.map(([event, count]) => ({ event, emails: Array.from({ length: count }, (_, n) => `p${n}-${id}@example.se`) })),
    customerId: options.customerId ?? `556${id}`,
    contactEmail: options.contactEmail ?? `c-${id}@example.se`,
  });
  // The cart's own order token, as the browser sends it: the worker in front of a remote back end
  // binds the order to it, so the same cart committed again finds its order.
  return { ...cart, meta: { ...cart.meta, orderToken: crypto.randomUUID().replaceAll('-', '') } };
}

const upstreamOf = (harness: BackendHarness) => {
  if (!harness.upstream) throw new Error('this case needs an adapter with an upstream');
  return harness.upstream;
};

export const BACKEND_CASES: readonly ContractCase<BackendHarness>[] = [
  // price
  {
    name: 'price: an open event for two participants costs twice its price plus 25 % VAT, and tells its seats left',
    async run({ backend, events }) {
      const totals = answerOf(await backend.price(priceRequest([[events.open, 2]])));
      expect(totals.cartPrice).toEqual({ gross: 20_000, discount: 0, vat: 5_000, total: 25_000, currency: 'sek' });
      expect(totals.items).toEqual([
        expect.objectContaining({
          id: events.open.id,
          type: 'courseEvent',
          participantCount: 2,
          seatsLeft: 50,
          price: expect.objectContaining({ type: 'standard', total: 25_000 }),
        }),
      ]);
    },
  },
  {
    name: 'price: a coupon takes its discount before VAT',
    async run({ backend, events }) {
      const totals = answerOf(await backend.price(priceRequest([[events.open, 1]], 'VALKOMMEN10')));
      expect(totals.cartPrice).toEqual({ gross: 10_000, discount: 1_000, vat: 2_250, total: 11_250, currency: 'sek' });
    },
  },
  {
    name: 'price: no items cost nothing',
    async run({ backend }) {
      expect(answerOf(await backend.price(priceRequest([]))).cartPrice).toMatchObject({ total: 0, currency: 'sek' });
    },
  },
  {
    name: 'price: an unknown event is refused with 404 unknown_item naming it',
    async run({ backend, events }) {
      const unknown = { ...events.open, id: events.open.id + 90 };
      expect(expectRefusal(await backend.price(priceRequest([[unknown, 1]])), 404, 'unknown_item').itemId).toBe(unknown.id);
    },
  },
  {
    name: 'price: a started or full event is refused with 409 event_closed',
    async run({ backend, events }) {
      expectRefusal(await backend.price(priceRequest([[events.started, 1]])), 409, 'event_closed');
      expectRefusal(await backend.price(priceRequest([[events.full, 1]])), 409, 'event_closed');
    },
  },
  {
    name: 'price: more participants than seats left is refused with 409 not_enough_seats, naming the item and its seats',
    async run({ backend, events }) {
      const error = expectRefusal(await backend.price(priceRequest([[events.twoSeats, 3]])), 409, 'not_enough_seats');
      expect({ itemId: error.itemId, seatsLeft: error.seatsLeft }).toEqual({ itemId: events.twoSeats.id, seatsLeft: 2 });
    },
  },
  {
    name: 'price: events of two categories are refused with 422 mixed_category',
    async run({ backend, events }) {
      expectRefusal(
        await backend.price(
          priceRequest([
            [events.open, 1],
            [events.alicante, 1],
          ]),
        ),
        422,
        'mixed_category',
      );
    },
  },
  {
    name: 'price: an unknown coupon is refused with 422 invalid_coupon',
    async run({ backend, events }) {
      expectRefusal(await backend.price(priceRequest([[events.open, 1]], 'FINNS-INTE')), 422, 'invalid_coupon');
    },
  },

  // commit
  {
    name: 'commit: a complete cart becomes an order with an FEI order id and the SHA-256 commit hash',
    async run({ backend, events }) {
      const cart = cartFor([[events.booking, 1]]);
      const order = answerOf(await backend.commit(cart));
      expect(order).toMatchObject({
        status: 'committed',
        orderId: expect.stringMatching(/^FEI-\d{4}-\d{6,15}$/),
        committedAt: expect.any(Number),
        commitHash: await sha256Hex(commitHashInput(cart)),
      });
      // An unsigned order holds its seats for a while (30 minutes by default) when the back end says so.
      if (order.holdExpiresAt != null) expect(order.holdExpiresAt).toBe(order.committedAt + 30 * 60_000);
    },
  },
  {
    name: 'commit: the same cart again answers the same order',
    async run({ backend, events }) {
      const cart = cartFor([[events.booking, 2]]);
      const first = answerOf(await backend.commit(cart));
      expect(answerOf(await backend.commit(cart))).toEqual(first);
    },
  },
  {
    name: 'commit: the same people booked again in another cart, while the first waits for its signature, is refused with 409 order_awaiting_signature',
    async run({ backend, events }) {
      const cart = cartFor([[events.booking, 1]]);
      answerOf(await backend.commit(cart));
      expectRefusal(await backend.commit({ ...cart, additionalInformation: 'En gång till' }), 409, 'order_awaiting_signature');
    },
  },
  {
    name: 'commit: an order takes its seats: more than are left is refused with 409 not_enough_seats, and the last one closes the event',
    async run({ backend, events }) {
      answerOf(await backend.commit(cartFor([[events.filling, 1]])));
      const error = expectRefusal(await backend.commit(cartFor([[events.filling, 2]])), 409, 'not_enough_seats');
      expect(error.itemId).toBe(events.filling.id);
      expect(answerOf(await backend.eventOpen('course', events.filling.id))).toEqual({ isOpen: true, seatsLeft: 1 });
      answerOf(await backend.commit(cartFor([[events.filling, 1]])));
      expect(answerOf(await backend.eventOpen('course', events.filling.id))).toEqual({ isOpen: false, seatsLeft: 0 });
    },
  },
  {
    name: 'commit: a cart with an unknown event is refused with 404 unknown_item',
    async run({ backend, events }) {
      expectRefusal(await backend.commit(cartFor([[{ ...events.booking, id: events.booking.id + 90 }, 1]])), 404, 'unknown_item');
    },
  },

  // shares
  {
    name: 'createShare: answers status created and the cart carrying a new 64-hex id and edit key',
    async run({ backend, events }) {
      const cart = cartFor([[events.open, 1]]);
      const share = answerOf(await backend.createShare(cart, { 'fei:checkout:note': 'hej' }));
      expect(share.status).toBe('created');
      expect(share.cart.meta.sharing.id).toMatch(HEX64);
      expect(share.cart.meta.sharing.editKey).toMatch(HEX64);
      expect(share.cart.cartItems).toEqual(cart.cartItems);
    },
  },
  {
    name: 'getShare: reads the cart and fields back by id alone, never with the edit key',
    async run({ backend, events }) {
      const cart = cartFor([[events.open, 2]]);
      const { id } = answerOf(await backend.createShare(cart, { a: '1' })).cart.meta.sharing;
      const read = answerOf(await backend.getShare(id));
      expect(read.cart.meta.sharing).toEqual({ id, editKey: null });
      expect(read.fields).toEqual({ a: '1' });
      expect(read.cart.participantPool).toEqual(cart.participantPool);
      expect(read.updatedAt).toEqual(expect.any(Number));
    },
  },
  {
    name: 'updateShare: with its edit key the share changes, and reads back changed',
    async run({ backend, events }) {
      const cart = cartFor([[events.open, 1]]);
      const { id, editKey } = answerOf(await backend.createShare(cart, { a: '1' })).cart.meta.sharing;
      const updated = answerOf(await backend.updateShare(id, editKey!, { ...cart, additionalInformation: 'Ändrad' }, { a: '2' }));
      expect(updated.cart.meta.sharing).toEqual({ id, editKey });
      const read = answerOf(await backend.getShare(id));
      expect({ note: read.cart.additionalInformation, fields: read.fields }).toEqual({ note: 'Ändrad', fields: { a: '2' } });
    },
  },
  {
    name: 'updateShare: a wrong edit key is refused with 403 invalid_edit_key and the share stays as it was',
    async run({ backend, events }) {
      const cart = cartFor([[events.open, 1]]);
      const { id } = answerOf(await backend.createShare(cart, { a: '1' })).cart.meta.sharing;
      expectRefusal(await backend.updateShare(id, 'f'.repeat(64), cart, { a: 'hacked' }), 403, 'invalid_edit_key');
      expect(answerOf(await backend.getShare(id)).fields).toEqual({ a: '1' });
    },
  },
  {
    name: 'updateShare: an unknown share is refused with 404 share_not_found',
    async run({ backend, events }) {
      expectRefusal(await backend.updateShare('0'.repeat(64), 'f'.repeat(64), cartFor([[events.open, 1]]), {}), 404, 'share_not_found');
    },
  },
  {
    name: 'getShare: an unknown share is refused with 404 share_not_found',
    async run({ backend }) {
      expectRefusal(await backend.getShare('0'.repeat(64)), 404, 'share_not_found');
    },
  },

  // the event open check
  {
    name: 'eventOpen: a future event with seats is open and tells its seats left',
    async run({ backend, events }) {
      expect(answerOf(await backend.eventOpen('course', events.open.id))).toEqual({ isOpen: true, seatsLeft: 50 });
      expect(answerOf(await backend.eventOpen('programme', events.programme.id))).toEqual({ isOpen: true, seatsLeft: 50 });
    },
  },
  {
    name: 'eventOpen: a started or a full event is closed',
    async run({ backend, events }) {
      expect(answerOf(await backend.eventOpen('course', events.started.id)).isOpen).toBe(false);
      expect(answerOf(await backend.eventOpen('course', events.full.id))).toEqual({ isOpen: false, seatsLeft: 0 });
    },
  },
  {
    name: 'eventOpen: an unknown event, or one asked under the other type, is refused with 404 unknown_item',
    async run({ backend, events }) {
      expectRefusal(await backend.eventOpen('course', events.open.id + 90), 404, 'unknown_item');
      expectRefusal(await backend.eventOpen('course', events.programme.id), 404, 'unknown_item');
      expectRefusal(await backend.eventOpen('programme', events.open.id), 404, 'unknown_item');
    },
  },

  // the upstream
  {
    name: 'a failing upstream answers 502 upstream_error for every call, never its own body',
    needsUpstream: true,
    async run(harness) {
      const { control } = upstreamOf(harness);
      const { backend, events } = harness;
      const results = await whileUpstream(control, 'failing', async () => [
        await backend.price(priceRequest([[events.open, 1]])),
        await backend.commit(cartFor([[events.booking, 1]])),
        await backend.createShare(cartFor([[events.open, 1]]), {}),
        await backend.updateShare('0'.repeat(64), 'f'.repeat(64), cartFor([[events.open, 1]]), {}),
        await backend.getShare('0'.repeat(64)),
        await backend.eventOpen('course', events.open.id),
      ]);
      for (const result of results) expectRefusal(result, 502, 'upstream_error');
    },
  },
  {
    name: 'an upstream answer that is not JSON, or no connection, answers 502 upstream_error',
    needsUpstream: true,
    async run(harness) {
      const { control } = upstreamOf(harness);
      const { backend, events } = harness;
      expectRefusal(await whileUpstream(control, 'garbled', () => backend.price(priceRequest([[events.open, 1]]))), 502, 'upstream_error');
      expectRefusal(await whileUpstream(control, 'unreachable', () => backend.eventOpen('course', events.open.id)), 502, 'upstream_error');
    },
  },
  {
    name: 'an upstream that does not answer in time answers 504 upstream_timeout',
    needsUpstream: true,
    async run(harness) {
      const { control, impatient } = upstreamOf(harness);
      const { events } = harness;
      expectRefusal(await whileUpstream(control, 'stalled', () => impatient.commit(cartFor([[events.booking, 1]]))), 504, 'upstream_timeout');
      expectRefusal(await whileUpstream(control, 'stalled', () => impatient.eventOpen('course', events.open.id)), 504, 'upstream_timeout');
    },
  },
];
