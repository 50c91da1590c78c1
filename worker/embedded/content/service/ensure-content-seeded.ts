import { businessToday } from '../../../../shared/calendar/business-day';
import { daysFromCivil, parseIsoDate } from '../../../../shared/calendar/civil-date';
import { buildSeed } from '../seed';

/**
 * How many days a loaded seed is kept. Event dates stay put over midnight, so pages, carts and the
 * search index (built from cached records) read before it still agree with what is read after it;
 * a seed's first events start at least 7 days after its day, so a seed kept fewer days never
 * lists an event that has already started.
 */
export const SEED_KEEP_DAYS = 7;

// The day and scale each database binding was last checked on, per isolate. Only finished work is
// remembered: a promise shared between requests could hang in workerd when the request that
// started it ends early, so concurrent first requests each check (and at worst reseed) on their own.
const seededDay = new WeakMap<D1Database, string>();

/**
 * What `content_meta.seed_day` holds for a seed: its day, and the scale when it is not 1, so a
 * database loaded at another DEMO_SCALE is reloaded.
 */
export function seedMark(day: string, scale: number): string {
  return scale === 1 ? day : `${day}x${scale}`;
}

/** Whether a stored seed mark is of this scale and fewer than SEED_KEEP_DAYS days older than `today`. */
export function seedStillFresh(stored: string | undefined, today: string, scale: number): boolean {
  const match = /^(\d{4}-\d{2}-\d{2})(?:x(\d+))?$/.exec(stored ?? '');
  if (!match?.[1] || Number(match[2] ?? 1) !== scale) return false;
  const seedDay = parseIsoDate(match[1]);
  const day = parseIsoDate(today);
  if (!seedDay || !day) return false;
  const age = daysFromCivil(day) - daysFromCivil(seedDay);
  return age >= 0 && age < SEED_KEEP_DAYS;
}

async function seed(db: D1Database, nowMs: number, today: string, scale: number): Promise<void> {
  const current = await db.prepare(`SELECT value FROM content_meta WHERE key = 'seed_day'`).first<{ value: string }>();
  if (seedStillFresh(current?.value, today, scale)) return;
  const built = buildSeed(nowMs, scale);
  if (!built.ok) throw new Error(`Cannot build the content seed: ${built.code}`);
  // One batch is one transaction: DELETEs, INSERTs and the new seed day land together, so two
  // requests or isolates that race simply load the same rows twice.
  await db.batch([
    ...built.value.map(({ sql, params }) => db.prepare(sql).bind(...params)),
    db.prepare(`INSERT OR REPLACE INTO content_meta (key, value) VALUES ('seed_day', ?)`).bind(seedMark(today, scale)),
  ]);
}

/**
 * Makes sure the content tables (made by the migration `0001_content.sql`) hold a recent seed
 * (event dates are relative to the day it was loaded): reloads the seed when it is missing, of
 * another scale or SEED_KEEP_DAYS days old. After the first success of the day an isolate skips
 * the check; a failure is not remembered, the next call tries again. The booking service calls it too before it reads
 * `content_event`. `scale` is DEMO_SCALE: that many copies of the seed's catalogue.
 */
export async function ensureContentSeeded(db: D1Database, nowMs: number = Date.now(), scale = 1): Promise<void> {
  const today = businessToday(nowMs);
  const checked = seedMark(today, scale);
  if (seededDay.get(db) === checked) return;
  await seed(db, nowMs, today, scale);
  seededDay.set(db, checked);
}
