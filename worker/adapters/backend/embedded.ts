import { DEFAULT_SEAT_HOLD_MS, holdCutoff, holdExpiresAt } from '../../../shared/booking/seat-hold';
import { apiError } from '../../../shared/errors/api-error';
import type { BackendErrorCode } from '../../../shared/errors/error-codes';
import { pricingErrorStatus } from '../../../shared/errors/pricing-error-status';
import { isEventOpen } from '../../../shared/pricing/event-open';
import { priceCart } from '../../../shared/pricing/price-cart';
import type { CartOrder } from '../../../shared/schemas/cart-order';
import type { CartTotals } from '../../../shared/schemas/cart-totals';
import type { CartUpdateRequest } from '../../../shared/schemas/cart-update-request';
import { ShareReadResponseSchema } from '../../../shared/schemas/share';
import { businessToday } from '../../../shared/calendar/business-day';
import {
  type BookingPolicy,
  clientWindowMs,
  coolDownEnds,
  DEFAULT_BOOKING_POLICY,
  orderSizeProblem,
  seatLines,
  secondsUntil,
} from '../../../shared/booking/booking-policy';
import { clientSince } from '../../ceilings/client-day';
import { loadEvents } from '../../embedded/booking/catalogue-store';
import { batchedLookup } from '../../batched-lookup';
import { ensureDemoCoupons } from '../../embedded/booking/demo-coupons';
import { randomHex64 } from '../../hex-crypto';
import {
  findConflict,
  findOrderByHash,
  findOrderRecordByHash,
  insertOrder,
  lastRelease,
  markOrderSigned,
  releaseExpiredOrders,
  type StoredOrder,
} from '../../embedded/booking/order-store';
import { commitHash, orderKeys, orderProblem } from '../../embedded/booking/prepare-order';
import { loadPricingInputs } from '../../embedded/booking/pricing-inputs';
import { isolateRecentEvents } from '../../embedded/booking/recent-events';
import { deleteShare, findShare, insertShare, updateShare } from '../../embedded/booking/share-store';
import { DEFAULT_LIFETIME_DAYS, lifetimeCutoff } from '../../../shared/retention/lifetime';
import { DEFAULT_STORAGE_CEILINGS, ROOM_RETRY_SECONDS } from '../../../shared/ceilings/ceilings';
import type { BackendPort, BackendResult, CommitOrigin, EventPathType, OrderLookup, SharedFields } from '../../ports/backend';

export interface EmbeddedBackendOptions {
  /** The worker's D1 database, holding both the content tables and the booking tables. */
  db: D1Database;
  /** The clock; tests pass a fixed one. */
  now?: () => number;
  /** Makes sure the content tables are loaded (the content adapter's seeding), when it has such a step. */
  ensureContent?: () => Promise<void>;
  /** Days a share is kept after its last change (`SHARE_LIFETIME_DAYS`). */
  shareLifetimeDays?: number;
  /** How long an unsigned order holds its seats (`SEAT_HOLD_MINUTES`), 30 minutes by default. */
  holdMs?: number;
  /** What unsigned orders may hold (`BOOKING_*`), `DEFAULT_BOOKING_POLICY` unless configured. */
  policy?: BookingPolicy;
  /** Shares kept at once, all clients together (`SHARES_IN_ALL`). */
  sharesInAll?: number;
}

const ok = <T>(value: T): BackendResult<T> => ({ ok: true, value });
const fail = (error: ReturnType<typeof apiError>): BackendResult<never> => ({ ok: false, error });

function parseJson<T>(text: string): T | null {
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

const EVENT_TYPE = { course: 'courseEvent', programme: 'programmeEvent' } as const;

/** The sharing a stored or answered cart carries. */
const withSharing = (
  cart: CartOrder,
  id: string,
  editKey: string | null,
): CartOrder & { meta: { sharing: { id: string; editKey: string | null } } } => ({
  ...cart,
  meta: { ...cart.meta, sharing: { id, editKey } },
});

/**
 * The reference booking service (docs/rules/embedded-services.md), in the worker's own D1: prices from
 * the content's events (seats left after committed orders), coupons, programme packages, orders
 * with commit hashes, shares and the event open check. Pricing rules are `shared/pricing`.
 */
export function createEmbeddedBackend({
  db,
  now = Date.now,
  ensureContent,
  shareLifetimeDays = DEFAULT_LIFETIME_DAYS.share,
  holdMs = DEFAULT_SEAT_HOLD_MS,
  policy = DEFAULT_BOOKING_POLICY,
  sharesInAll = DEFAULT_STORAGE_CEILINGS.sharesInAll,
}: EmbeddedBackendOptions): BackendPort {
  // Unsigned orders committed at or before this moment no longer hold seats.
  const heldSince = (at: number) => holdCutoff(at, holdMs);
  const committed = (order: StoredOrder) =>
    ok({
      status: 'committed' as const,
      orderId: order.orderId,
      committedAt: order.committedAt,
      commitHash: order.commitHash,
      holdExpiresAt: holdExpiresAt(order, holdMs),
    });

  // The tables are the migrations' (worker/embedded/migrations). The content seed and the demo
  // coupons are this reference service's own data, loaded on first use; only pricing reads coupons.
  const ready = async () => {
    await ensureContent?.();
  };
  const readyToPrice = async () => {
    await ready();
    await ensureDemoCoupons(db);
  };

  async function price(request: CartUpdateRequest) {
    await readyToPrice();
    const at = now();
    const { catalogue, coupons } = await loadPricingInputs(
      db,
      request.items.map((item) => item.id),
      request.couponCode,
      heldSince(at),
    );
    const result = priceCart(request, catalogue, coupons, at);
    return result.ok ? ok(result.value) : fail(pricingErrorStatus(result.code, result.itemId, result.seatsLeft));
  }

  async function commit(cart: CartOrder, { client }: CommitOrigin = { client: null }) {
    await readyToPrice();
    const at = now();
    // Holds that ran out after this moment still keep their booker off their events (the cool-down).
    const coolingSince = at - policy.coolDownMinutes * 60_000;
    // Orders whose hold ran out give their seats and people back before anything is compared.
    await releaseExpiredOrders(db, { heldSince: heldSince(at), holdMs, forgetBefore: coolingSince });
    const hash = await commitHash(cart);
    // The same cart again answers the order it already is, even if its event has filled up since.
    const existing = await findOrderByHash(db, hash);
    if (existing) return committed(existing);

    const { events, catalogue, coupons } = await loadPricingInputs(
      db,
      cart.cartItems.map((item) => item.id),
      cart.couponCode,
      heldSince(at),
    );
    const problem = orderProblem(cart, events);
    if (problem) return fail(problem);
    const size = orderSizeProblem(seatLines(cart.cartItems), policy);
    if (size) return fail(sizeError(size));
    const items = cart.cartItems.map(({ id, participantCount, type }) => ({ id, participantCount, type }));
    const priced = priceCart({ items, couponCode: cart.couponCode }, catalogue, coupons, at);
    if (!priced.ok) return fail(pricingErrorStatus(priced.code, priced.itemId));

    const keys = await orderKeys(cart);
    // The client as the booking tables know it: keyed hashes of its network, never the address,
    // comparable with its rows of the policy's whole window (across midnight).
    const who = client === null ? null : await clientSince(db, client, at, at - clientWindowMs(holdMs, policy));
    // A hold of these events that ran out a moment ago is not taken again at once by the same
    // client or customer: the seats it gave back are open to everybody else first.
    const released = await lastRelease(db, {
      eventIds: keys.lines.map((line) => line.eventId),
      customerKey: keys.customerKey,
      client: who,
      since: coolingSince,
    });
    if (released !== undefined) {
      const seconds = secondsUntil(coolDownEnds(released, policy), at);
      const message = `The hold of this booking ran out; it can be made again in ${seconds} seconds`;
      return { ...fail(apiError(429, 'hold_cooling_down', message)), retryAfterSeconds: seconds };
    }
    const order = {
      ...keys,
      year: Number(businessToday(at).slice(0, 4)),
      cartJson: JSON.stringify(cart),
      totalsJson: JSON.stringify(priced.value),
      now: at,
      heldSince: heldSince(at),
      client: who,
      unsignedOrdersPerClient: policy.unsignedOrdersPerClient,
    };
    const conflict = await findConflict(db, order);
    if (conflict) return fail(apiError(409, conflict, conflictMessage[conflict]));
    const stored = await insertOrder(db, order);
    if (stored.ok) {
      isolateRecentEvents.forget();
      return committed(stored.order);
    }
    if (stored.code === 'not-enough-seats') return fail(apiError(409, 'not_enough_seats', 'Not enough seats left'));
    if (stored.code === 'too-many-unsigned') {
      // The first of the client's unsigned orders gives its seats back (or is signed) by then.
      const seconds = secondsUntil(stored.oldest + holdMs, at);
      const message = `This client already holds ${policy.unsignedOrdersPerClient} unsigned orders; sign one or try again in ${seconds} seconds`;
      return { ...fail(apiError(429, 'too_many_unsigned_orders', message)), retryAfterSeconds: seconds };
    }
    // Another order booked one of the attendees meanwhile: answer as if it had been there first.
    const reason = (await findConflict(db, order)) ?? 'participant_already_booked';
    return fail(apiError(409, reason, conflictMessage[reason]));
  }

  async function createShare(cart: CartOrder, fields: SharedFields) {
    await ready();
    const id = randomHex64();
    const editKey = randomHex64();
    if (!(await insertShare(db, { id, editKey, cart: withSharing(cart, id, null), fields, now: now() }, sharesInAll))) {
      const full = apiError(429, 'site_capacity_reached', 'The site has no room for more shared carts right now; try again later');
      return { ...fail(full), retryAfterSeconds: ROOM_RETRY_SECONDS };
    }
    return ok({ status: 'created' as const, cart: withSharing(cart, id, editKey) });
  }

  /** The share of an id, or undefined when there is none or it has outlived its lifetime (then it is deleted). */
  async function liveShare(id: string) {
    const share = await findShare(db, id, lifetimeCutoff(now(), shareLifetimeDays));
    if (share?.outlived) {
      await deleteShare(db, id);
      return undefined;
    }
    return share;
  }

  async function update(id: string, editKey: string, cart: CartOrder, fields: SharedFields) {
    await ready();
    if (!(await liveShare(id))) return fail(apiError(404, 'share_not_found', 'No shared cart with this id'));
    const result = await updateShare(db, { id, editKey, cart: withSharing(cart, id, null), fields, now: now() });
    if (!result.ok) {
      return result.code === 'not-found'
        ? fail(apiError(404, 'share_not_found', 'No shared cart with this id'))
        : fail(apiError(403, 'invalid_edit_key', 'The edit key does not match this shared cart'));
    }
    return ok({ status: 'created' as const, cart: withSharing(cart, id, editKey) });
  }

  async function getShare(id: string) {
    await ready();
    const share = await liveShare(id);
    if (!share) return fail(apiError(404, 'share_not_found', 'No shared cart with this id'));
    const parsed = ShareReadResponseSchema.safeParse({ cart: share.cart, fields: share.fields, updatedAt: share.updatedAt });
    // Stored shares were validated on the way in; one that no longer parses is an outdated record.
    if (!parsed.success) return fail(apiError(500, 'internal_error', 'The shared cart could not be read'));
    return ok(parsed.data);
  }

  // A page asks for the seats of each of its events side by side (withLiveSeats): one query answers
  // those this isolate has not read in the last few seconds.
  const eventById = batchedLookup(
    (ids: readonly number[]) => isolateRecentEvents.read(ids, (missing) => loadEvents(db, missing, heldSince(now()))),
    (event) => event.id,
  );

  async function eventOpen(type: EventPathType, id: number) {
    await ready();
    const event = await eventById(id);
    if (!event || event.type !== EVENT_TYPE[type]) return fail(apiError(404, 'unknown_item', `No ${type} event ${id}`));
    return ok({ isOpen: isEventOpen(event, now()), seatsLeft: event.seatsLeft });
  }

  async function committedOrder(orderId: string, hash: string): Promise<OrderLookup> {
    // Only the booking tables are read: an order exists only after its events were loaded.
    const record = await findOrderRecordByHash(db, hash);
    if (!record || record.orderId !== orderId) return { kind: 'not_found' };
    const { cartJson, totalsJson, ...order } = record;
    return {
      kind: 'found',
      order: {
        ...order,
        holdExpiresAt: holdExpiresAt(order, holdMs),
        cart: parseJson<CartOrder>(cartJson),
        totals: parseJson<CartTotals>(totalsJson),
      },
    };
  }

  async function markSigned(orderId: string, signedAt: number) {
    return markOrderSigned(db, orderId, signedAt, heldSince(signedAt));
  }

  return { price, commit, createShare, updateShare: update, getShare, eventOpen, committedOrder, markOrderSigned: markSigned };
}

/** The 422 of an order larger than an unsigned order may be, naming the limit (and the event, per event). */
function sizeError(problem: NonNullable<ReturnType<typeof orderSizeProblem>>) {
  if (problem.kind === 'in-all') {
    return apiError(422, 'order_too_large', `An unsigned order holds at most ${problem.limit} seats in all; contact us for a larger group`);
  }
  const error = apiError(
    422,
    'order_too_large',
    `An unsigned order holds at most ${problem.limit} seats per event (item ${problem.eventId}); contact us for a larger group`,
  );
  return { ...error, itemId: problem.eventId };
}

const conflictMessage: Record<BackendErrorCode, string> = {
  duplicate_order: 'The same participants are already booked on these events in another order',
  participant_already_booked: 'A participant is already booked on one of these events',
  contact_person_exists_with_different_customer: 'The contact person is registered with another customer',
  participant_exists_with_different_customer: 'A participant is registered with another customer',
  multiple_persons_found: 'Two participants have the same personal identity number',
  order_awaiting_signature: 'The same booking was sent before and waits for its signature; its seats are released if it is not signed in time',
};
