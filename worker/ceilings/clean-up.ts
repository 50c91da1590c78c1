import { utcDay } from '../../shared/ceilings/ceilings';

/**
 * The scheduled clean-up of the daily counts (docs/privacy.md): every row of a UTC day that has
 * ended, and the day's hashing key (after which no hash of that day can be matched to a network)
 * once no row that must still be compared can carry a hash made with it: the booking policy's
 * rows are compared for `keysKeptMs` after they were written (`clientWindowMs`, the hold and the
 * cool-down after it), across midnight. Answers how many rows went.
 */
export async function deleteEndedDays(db: D1Database, now: number, keysKeptMs: number): Promise<number> {
  const today = utcDay(now);
  const results = await db.batch([
    db.prepare('DELETE FROM client_day_usage WHERE day < ?1').bind(today),
    db.prepare('DELETE FROM client_day_key WHERE day < ?1').bind(Math.min(today, utcDay(now - keysKeptMs))),
    db.prepare('DELETE FROM call_ceiling WHERE day < ?1').bind(today),
  ]);
  return results.reduce((sum, result) => sum + result.meta.changes, 0);
}
