import { toHex } from '../../../shared/encoding/to-hex';
import type { Scrive } from '../../../shared/schemas/cart-meta';
import type { CartOrder } from '../../../shared/schemas/cart-order';
import type { CartTotals } from '../../../shared/schemas/cart-totals';
import type { SigningDocumentRequest } from '../../../shared/schemas/signing-document';
import { ensureBookingSchema } from '../../embedded/booking/ensure-booking-schema';
import { findOrderByHash, markOrderSigned } from '../../embedded/booking/order-store';
import { ensureSigningSchema, findDocument, insertDocument, markDocumentSigned, type StoredDocument } from '../../embedded/signing/signing-store';
import type { BackendResult } from '../../ports/backend';
import type { SigningPort, SigningStatus } from '../../ports/signing';

export interface EmbeddedSigningOptions {
  db: D1Database;
  now?: () => number;
}

/** What the local signing page shows: the document, and the order's cart and totals. */
export interface SigningView {
  document: StoredDocument;
  cart: CartOrder | null;
  totals: CartTotals | null;
}

/** The embedded signing service: the port plus what the local signing page needs. */
export interface EmbeddedSigning extends SigningPort {
  view(id: string): Promise<BackendResult<SigningView>>;
  /** The signatory signs: the document and its order are marked signed. */
  sign(id: string, signatoryName: string): Promise<BackendResult<SigningStatus>>;
}

/** The path of the local signing page of a document. */
export const signingPagePath = (id: string) => `/sign/${id}`;

const DOCUMENT_ID = /^[0-9a-f]{32}$/;

const fail = (statusCode: number, statusMessage: string, message: string): BackendResult<never> => ({
  ok: false,
  error: { statusCode, statusMessage, message },
});
const notFound = () => fail(404, 'not_found', 'No signing document with this id');

const randomId = () => toHex(crypto.getRandomValues(new Uint8Array(16)));

const scriveOf = (document: StoredDocument): Scrive => ({
  deliveryMethod: 'embedded',
  id: document.id,
  title: document.title,
  url: signingPagePath(document.id),
});

const statusOf = (document: StoredDocument): SigningStatus => ({
  id: document.id,
  orderId: document.orderId,
  title: document.title,
  status: document.status,
  signedAt: document.signedAt,
});

function parseJson<T>(text: string | null | undefined): T | null {
  try {
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

/**
 * The embedded default of e-signing: documents in the worker's D1, signed on a local page at the
 * URL the document carries (`/sign/{id}`). Signing marks the booking back end's order signed.
 */
export function createEmbeddedSigning({ db, now = Date.now }: EmbeddedSigningOptions): EmbeddedSigning {
  const ready = () => Promise.all([ensureBookingSchema(db), ensureSigningSchema(db)]);

  async function stored(id: string): Promise<StoredDocument | undefined> {
    if (!DOCUMENT_ID.test(id)) return undefined;
    await ready();
    return findDocument(db, id);
  }

  return {
    async createDocument({ orderId, commitHash }: SigningDocumentRequest) {
      await ready();
      const order = await findOrderByHash(db, commitHash);
      // Both must match, so knowing an order id alone never opens someone else's agreement.
      if (!order || order.orderId !== orderId) return fail(404, 'order_not_found', 'No committed order with this id and commit hash');
      const document = await insertDocument(db, { id: randomId(), orderId, commitHash, title: orderId, createdAt: now() });
      return document ? { ok: true, value: scriveOf(document) } : fail(500, 'internal_error', 'The document could not be stored');
    },

    async getStatus(id) {
      const document = await stored(id);
      return document ? { ok: true, value: statusOf(document) } : notFound();
    },

    async view(id) {
      const document = await stored(id);
      if (!document) return notFound();
      const row = await db
        .prepare('SELECT cart_json, totals_json FROM booking_order WHERE commit_hash = ?1')
        .bind(document.commitHash)
        .first<{ cart_json: string; totals_json: string }>();
      return { ok: true, value: { document, cart: parseJson<CartOrder>(row?.cart_json), totals: parseJson<CartTotals>(row?.totals_json) } };
    },

    async sign(id, signatoryName) {
      const document = await stored(id);
      if (!document) return notFound();
      if (document.status === 'signed') return fail(409, 'already_signed', 'The document is already signed');
      const at = now();
      if (!(await markDocumentSigned(db, id, signatoryName, at))) return fail(409, 'already_signed', 'The document is already signed');
      await markOrderSigned(db, document.orderId, at);
      return { ok: true, value: { ...statusOf(document), status: 'signed', signedAt: at } };
    },
  };
}
