import { ScriveSchema, type Scrive } from '../../../shared/schemas/cart-meta';

/**
 * The Scrive documents made for our orders, by order id, in the worker's D1: asked again for the
 * same order (a visitor back at the confirm step, a retried request), the adapter answers the
 * document it made instead of starting a second one at Scrive, as the embedded service does.
 * Its tables are `scrive_document` and `scrive_document_claim` (worker/embedded/migrations).
 */
export interface ScriveDocumentStore {
  find(orderId: string): Promise<Scrive | undefined>;
  remember(orderId: string, document: Scrive): Promise<void>;
  /** The order a document we made belongs to (the status call checks the asker's token against it). */
  orderOf(documentId: string): Promise<string | undefined>;
  /**
   * Claims the making of the order's document: true for the one caller that may make it now (no
   * claim yet, or only one older than `staleMs`), false while another holds it. One statement,
   * so concurrent callers cannot both win.
   */
  claim(orderId: string, staleMs: number): Promise<boolean>;
  /** Gives a claim back after the making failed, so the next caller may try. */
  release(orderId: string): Promise<void>;
}

export function d1ScriveDocuments(db: D1Database, now: () => number = Date.now): ScriveDocumentStore {
  return {
    async find(orderId) {
      const row = await db
        .prepare('SELECT document_json FROM scrive_document WHERE order_id = ?1')
        .bind(orderId)
        .first<{ document_json: string }>();
      if (!row) return undefined;
      // Our own writing, but read back through the schema: a row that no longer parses is made anew.
      let stored: unknown;
      try {
        stored = JSON.parse(row.document_json);
      } catch {
        return undefined;
      }
      const parsed = ScriveSchema.safeParse(stored);
      return parsed.success ? parsed.data : undefined;
    },
    async orderOf(documentId) {
      const row = await db
        .prepare("SELECT order_id FROM scrive_document WHERE json_extract(document_json, '$.id') = ?1")
        .bind(documentId)
        .first<{ order_id: string }>();
      return row?.order_id;
    },
    async claim(orderId, staleMs) {
      const at = now();
      const result = await db
        .prepare(
          `INSERT INTO scrive_document_claim (order_id, claimed_at) VALUES (?1, ?2)
           ON CONFLICT (order_id) DO UPDATE SET claimed_at = excluded.claimed_at WHERE scrive_document_claim.claimed_at < ?3`,
        )
        .bind(orderId, at, at - staleMs)
        .run();
      return result.meta.changes === 1;
    },
    async release(orderId) {
      await db.prepare('DELETE FROM scrive_document_claim WHERE order_id = ?1').bind(orderId).run();
    },
    async remember(orderId, document) {
      await db
        .prepare('INSERT INTO scrive_document (order_id, document_json, created_at) VALUES (?1, ?2, ?3) ON CONFLICT (order_id) DO NOTHING')
        .bind(orderId, JSON.stringify(document), now())
        .run();
    },
  };
}
