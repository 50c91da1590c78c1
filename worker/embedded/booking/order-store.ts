import type { BackendErrorCode } from '../../../shared/errors/error-codes';
import type { ClientAcrossDays } from '../../ceilings/client-day';
import { holdRanOut, holdsSeats, takenSeats, unsignedAndHeld } from './seat-hold-sql';

/** What an order answers to the commit call. */
export interface StoredOrder {
  orderId: string;
  committedAt: number;
  commitHash: string;
  status: 'committed' | 'signed';
}

/** One booked event of an order: the seats it takes and who attends (e-mails in lower case). */
export interface OrderLine {
  eventId: number;
  count: number;
  emails: string[];
}

/** Everything stored for a new order. */
export interface NewOrder {
  year: number;
  commitHash: string;
  customerKey: string;
  contactEmail: string;
  bookingKey: string;
  cartJson: string;
  totalsJson: string;
  lines: OrderLine[];
  now: number;
  /** Unsigned orders committed at or before this moment no longer hold their seats. */
  heldSince: number;
  /**
   * The client that commits it as keyed hashes of its network (never the address): the one its
   * row carries and those its rows of the policy's window may carry; null when the request had no
   * address (a test calling the worker directly).
   */
  client: ClientAcrossDays | null;
  /** Unsigned orders that still hold their seats one client may have, this one included. */
  unsignedOrdersPerClient: number;
}

/**
 * The order numbers a new order is given: random, 15 digits (below them lie the sequential
 * numbers of orders stored before, `FEI-2026-000123`, which keep their ids). A sequential id told
 * anyone who booked how many orders the site takes and let them walk to the next one; 9 × 10^14
 * numbers leave nothing to count or walk. The number is the row's key (`seq`), so every id rule
 * (`formatOrderId`, `parseOrderId`, the SQL that rebuilds an id) stays as it was.
 */
export const ORDER_NUMBER_MIN = 100_000_000_000_000;
const ORDER_NUMBER_SPAN = 900_000_000_000_000;

/** A random order number in [ORDER_NUMBER_MIN, 10^15), uniform (53 random bits, the few above a whole span drawn again). */
export function newOrderNumber(): number {
  const ceiling = Math.floor(2 ** 53 / ORDER_NUMBER_SPAN) * ORDER_NUMBER_SPAN;
  for (;;) {
    const [high = 0, low = 0] = crypto.getRandomValues(new Uint32Array(2));
    const value = (high >>> 11) * 2 ** 32 + low;
    if (value < ceiling) return ORDER_NUMBER_MIN + (value % ORDER_NUMBER_SPAN);
  }
}

/** The order id people see, e.g. `FEI-2026-483920175530214` (or `FEI-2026-000123` for an order stored before random numbers). */
export const formatOrderId = (year: number, seq: number) => `FEI-${year}-${String(seq).padStart(6, '0')}`;

/** The year and sequence number inside an order id, or undefined when it is not one of ours. */
export function parseOrderId(orderId: string): { year: number; seq: number } | undefined {
  const match = /^FEI-(\d{4})-(\d{6,15})$/.exec(orderId);
  return match ? { year: Number(match[1]), seq: Number(match[2]) } : undefined;
}

interface OrderRow {
  seq: number;
  year: number;
  commit_hash: string;
  status: 'committed' | 'signed';
  created_at: number;
}

const toOrder = (row: OrderRow): StoredOrder => ({
  orderId: formatOrderId(row.year, row.seq),
  committedAt: row.created_at,
  commitHash: row.commit_hash,
  status: row.status,
});

/** The order committed with this hash, if any. */
export async function findOrderByHash(db: D1Database, commitHash: string): Promise<StoredOrder | undefined> {
  const row = await db
    .prepare('SELECT seq, year, commit_hash, status, created_at FROM booking_order WHERE commit_hash = ?1')
    .bind(commitHash)
    .first<OrderRow>();
  return row ? toOrder(row) : undefined;
}

/** An order with the JSON of the cart and totals it was committed with. */
export interface StoredOrderRecord extends StoredOrder {
  cartJson: string;
  totalsJson: string;
}

/** The order committed with this hash and what it was committed with, if any. */
export async function findOrderRecordByHash(db: D1Database, commitHash: string): Promise<StoredOrderRecord | undefined> {
  const row = await db
    .prepare('SELECT seq, year, commit_hash, status, created_at, cart_json, totals_json FROM booking_order WHERE commit_hash = ?1')
    .bind(commitHash)
    .first<OrderRow & { cart_json: string; totals_json: string }>();
  return row ? { ...toOrder(row), cartJson: row.cart_json, totalsJson: row.totals_json } : undefined;
}

/**
 * Why another order stands in the way of this one, checked in the order of the error catalogue:
 * the same customer booking the same people on the same events again (`duplicate_order`, or
 * `order_awaiting_signature` while that order is unsigned and holds its seats); one of
 * its attendees already booked on one of its events (`participant_already_booked`); its contact
 * person, or one of its attendees, known under another customer by a signed order. An unsigned
 * order proves nothing about who works where (anyone can commit one with any e-mail), so it never
 * refuses another customer: it only holds its own seats and attendees while its hold runs.
 */
export async function findConflict(db: D1Database, order: NewOrder): Promise<BackendErrorCode | undefined> {
  const pairs = JSON.stringify(order.lines.flatMap((line) => line.emails.map((email) => [line.eventId, email])));
  const emails = JSON.stringify([...new Set(order.lines.flatMap((line) => line.emails))]);
  const [duplicate, booked, contact, participant] = await db.batch<{ found: number; signed?: number }>([
    // Signed first: a booking made and signed before is a duplicate, whatever else waits.
    db
      .prepare(
        `SELECT 1 AS found, status = 'signed' AS signed FROM booking_order
          WHERE customer_key = ?1 AND booking_key = ?2 AND commit_hash <> ?3 ORDER BY signed DESC LIMIT 1`,
      )
      .bind(order.customerKey, order.bookingKey, order.commitHash),
    db
      .prepare(
        `SELECT 1 AS found FROM booking_attendee a
           JOIN json_each(?1) p ON a.event_id = json_extract(p.value, '$[0]') AND a.email = json_extract(p.value, '$[1]')
          LIMIT 1`,
      )
      .bind(pairs),
    db
      .prepare(
        "SELECT 1 AS found FROM booking_order WHERE contact_email = ?1 AND ?1 <> '' AND customer_key <> ?2 AND status = 'signed' LIMIT 1",
      )
      .bind(order.contactEmail, order.customerKey),
    db
      .prepare(
        `SELECT 1 AS found FROM booking_attendee a JOIN booking_order o ON o.seq = a.order_seq
          WHERE a.email IN (SELECT value FROM json_each(?1)) AND o.customer_key <> ?2 AND o.status = 'signed' LIMIT 1`,
      )
      .bind(emails, order.customerKey),
  ]);
  const same = duplicate?.results[0];
  // Expired unsigned orders were released before this check, so an unsigned one still holds its seats.
  if (same) return same.signed ? 'duplicate_order' : 'order_awaiting_signature';
  if (booked?.results.length) return 'participant_already_booked';
  if (contact?.results.length) return 'contact_person_exists_with_different_customer';
  if (participant?.results.length) return 'participant_exists_with_different_customer';
  return undefined;
}

/** What storing an order came to: the order now under its hash, or why it was not stored. */
export type InsertOrderResult =
  | { ok: true; order: StoredOrder }
  | { ok: false; code: 'not-enough-seats' | 'attendee-booked' }
  /** The client already holds as many unsigned orders as allowed; `oldest` is when the first of them was committed. */
  | { ok: false; code: 'too-many-unsigned'; oldest: number };

/** The error D1 throws when an attendee row breaks `booking_attendee_once` (event and e-mail). */
const ATTENDEE_TAKEN = /UNIQUE constraint failed: booking_attendee\.event_id, booking_attendee\.email/;

/** The error D1 throws when a new order's random number is one an order already has (about once in 10^14 orders). */
const NUMBER_TAKEN = /UNIQUE constraint failed: booking_order\.seq/;

/**
 * Stores the order, its seats and attendees in one transaction. The order row is only written
 * while every event still has the seats asked for, so two visitors racing for the last seat
 * cannot both get it; an attendee already booked on the event under another order breaks the
 * unique index `booking_attendee_once`, which rolls the whole order back, so two commits racing
 * to book the same person cannot both be stored (`findConflict` runs before, but outside, this
 * transaction). Likewise the order is only written while its client holds fewer unsigned orders
 * than `unsignedOrdersPerClient`, so concurrent commits of one client cannot pass the bound
 * together. An order with the same hash already there is kept as it is.
 */
export async function insertOrder(db: D1Database, order: NewOrder): Promise<InsertOrderResult> {
  for (;;) {
    try {
      return await insertNumberedOrder(db, order, newOrderNumber());
    } catch (error) {
      // Another order drew the same number: the whole batch rolled back, so draw another.
      if (!NUMBER_TAKEN.test(messageOf(error))) throw error;
    }
  }
}

async function insertNumberedOrder(db: D1Database, order: NewOrder, number: number): Promise<InsertOrderResult> {
  const lines = JSON.stringify(order.lines);
  try {
    await db.batch([
      db
        .prepare(
          `INSERT INTO booking_order (year, commit_hash, customer_key, contact_email, booking_key, cart_json, totals_json, created_at, seq)
           SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?13
            WHERE NOT EXISTS (
              SELECT 1 FROM json_each(?9) l
                JOIN content_event e ON e.id = json_extract(l.value, '$.eventId')
               WHERE e.seats - ${takenSeats('e', '?10')} < json_extract(l.value, '$.count'))
              AND (?11 IS NULL OR (SELECT COUNT(*) FROM booking_order_client c JOIN booking_order h ON h.seq = c.order_seq
                                    WHERE c.client_key IN (SELECT value FROM json_each(?11)) AND ${unsignedAndHeld('h', '?10')}) < ?12)
           ON CONFLICT (commit_hash) DO NOTHING`,
        )
        .bind(
          order.year,
          order.commitHash,
          order.customerKey,
          order.contactEmail,
          order.bookingKey,
          order.cartJson,
          order.totalsJson,
          order.now,
          lines,
          order.heldSince,
          hashesOf(order.client),
          order.unsignedOrdersPerClient,
          number,
        ),
      db
        .prepare(
          `INSERT INTO booking_order_client (order_seq, client_key)
           SELECT o.seq, ?3 FROM booking_order o WHERE o.commit_hash = ?1 AND o.created_at = ?2 AND ?3 IS NOT NULL
           ON CONFLICT (order_seq) DO NOTHING`,
        )
        .bind(order.commitHash, order.now, order.client?.hash ?? null),
      db
        .prepare(
          `INSERT OR IGNORE INTO booking_line (order_seq, event_id, participant_count)
           SELECT o.seq, json_extract(l.value, '$.eventId'), json_extract(l.value, '$.count')
             FROM booking_order o, json_each(?1) l
            WHERE o.commit_hash = ?2 AND o.created_at = ?3`,
        )
        .bind(lines, order.commitHash, order.now),
      // Only a repeat of this very row is ignored; an attendee of another order fails the batch.
      db
        .prepare(
          `INSERT INTO booking_attendee (order_seq, event_id, email)
           SELECT o.seq, json_extract(l.value, '$.eventId'), e.value
             FROM booking_order o, json_each(?1) l, json_each(l.value, '$.emails') e
            WHERE o.commit_hash = ?2 AND o.created_at = ?3
           ON CONFLICT (order_seq, event_id, email) DO NOTHING`,
        )
        .bind(lines, order.commitHash, order.now),
    ]);
  } catch (error) {
    if (!ATTENDEE_TAKEN.test(messageOf(error))) throw error;
    // The same cart committed at the same moment is the one order, not a conflict with itself.
    const same = await findOrderByHash(db, order.commitHash);
    return same ? { ok: true, order: same } : { ok: false, code: 'attendee-booked' };
  }
  const stored = await findOrderByHash(db, order.commitHash);
  if (stored) return { ok: true, order: stored };
  const held = order.client === null ? undefined : await clientHolds(db, order.client, order.heldSince);
  if (held && held.count >= order.unsignedOrdersPerClient) return { ok: false, code: 'too-many-unsigned', oldest: held.oldest };
  return { ok: false, code: 'not-enough-seats' };
}

/** How many unsigned orders a client holds that still hold their seats, and when the first was committed. */
async function clientHolds(db: D1Database, client: ClientAcrossDays, heldSince: number): Promise<{ count: number; oldest: number }> {
  const row = await db
    .prepare(
      `SELECT COUNT(*) AS count, MIN(o.created_at) AS oldest FROM booking_order_client c JOIN booking_order o ON o.seq = c.order_seq
        WHERE c.client_key IN (SELECT value FROM json_each(?1)) AND ${unsignedAndHeld('o', '?2')}`,
    )
    .bind(hashesOf(client), heldSince)
    .first<{ count: number; oldest: number | null }>();
  return { count: row?.count ?? 0, oldest: row?.oldest ?? 0 };
}

/** Who is kept off an order's events for a while after their hold of them ran out. */
export interface CoolDownQuery {
  eventIds: number[];
  customerKey: string;
  client: ClientAcrossDays | null;
  /** Releases at or before this moment no longer count. */
  since: number;
}

/**
 * When the last hold of any of these events, by this customer or this client, ran out after
 * `since` (the booking policy's cool-down), or undefined when none did.
 */
export async function lastRelease(db: D1Database, query: CoolDownQuery): Promise<number | undefined> {
  const row = await db
    .prepare(
      `SELECT MAX(r.released_at) AS at FROM booking_release r JOIN json_each(?1) e ON r.event_id = e.value
        WHERE r.released_at > ?2 AND (r.customer_key = ?3 OR (?4 IS NOT NULL AND r.client_key IN (SELECT value FROM json_each(?4))))`,
    )
    .bind(JSON.stringify(query.eventIds), query.since, query.customerKey, hashesOf(query.client))
    .first<{ at: number | null }>();
  return row?.at ?? undefined;
}

/** Every hash a client's rows may carry, as the JSON array the SQL reads with `json_each`; null without a client. */
const hashesOf = (client: ClientAcrossDays | null): string | null => (client ? JSON.stringify(client.hashes) : null);

/** The message of a thrown D1 error, with its cause's (the SQLite text sits in either). */
function messageOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message} ${error.cause.message}` : error.message;
}

/**
 * Marks an order signed (the signing step calls this); false when no such order, or when it is
 * unsigned and was committed at or before `heldSince` (its seat hold ran out: it cannot be signed).
 * A signed order no longer counts against its client, so its client's mark is deleted with it.
 */
export async function markOrderSigned(db: D1Database, orderId: string, now: number, heldSince: number): Promise<boolean> {
  const parsed = parseOrderId(orderId);
  if (!parsed) return false;
  const [result] = await db.batch([
    db
      .prepare(
        `UPDATE booking_order SET status = 'signed', signed_at = COALESCE(signed_at, ?3)
          WHERE seq = ?1 AND year = ?2 AND ${holdsSeats('booking_order', '?4')}`,
      )
      .bind(parsed.seq, parsed.year, now, heldSince),
    db
      .prepare(
        "DELETE FROM booking_order_client WHERE order_seq = ?1 AND EXISTS (SELECT 1 FROM booking_order WHERE seq = ?1 AND year = ?2 AND status = 'signed')",
      )
      .bind(parsed.seq, parsed.year),
  ]);
  return result?.meta.changes === 1;
}

/**
 * Gives back the seats of unsigned orders whose hold ran out (committed at or before
 * `heldSince`): the orders, their lines and attendees are removed, so their people can be booked
 * again and the same cart committed again becomes a new order. Signed orders are never touched.
 * Each released event is remembered with its customer, its client and the moment its hold ended
 * (`heldSince + holdMs` after the commit) for the policy's cool-down; memories of holds that ended
 * at or before `forgetBefore` are deleted.
 */
export async function releaseExpiredOrders(
  db: D1Database,
  { heldSince, holdMs, forgetBefore }: { heldSince: number; holdMs: number; forgetBefore: number },
): Promise<void> {
  const expired = `SELECT seq FROM booking_order WHERE ${HOLD_RAN_OUT}`;
  await db.batch([
    db
      .prepare(
        `INSERT INTO booking_release (event_id, customer_key, client_key, released_at)
         SELECT l.event_id, o.customer_key, c.client_key, o.created_at + ?2
           FROM booking_order o JOIN booking_line l ON l.order_seq = o.seq LEFT JOIN booking_order_client c ON c.order_seq = o.seq
          WHERE ${holdRanOut('o', '?1')} AND o.created_at + ?2 > ?3`,
      )
      .bind(heldSince, holdMs, forgetBefore),
    db.prepare('DELETE FROM booking_release WHERE released_at <= ?1').bind(forgetBefore),
    db.prepare(`DELETE FROM booking_order_client WHERE order_seq IN (${expired})`).bind(heldSince),
    db.prepare(`DELETE FROM booking_attendee WHERE order_seq IN (${expired})`).bind(heldSince),
    db.prepare(`DELETE FROM booking_line WHERE order_seq IN (${expired})`).bind(heldSince),
    db.prepare(`DELETE FROM booking_order WHERE ${HOLD_RAN_OUT}`).bind(heldSince),
  ]);
}

/** An unsigned order whose seat hold ran out (committed at or before `?1`, `heldSince`). */
const HOLD_RAN_OUT = holdRanOut('booking_order', '?1');

/**
 * `releaseExpiredOrders` for the scheduled clean-up, bounded: removes at most `limit` of those
 * orders (the oldest first) with their lines and attendees, in one transaction; answers how many.
 */
export async function deleteExpiredOrders(db: D1Database, heldSince: number, limit: number): Promise<number> {
  const due = `SELECT seq FROM booking_order WHERE ${HOLD_RAN_OUT} ORDER BY created_at, seq LIMIT ?2`;
  const [, , , orders] = await db.batch([
    db.prepare(`DELETE FROM booking_order_client WHERE order_seq IN (${due})`).bind(heldSince, limit),
    db.prepare(`DELETE FROM booking_attendee WHERE order_seq IN (${due})`).bind(heldSince, limit),
    db.prepare(`DELETE FROM booking_line WHERE order_seq IN (${due})`).bind(heldSince, limit),
    db.prepare(`DELETE FROM booking_order WHERE seq IN (${due})`).bind(heldSince, limit),
  ]);
  return orders?.meta.changes ?? 0;
}

/** `formatOrderId` in SQL, over a `booking_order` row's `year` and `seq`. */
export const ORDER_ID_SQL = "'FEI-' || year || '-' || printf('%06d', seq)";
