import type { CartOrder } from '../../shared/schemas/cart-order';
import type { CartTotals } from '../../shared/schemas/cart-totals';
import type { CartUpdateRequest } from '../../shared/schemas/cart-update-request';
import type { CommitResponse } from '../../shared/schemas/commit';
import type { EventOpenResponse } from '../../shared/schemas/event-open';
import type { ShareReadResponse, ShareResponse } from '../../shared/schemas/share';
import type { ApiErrorBody } from '../../shared/errors/api-error';
import { describeFailure, type ServiceFailure } from '../../shared/resilience/service-failure';

/**
 * What a back-end call gives: the answer, or an error in the API's JSON shape (`statusCode` is the
 * HTTP status the worker answers). Expected failures (a closed event, a wrong edit key, an
 * upstream time-out) are values, not exceptions; only bugs throw. A 503 of a service known to be
 * down carries the seconds until it is asked again (sent as `Retry-After`).
 */
export type BackendResult<T> =
  | { ok: true; value: T }
  | {
      ok: false;
      error: ApiErrorBody;
      retryAfterSeconds?: number;
      /**
       * The HTTP status the outside service itself answered, when the worker answers another (a
       * refusal out of the API's shape is 502 to the visitor): its breaker judges this one.
       */
      serviceStatus?: number;
    };

/**
 * How a failed call of the back end (or the signing service) is counted in the request log: an
 * open breaker (503 with the seconds until its probe), no answer in time (504), the status the
 * service answered (`serviceStatus`), and a 502 without one: the service could not be reached
 * (the adapters give every answer they read its status).
 */
export function backendFailureOf(result: Extract<BackendResult<unknown>, { ok: false }>): ServiceFailure {
  const { statusCode } = result.error;
  const breakerOpen = statusCode === 503 && result.retryAfterSeconds !== undefined;
  return describeFailure(result.serviceStatus ?? (statusCode === 502 ? null : statusCode), breakerOpen);
}

/** The path segment of the event open check (`courseEvent` maps to `course`, `programmeEvent` to `programme`). */
export type EventPathType = 'course' | 'programme';

/** Saved checkout form fields stored with a share. */
export type SharedFields = Record<string, string>;

/** A committed order as the back end keeps it, with the cart and totals it was committed with. */
export interface CommittedOrder {
  orderId: string;
  commitHash: string;
  committedAt: number;
  status: 'committed' | 'signed';
  /** Until when the unsigned order holds its seats (epoch ms); null when signed or not limited. */
  holdExpiresAt: number | null;
  /** The committed cart and its totals; null when a stored one can no longer be read. */
  cart: CartOrder | null;
  totals: CartTotals | null;
}

/**
 * Who sends a commit: the client (`clientKey` in worker/rate-limits.ts, an IPv4 address or an
 * IPv6 /64), null when the request carried no address (a test calling the worker directly). It is
 * personal data: a back end that keeps it stores a keyed hash (the embedded one, `clientSince` in
 * worker/ceilings/client-day.ts), never the address.
 */
export interface CommitOrigin {
  client: string | null;
}

/**
 * Looking an order up: found, not there, or `unreadable` when the back end has no call to read
 * an order back (the remote back end's protocol has none), so the caller decides what to trust.
 */
export type OrderLookup = { kind: 'found'; order: CommittedOrder } | { kind: 'not_found' } | { kind: 'unreadable' };

/**
 * The booking back end behind `/api/backend/...` (docs/rules/embedded-services.md): the reference booking
 * service in D1 (`adapters/backend/embedded.ts`) or a reverse proxy to `BACKEND_URL`
 * (`adapters/backend/remote.ts`). Inputs are already validated with the shared schemas.
 */
export interface BackendPort {
  /** Prices the items of a cart (and its coupon) at today's prices and seats. */
  price(request: CartUpdateRequest): Promise<BackendResult<CartTotals>>;

  /**
   * Commits the whole cart as an order. Idempotent: the same cart (same commit hash) answers the
   * same order. Refusals carry the back end's `statusMessage` (duplicate_order,
   * participant_already_booked, ...) so the checkout can show the matching modal. The embedded
   * back end applies the booking policy (shared/booking/booking-policy.ts) with the origin's
   * client; a remote back end keeps its own rules and is not told the client.
   */
  commit(cart: CartOrder, origin?: CommitOrigin): Promise<BackendResult<CommitResponse>>;

  /** Stores a new share of the cart and answers the cart carrying the new share id and edit key. */
  createShare(cart: CartOrder, fields: SharedFields): Promise<BackendResult<ShareResponse>>;

  /** Replaces what a share holds; needs its edit key (403 `invalid_edit_key` otherwise). */
  updateShare(id: string, editKey: string, cart: CartOrder, fields: SharedFields): Promise<BackendResult<ShareResponse>>;

  /** Reads a share by its id; the answer never carries the edit key. */
  getShare(id: string): Promise<BackendResult<ShareReadResponse>>;

  /** The event open check: closed once started, full or cancelled; 404 for an unknown event. */
  eventOpen(type: EventPathType, id: number): Promise<BackendResult<EventOpenResponse>>;

  /**
   * The order committed with `commitHash`, when its id is `orderId` too: both must match, so
   * knowing an order id alone never opens someone else's order (the signing document and the
   * application's submission ask).
   */
  committedOrder(orderId: string, commitHash: string): Promise<OrderLookup>;

  /**
   * Marks a committed order signed (the embedded signing page, when the signatory signs); false
   * when there is no such order, its seat hold ran out, or the back end cannot be told.
   */
  markOrderSigned(orderId: string, signedAt: number): Promise<boolean>;
}
