import type { OrderToken } from '../../../shared/schemas/order-token';
import { sameHex, sha256Hex } from '../../hex-crypto';
import type { OrderCredentialsPort } from '../../ports/order-credentials';

// The order credentials in the worker's D1, table `order_credential`
// (worker/embedded/migrations/0004_booking_signing_and_attachments.sql): the SHA-256 of each
// order's token by order id. Only hashes are kept, so a leaked database opens no order; a
// presented token is hashed and compared in constant time.

/** The order credentials kept in `db`. */
export function createEmbeddedOrderCredentials(db: D1Database): OrderCredentialsPort {
  async function holdsHash(orderId: string, hash: string): Promise<boolean> {
    const row = await db.prepare('SELECT token_hash FROM order_credential WHERE order_id = ?1').bind(orderId).first<{ token_hash: string }>();
    return row != null && sameHex(row.token_hash, hash);
  }
  return {
    async bind(orderId: string, token: OrderToken, now: number) {
      const hash = await sha256Hex(token);
      await db
        .prepare('INSERT INTO order_credential (order_id, token_hash, created_at) VALUES (?1, ?2, ?3) ON CONFLICT (order_id) DO NOTHING')
        .bind(orderId, hash, now)
        .run();
      return holdsHash(orderId, hash);
    },
    async holds(orderId: string, token: OrderToken) {
      return holdsHash(orderId, await sha256Hex(token));
    },
  };
}
