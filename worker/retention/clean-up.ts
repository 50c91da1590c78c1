import { seatHoldMs } from '../../shared/booking/seat-hold';
import { deleteOutlivedApplications } from '../adapters/attachments/embedded';
import { type BookingCleanUp, cleanUpEmbeddedBookings } from '../adapters/backend/embedded-retention';
import { clientWindowMs } from '../../shared/booking/booking-policy';
import { bookingPolicy, type Config } from '../config';
import { deleteEndedDays } from '../ceilings/clean-up';

/** What one clean-up run deleted, by kind (the booking kinds are 0 with a remote back end). */
export interface CleanUpReport extends BookingCleanUp {
  /** Applications taken: unsent ones with their outlived files, and the rows of sent ones. */
  applications: number;
  /** Rows of the daily ceilings' counts (and hashing keys) of UTC days that have ended. */
  dailyCounts: number;
}

/**
 * The scheduled clean-up (docs/privacy.md): deletes the personal data that has outlived its
 * lifetime and that nobody reads again, by the rules the reads apply, in bounded batches; what
 * a run leaves the next takes. `now` is the scheduled event's time. The booking tables are the
 * embedded back end's: with `BACKEND_URL` set, the remote back end keeps its own.
 */
export async function cleanUp(env: Pick<Env, 'DB' | 'ATTACHMENTS'>, config: Config, now: number): Promise<CleanUpReport> {
  const bookings: BookingCleanUp = config.BACKEND_URL
    ? { shares: 0, orders: 0, credentials: 0 }
    : await cleanUpEmbeddedBookings(env.DB, {
        now,
        shareLifetimeDays: config.SHARE_LIFETIME_DAYS,
        holdMs: seatHoldMs(config.SEAT_HOLD_MINUTES),
        coolDownMs: config.BOOKING_COOL_DOWN_MINUTES * 60_000,
      });
  const applications = await deleteOutlivedApplications(env.ATTACHMENTS, env.DB, { now, lifetimeDays: config.ATTACHMENT_LIFETIME_DAYS });
  // The embedded back end's booking policy compares clients by the day keys' hashes for its window.
  const keysKeptMs = config.BACKEND_URL ? 0 : clientWindowMs(seatHoldMs(config.SEAT_HOLD_MINUTES), bookingPolicy(config));
  const dailyCounts = await deleteEndedDays(env.DB, now, keysKeptMs);
  return { ...bookings, applications, dailyCounts };
}
