import type { CartOrder } from '../../../shared/schemas/cart-order';
import { sameHex, sha256Hex } from '../../hex-crypto';

/**
 * The one rule of a share's lifetime, in SQL: last changed at or before the cut-off
 * (`lifetimeCutoff` of `SHARE_LIFETIME_DAYS`). The read-time check and the clean-up both use it.
 */
const outlivedBy = (cutoff: string) => `updated_at <= ${cutoff}`;

interface ShareRow {
  edit_key_hash: string;
  cart_json: string;
  fields_json: string;
  created_at: number;
  updated_at: number;
}

/**
 * Stores a new share while fewer than `inAll` are stored (all clients together), counted in the
 * insert itself so that concurrent shares cannot pass it together; false when there is no room.
 * The edit key itself is never stored, only its SHA-256.
 */
export async function insertShare(
  db: D1Database,
  share: { id: string; editKey: string; cart: CartOrder; fields: Record<string, string>; now: number },
  inAll: number,
): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO booking_share (id, edit_key_hash, cart_json, fields_json, created_at, updated_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?5 WHERE (SELECT count(*) FROM booking_share) < ?6`,
    )
    .bind(share.id, await sha256Hex(share.editKey), JSON.stringify(share.cart), JSON.stringify(share.fields), share.now, inAll)
    .run();
  return result.meta.changes === 1;
}

/** Replaces what a share holds when the edit key matches. */
export async function updateShare(
  db: D1Database,
  share: { id: string; editKey: string; cart: CartOrder; fields: Record<string, string>; now: number },
): Promise<{ ok: true } | { ok: false; code: 'not-found' | 'wrong-key' }> {
  const row = await db.prepare('SELECT edit_key_hash FROM booking_share WHERE id = ?1').bind(share.id).first<Pick<ShareRow, 'edit_key_hash'>>();
  if (!row) return { ok: false, code: 'not-found' };
  const keyHash = await sha256Hex(share.editKey);
  if (!sameHex(keyHash, row.edit_key_hash)) return { ok: false, code: 'wrong-key' };
  // The key is checked again in the statement itself, so a key changed meanwhile cannot slip through.
  const result = await db
    .prepare('UPDATE booking_share SET cart_json = ?3, fields_json = ?4, updated_at = ?5 WHERE id = ?1 AND edit_key_hash = ?2')
    .bind(share.id, keyHash, JSON.stringify(share.cart), JSON.stringify(share.fields), share.now)
    .run();
  return result.meta.changes === 1 ? { ok: true } : { ok: false, code: 'wrong-key' };
}

/** Reads a share, and whether it has outlived `cutoff` (`lifetimeCutoff`); the raw JSON is validated by the caller. */
export async function findShare(
  db: D1Database,
  id: string,
  cutoff: number,
): Promise<{ cart: unknown; fields: unknown; createdAt: number; updatedAt: number; outlived: boolean } | undefined> {
  const row = await db
    .prepare(
      `SELECT edit_key_hash, cart_json, fields_json, created_at, updated_at, ${outlivedBy('?2')} AS outlived FROM booking_share WHERE id = ?1`,
    )
    .bind(id, cutoff)
    .first<ShareRow & { outlived: number }>();
  if (!row) return undefined;
  return {
    cart: JSON.parse(row.cart_json),
    fields: JSON.parse(row.fields_json),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    outlived: row.outlived === 1,
  };
}

/** Deletes a share (one that has outlived its lifetime). */
export async function deleteShare(db: D1Database, id: string): Promise<void> {
  await db.prepare('DELETE FROM booking_share WHERE id = ?1').bind(id).run();
}

/** Deletes up to `limit` shares that have outlived `cutoff` (the scheduled clean-up); answers how many. */
export async function deleteOutlivedShares(db: D1Database, cutoff: number, limit: number): Promise<number> {
  const result = await db
    .prepare(`DELETE FROM booking_share WHERE id IN (SELECT id FROM booking_share WHERE ${outlivedBy('?1')} LIMIT ?2)`)
    .bind(cutoff, limit)
    .run();
  return result.meta.changes;
}
