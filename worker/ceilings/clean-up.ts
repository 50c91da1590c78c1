import { utcDay } from '../../shared/ceilings/ceilings';

/**
 * The scheduled clean-up of the daily counts (docs/privacy.md): every row of a UTC day that has
 * ended, the day's hashing key with them (after which no hash can be matched to a network).
 * Answers how many rows went.
 */
export async function deleteEndedDays(db: D1Database, now: number): Promise<number> {
  const today = utcDay(now);
  const results = await db.batch([
    db.prepare('DELETE FROM client_day_usage WHERE day < ?1').bind(today),
    db.prepare('DELETE FROM client_day_key WHERE day < ?1').bind(today),
    db.prepare('DELETE FROM call_ceiling WHERE day < ?1').bind(today),
  ]);
  return results.reduce((sum, result) => sum + result.meta.changes, 0);
}
