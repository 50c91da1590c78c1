import { type CeiledCall, utcDay } from '../../shared/ceilings/ceilings';

// One row per call and UTC day; one statement counts the call only while the day stays under its
// ceiling, so concurrent calls cannot all pass it.
const COUNT_CALL = `INSERT INTO call_ceiling (call, day, calls) VALUES (?1, ?2, 1)
  ON CONFLICT (call, day) DO UPDATE SET calls = calls + 1 WHERE calls < ?3
  RETURNING calls`;

// Adds the calls an isolate let through since its last statement (never past the ceiling) and
// answers the day's count of all isolates.
const ADD_CALLS = `INSERT INTO call_ceiling (call, day, calls) VALUES (?1, ?2, min(?3, ?4))
  ON CONFLICT (call, day) DO UPDATE SET calls = min(calls + ?3, ?4)
  RETURNING calls`;

/** Calls an isolate lets through before it adds them to D1 in one statement (after the response)… */
export const CEILING_FLUSH_EVERY = 20;
/** …or once the first of them is this old. */
export const CEILING_FLUSH_MS = 10_000;
/**
 * Within this many calls of the ceiling (and for the first call of each isolate and day) every
 * call is counted in D1 before it runs, one statement each, as without batching: the ceiling is
 * exact where it is met, and a ceiling of at most this many is never batched.
 */
export const CEILING_EXACT_MARGIN = 2_000;

/** One isolate's view of one call's count today: what D1 said last, and what it let through since. */
interface Tally {
  day: number;
  /** The day's count of all isolates as D1 last answered it; null until this isolate asked. */
  known: number | null;
  /** Let through here and not yet added to D1. */
  pending: number;
  /** When the oldest of `pending` was let through. */
  since: number;
}

const tallies = new WeakMap<D1Database, Map<CeiledCall, Tally>>();

function tallyOf(db: D1Database, call: CeiledCall, day: number): Tally {
  const calls = tallies.get(db) ?? new Map<CeiledCall, Tally>();
  tallies.set(db, calls);
  let tally = calls.get(call);
  // A new day starts from nothing; yesterday's unflushed calls belong to a day that has ended.
  if (!tally || tally.day !== day) {
    tally = { day, known: null, pending: 0, since: 0 };
    calls.set(call, tally);
  }
  return tally;
}

/** Adds a tally's pending calls to D1 and learns the day's count; on a failure they stay pending for the next try. */
async function flush(db: D1Database, call: CeiledCall, tally: Tally, ceiling: number): Promise<void> {
  const adding = tally.pending;
  if (adding === 0) return;
  tally.pending = 0;
  try {
    const total = await db.prepare(ADD_CALLS).bind(call, tally.day, adding, ceiling).first<number>('calls');
    if (total !== null) tally.known = Math.max(tally.known ?? 0, total);
  } catch {
    tally.pending += adding;
  }
}

/**
 * Whether one more call of a kind may run today, all clients together, counting it when it may.
 * Counted in D1, not by the rate-limiting binding: the binding counts per Cloudflare location,
 * eventually, and over at most 60 seconds, so a flood spread over the world's locations and days
 * would pass a "global" key of it many times over. D1 has one primary: the count is exact, for the
 * whole deployment, and can be of a whole day.
 *
 * A write to D1's primary on every search was a round trip before every answer, so far from the
 * ceiling an isolate counts in memory and adds its calls in one statement after the response
 * (`defer`), every `CEILING_FLUSH_EVERY` calls or `CEILING_FLUSH_MS`. Near the ceiling, and for
 * an isolate's first call of the day, each call is counted in D1 first. What this can let through
 * past the ceiling: each isolate's pending calls (at most `CEILING_FLUSH_EVERY`, fewer than 1 %
 * of the exact margin) beyond what the margin holds, so none while fewer than
 * `CEILING_EXACT_MARGIN / CEILING_FLUSH_EVERY` (100) isolates count at once; an isolate that ends
 * before it flushes loses at most that many counts.
 */
export async function withinCallCeiling(
  db: D1Database,
  call: CeiledCall,
  now: number,
  ceiling: number,
  defer: (work: Promise<void>) => void,
): Promise<boolean> {
  const tally = tallyOf(db, call, utcDay(now));
  // Reached today, as D1 said: every later call of the day is refused without a statement.
  if (tally.known !== null && tally.known >= ceiling) return false;
  if (tally.known === null || tally.known + tally.pending >= ceiling - CEILING_EXACT_MARGIN) {
    await flush(db, call, tally, ceiling);
    const row = await db.prepare(COUNT_CALL).bind(call, tally.day, ceiling).first<{ calls: number }>();
    tally.known = row === null ? ceiling : Math.max(tally.known ?? 0, row.calls);
    return row !== null;
  }
  tally.pending += 1;
  if (tally.pending === 1) tally.since = now;
  if (tally.pending >= CEILING_FLUSH_EVERY || now - tally.since >= CEILING_FLUSH_MS) defer(flush(db, call, tally, ceiling));
  return true;
}
