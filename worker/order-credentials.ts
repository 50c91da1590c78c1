import { randomHex64, sameHex, sha256Hex } from './hex-crypto';

// Who holds each committed order: the SHA-256 of its order token, by order id, in the worker's own
// D1, whatever the booking back end (a remote one knows nothing of tokens). The first commit that
// answers an order binds the token it presented; every later call about the order (its signing
// document, status and page, the application's submit) must present the same token, compared in
// constant time. Only hashes are kept, so a leaked database opens no order. The table is
// `order_credential` (worker/embedded/migrations/0004_booking_signing_and_attachments.sql).

/** The cookie that carries the order token to the local signing page (its own path only). */
export const SIGNING_TOKEN_COOKIE = 'fei_order_token';

/** A new order token: 128 random bits as 32 hex characters (for a commit that brought none). */
export const newOrderToken = (): string => randomHex64().slice(0, 32);

/**
 * Binds `token` to the order unless another token was bound first; true when the order is now
 * held by `token` (bound now, or before by the same token: a retried commit).
 */
export async function bindOrderToken(db: D1Database, orderId: string, token: string, now: number): Promise<boolean> {
  const hash = await sha256Hex(token);
  await db
    .prepare('INSERT INTO order_credential (order_id, token_hash, created_at) VALUES (?1, ?2, ?3) ON CONFLICT (order_id) DO NOTHING')
    .bind(orderId, hash, now)
    .run();
  return verifyHash(db, orderId, hash);
}

/** Whether `token` is the one bound to the order (false for an order no commit bound). */
export async function verifyOrderToken(db: D1Database, orderId: string, token: string): Promise<boolean> {
  return verifyHash(db, orderId, await sha256Hex(token));
}

async function verifyHash(db: D1Database, orderId: string, hash: string): Promise<boolean> {
  const row = await db.prepare('SELECT token_hash FROM order_credential WHERE order_id = ?1').bind(orderId).first<{ token_hash: string }>();
  return row != null && sameHex(row.token_hash, hash);
}
