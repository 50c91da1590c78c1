import { DEFAULT_BOOKING_POLICY } from '../../../shared/booking/booking-policy';
import { lifetimeCutoff } from '../../../shared/retention/lifetime';
import { ORDER_ID_SQL, deleteExpiredOrders } from '../../embedded/booking/order-store';
import { deleteOutlivedShares } from '../../embedded/booking/share-store';
import { DEFAULT_SEAT_HOLD_MS } from '../../../shared/booking/seat-hold';

/** Rows of each kind one clean-up run deletes at most, so that a run stays far inside the platform's limits. */
export const BOOKING_ROWS_PER_CLEAN_UP = { shares: 500, orders: 500, credentials: 500 } as const;

export interface BookingCleanUpOptions {
  /** The clock of the run (the scheduled event's time). */
  now: number;
  /** `SHARE_LIFETIME_DAYS`. */
  shareLifetimeDays: number;
  /** `SEAT_HOLD_MINUTES` in milliseconds. */
  holdMs?: number;
  /**
   * The booking policy's cool-down after a hold ran out (`BOOKING_COOL_DOWN_MINUTES`) in
   * milliseconds: an expired order stays until it is over, since a commit that releases it is
   * what remembers the cool-down of its events (`releaseExpiredOrders`).
   */
  coolDownMs?: number;
}

/** How many rows of each kind a run deleted. */
export interface BookingCleanUp {
  shares: number;
  orders: number;
  credentials: number;
}

/**
 * The embedded back end's share of the scheduled clean-up: what its reads delete when they meet
 * it, deleted also when nobody reads it again, by the same rules, a bounded batch per run: shares
 * past their lifetime (`findShare`'s rule), unsigned orders whose seat hold and its cool-down ran
 * out with their lines and attendees (`releaseExpiredOrders`' rule), then the order credentials of orders it no
 * longer holds (released by this run, an earlier one or a commit): a credential is bound only
 * after its order was stored, and an order goes only once its hold ran out, so a credential
 * without its order opens nothing any more. Signed orders and their credentials stay.
 */
export async function cleanUpEmbeddedBookings(db: D1Database, options: BookingCleanUpOptions): Promise<BookingCleanUp> {
  const { now, shareLifetimeDays, holdMs = DEFAULT_SEAT_HOLD_MS, coolDownMs = DEFAULT_BOOKING_POLICY.coolDownMinutes * 60_000 } = options;
  const heldSince = now - holdMs - coolDownMs;
  const shares = await deleteOutlivedShares(db, lifetimeCutoff(now, shareLifetimeDays), BOOKING_ROWS_PER_CLEAN_UP.shares);
  const orders = await deleteExpiredOrders(db, heldSince, BOOKING_ROWS_PER_CLEAN_UP.orders);
  const credentials = await deleteCredentialsWithoutOrder(db, BOOKING_ROWS_PER_CLEAN_UP.credentials);
  return { shares, orders, credentials };
}

/**
 * Deletes up to `limit` credentials of orders that are not in `booking_order`. The order's row is found by its primary key (the sequence number after
 * `FEI-YYYY-`) and then compared by its whole id, so each credential costs one index lookup.
 */
async function deleteCredentialsWithoutOrder(db: D1Database, limit: number): Promise<number> {
  const result = await db
    .prepare(
      `DELETE FROM order_credential WHERE order_id IN (
         SELECT c.order_id FROM order_credential c
          WHERE NOT EXISTS (SELECT 1 FROM booking_order WHERE seq = CAST(substr(c.order_id, 10) AS INTEGER) AND ${ORDER_ID_SQL} = c.order_id)
          LIMIT ?1)`,
    )
    .bind(limit)
    .run();
  return result.meta.changes;
}
