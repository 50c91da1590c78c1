/**
 * The seat hold (docs/decisions/026): a signed order holds its seats for good; an unsigned one for
 * `SEAT_HOLD_MINUTES` after its commit, after which its seats go back and it can no longer be
 * signed. The one home of the rule in code; its SQL spelling is `worker/embedded/booking/seat-hold-sql.ts`.
 */

/** Minutes an unsigned order holds its seats unless `SEAT_HOLD_MINUTES` says otherwise. */
export const DEFAULT_SEAT_HOLD_MINUTES = 30;

/** A configured hold (minutes, fractions allowed) in milliseconds. */
export function seatHoldMs(minutes: number): number {
  return minutes * 60_000;
}

/** The hold by default, in milliseconds. */
export const DEFAULT_SEAT_HOLD_MS = seatHoldMs(DEFAULT_SEAT_HOLD_MINUTES);

/**
 * The cut-off of the hold at `now`: an unsigned order committed at or before it no longer holds
 * its seats; one committed after it still does.
 */
export function holdCutoff(now: number, holdMs: number): number {
  return now - holdMs;
}

/** Until when an order holds its seats: a signed one for good (null), an unsigned one `holdMs` after its commit. */
export function holdExpiresAt(order: { status: 'committed' | 'signed'; committedAt: number }, holdMs: number): number | null {
  return order.status === 'signed' ? null : order.committedAt + holdMs;
}
