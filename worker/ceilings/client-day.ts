import { utcDay } from '../../shared/ceilings/ceilings';
import { toHex } from '../../shared/encoding/to-hex';

/** What a client's daily counts are kept by (`client_day_usage`, migration 0005). */
export type ClientDayKind = 'share' | 'attachment_space' | 'attachment_bytes';

/** One client in one UTC day: the keyed hash of its network (never the address itself) and the day. */
export interface ClientDay {
  hash: string;
  day: number;
}

// The day keys, once read, kept by the isolate (per database): a key never changes within its day.
const dayKeys = new WeakMap<D1Database, Map<number, Promise<CryptoKey | null>>>();

const importKey = (hex: string) =>
  crypto.subtle.importKey(
    'raw',
    new Uint8Array(hex.match(/../g)!.map((pair) => Number.parseInt(pair, 16))),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );

/** The random key of today (`client_day_key`): the first request of the day makes it, every other reads it. */
async function readTodaysKey(db: D1Database, day: number): Promise<CryptoKey> {
  const fresh = toHex(crypto.getRandomValues(new Uint8Array(32)));
  await db.prepare('INSERT OR IGNORE INTO client_day_key (day, key_hex) VALUES (?1, ?2)').bind(day, fresh).run();
  const hex = await db.prepare('SELECT key_hex FROM client_day_key WHERE day = ?1').bind(day).first<string>('key_hex');
  return importKey(hex ?? fresh);
}

/** The key of a day that has ended, when it is still kept (none is made for a day gone by). */
async function readKeptKey(db: D1Database, day: number): Promise<CryptoKey | null> {
  const hex = await db.prepare('SELECT key_hex FROM client_day_key WHERE day = ?1').bind(day).first<string>('key_hex');
  return hex ? importKey(hex) : null;
}

/** The key of `day` (made when it is `today`), keeping only the keys of `oldest` and after in the isolate. */
function dayKey(db: D1Database, day: number, today: number, oldest: number): Promise<CryptoKey | null> {
  const keys = dayKeys.get(db) ?? new Map<number, Promise<CryptoKey | null>>();
  dayKeys.set(db, keys);
  for (const cached of keys.keys()) if (cached < oldest) keys.delete(cached);
  const kept = keys.get(day);
  if (kept) return kept;
  const key = day === today ? readTodaysKey(db, day) : readKeptKey(db, day);
  keys.set(day, key);
  // A failed read, or a day without a key, is asked again next time.
  const forget = () => {
    if (keys.get(day) === key) keys.delete(day);
  };
  key.then((found) => found ?? forget(), forget);
  return key;
}

/** Today's key, whatever the isolate kept. */
async function todaysKey(db: D1Database, today: number, oldest: number): Promise<CryptoKey> {
  return (await dayKey(db, today, today, oldest)) ?? readTodaysKey(db, today);
}

const hashUnder = async (key: CryptoKey, network: string) => toHex(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(network)));

/**
 * A client's network (`clientNetwork`) as its daily counts know it: HMAC-SHA256 under the day's
 * random key. The address is personal data and is never stored; once the day's key is deleted
 * (the scheduled clean-up), nobody can tell whose network a hash was.
 */
export async function clientDayOf(db: D1Database, network: string, now: number): Promise<ClientDay> {
  const day = utcDay(now);
  return { hash: await hashUnder(await todaysKey(db, day, day), network), day };
}

/**
 * A client as rows that must be compared for longer than a day know it (the booking policy's
 * unsigned orders per client and cool-down, whose windows cross midnight): `hash` is today's
 * (`clientDayOf`), the one a row written now carries; `hashes` are the client's hash under the
 * key of every UTC day from `since` to today that is still kept, so a row written before midnight
 * is still recognised after it.
 */
export interface ClientAcrossDays {
  hash: string;
  hashes: string[];
}

/** `ClientAcrossDays` of a network at `now`, for rows written after `since`. */
export async function clientSince(db: D1Database, network: string, now: number, since: number): Promise<ClientAcrossDays> {
  const today = utcDay(now);
  const oldest = Math.min(utcDay(since), today);
  const before = Array.from({ length: today - oldest }, (_, index) => oldest + index);
  const [key, ...kept] = await Promise.all([todaysKey(db, today, oldest), ...before.map((day) => dayKey(db, day, today, oldest))]);
  const hash = await hashUnder(key, network);
  const earlier = await Promise.all(kept.flatMap((each) => (each ? [hashUnder(each, network)] : [])));
  return { hash, hashes: [...earlier, hash] };
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
