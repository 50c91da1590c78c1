import { type CeiledCall, utcDay } from '../../shared/ceilings/ceilings';

// One row per call and UTC day; one statement counts the call only while the day stays under its
// ceiling, so concurrent calls cannot all pass it.
const COUNT_CALL = `INSERT INTO call_ceiling (call, day, calls) VALUES (?1, ?2, 1)
  ON CONFLICT (call, day) DO UPDATE SET calls = calls + 1 WHERE calls < ?3
  RETURNING calls`;

/**
 * Whether one more call of a kind may run today, all clients together, counting it when it may.
 * Counted in D1, not by the rate-limiting binding: the binding counts per Cloudflare location,
 * eventually, and over at most 60 seconds, so a flood spread over the world's locations and days
 * would pass a "global" key of it many times over. D1 has one primary: the count is exact, for the
 * whole deployment, and can be of a whole day.
 */
export async function withinCallCeiling(db: D1Database, call: CeiledCall, now: number, ceiling: number): Promise<boolean> {
  const row = await db.prepare(COUNT_CALL).bind(call, utcDay(now), ceiling).first<{ calls: number }>();
  return row !== null;
}
