import { utcDay } from '../../shared/ceilings/ceilings';
import { toHex } from '../../shared/encoding/to-hex';

/** What a client's daily counts are kept by (`client_day_usage`, migration 0005). */
export type ClientDayKind = 'share' | 'attachment_space' | 'attachment_bytes';

/** One client in one UTC day: the keyed hash of its network (never the address itself) and the day. */
export interface ClientDay {
  hash: string;
  day: number;
}

// The day's key, once read, kept by the isolate (per database): it never changes within its day.
const dayKeys = new WeakMap<D1Database, Map<number, Promise<CryptoKey>>>();

/** The random key of a UTC day (`client_day_key`): the first request of the day makes it, every other reads it. */
async function readDayKey(db: D1Database, day: number): Promise<CryptoKey> {
  const fresh = toHex(crypto.getRandomValues(new Uint8Array(32)));
  await db.prepare('INSERT OR IGNORE INTO client_day_key (day, key_hex) VALUES (?1, ?2)').bind(day, fresh).run();
  const hex = await db.prepare('SELECT key_hex FROM client_day_key WHERE day = ?1').bind(day).first<string>('key_hex');
  const bytes = new Uint8Array((hex ?? fresh).match(/../g)!.map((pair) => Number.parseInt(pair, 16)));
  return crypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
}

function dayKey(db: D1Database, day: number): Promise<CryptoKey> {
  const keys = dayKeys.get(db) ?? new Map<number, Promise<CryptoKey>>();
  dayKeys.set(db, keys);
  let key = keys.get(day);
  if (!key) {
    // Only today's key is kept: yesterday's is of no use once the day has ended.
    keys.clear();
    key = readDayKey(db, day);
    key.catch(() => keys.delete(day));
    keys.set(day, key);
  }
  return key;
}

/**
 * A client's network (`clientNetwork`) as its daily counts know it: HMAC-SHA256 under the day's
 * random key. The address is personal data and is never stored; once the day's key is deleted
 * (the scheduled clean-up), nobody can tell whose network a hash was.
 */
export async function clientDayOf(db: D1Database, network: string, now: number): Promise<ClientDay> {
  const day = utcDay(now);
  const signature = await crypto.subtle.sign('HMAC', await dayKey(db, day), new TextEncoder().encode(network));
  return { hash: toHex(signature), day };
}

// One statement adds the amount only while the day's total stays within the cap, so concurrent
// requests of one client cannot all pass a read-then-write check. (The WHERE of the SELECT also
// keeps SQLite from reading ON CONFLICT as a join's ON.)
const CLAIM = `INSERT INTO client_day_usage (kind, day, client_hash, amount) SELECT ?1, ?2, ?3, ?4 WHERE ?4 <= ?5
  ON CONFLICT (kind, day, client_hash) DO UPDATE SET amount = amount + excluded.amount WHERE amount + excluded.amount <= ?5
  RETURNING amount`;

/** Adds `amount` to a client's count of a kind today when it stays within `cap`; false (nothing added) otherwise. */
export async function claimClientDay(db: D1Database, who: ClientDay, kind: ClientDayKind, amount: number, cap: number): Promise<boolean> {
  const row = await db.prepare(CLAIM).bind(kind, who.day, who.hash, amount, cap).first<{ amount: number }>();
  return row !== null;
}

/** Gives back what a claim added, when what it was for was not stored after all. */
export async function releaseClientDay(db: D1Database, who: ClientDay, kind: ClientDayKind, amount: number): Promise<void> {
  await db
    .prepare('UPDATE client_day_usage SET amount = max(amount - ?4, 0) WHERE kind = ?1 AND day = ?2 AND client_hash = ?3')
    .bind(kind, who.day, who.hash, amount)
    .run();
}
