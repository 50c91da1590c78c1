/**
 * One signing document of the embedded signing service (table `signing_document`,
 * worker/embedded/migrations/0004_booking_signing_and_attachments.sql).
 */
export interface StoredDocument {
  id: string;
  orderId: string;
  commitHash: string;
  title: string;
  status: 'pending' | 'signed';
  signatoryName: string | null;
  createdAt: number;
  signedAt: number | null;
}

interface DocumentRow {
  id: string;
  order_id: string;
  commit_hash: string;
  title: string;
  status: 'pending' | 'signed';
  signatory_name: string | null;
  created_at: number;
  signed_at: number | null;
}

const toDocument = (row: DocumentRow): StoredDocument => ({
  id: row.id,
  orderId: row.order_id,
  commitHash: row.commit_hash,
  title: row.title,
  status: row.status,
  signatoryName: row.signatory_name,
  createdAt: row.created_at,
  signedAt: row.signed_at,
});

const COLUMNS = 'id, order_id, commit_hash, title, status, signatory_name, created_at, signed_at';

/** A document by its id. */
export async function findDocument(db: D1Database, id: string): Promise<StoredDocument | undefined> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM signing_document WHERE id = ?1`).bind(id).first<DocumentRow>();
  return row ? toDocument(row) : undefined;
}

/**
 * Stores a new document for an order, or keeps the one the order already has (two tabs signing
 * at once get the same document); answers the document now stored for the order.
 */
export async function insertDocument(
  db: D1Database,
  document: Omit<StoredDocument, 'status' | 'signatoryName' | 'signedAt'>,
): Promise<StoredDocument | undefined> {
  await db
    .prepare(
      `INSERT INTO signing_document (id, order_id, commit_hash, title, created_at) VALUES (?1, ?2, ?3, ?4, ?5)
       ON CONFLICT (order_id) DO NOTHING`,
    )
    .bind(document.id, document.orderId, document.commitHash, document.title, document.createdAt)
    .run();
  const row = await db.prepare(`SELECT ${COLUMNS} FROM signing_document WHERE order_id = ?1`).bind(document.orderId).first<DocumentRow>();
  return row ? toDocument(row) : undefined;
}

/** Marks a pending document signed by this name; false when it was not pending. */
export async function markDocumentSigned(db: D1Database, id: string, signatoryName: string, now: number): Promise<boolean> {
  const result = await db
    .prepare("UPDATE signing_document SET status = 'signed', signatory_name = ?2, signed_at = ?3 WHERE id = ?1 AND status = 'pending'")
    .bind(id, signatoryName, now)
    .run();
  return result.meta.changes === 1;
}
