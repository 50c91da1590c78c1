import type { ApiErrorCode } from '../../../shared/errors/error-codes';
import { toHex } from '../../../shared/encoding/to-hex';
import type { Scrive } from '../../../shared/schemas/cart-meta';
import { findDocument, insertDocument, markDocumentSigned, type StoredDocument } from '../../embedded/signing/signing-store';
import type { BackendPort, BackendResult } from '../../ports/backend';
import { signingPagePath, type SigningOrder, type SigningPort, type SigningStatus } from '../../ports/signing';

export interface EmbeddedSigningOptions {
  db: D1Database;
  /** The booking back end whose committed orders are signed. */
  backend: Pick<BackendPort, 'committedOrder' | 'markOrderSigned'>;
  now?: () => number;
}

const DOCUMENT_ID = /^[0-9a-f]{32}$/;

const fail = (statusCode: number, statusMessage: ApiErrorCode, message: string): BackendResult<never> => ({
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

/**
 * The embedded default of e-signing: documents in the worker's D1, signed on a local page at the
 * URL the document carries (`/sign/{id}`). The orders are the booking back end's: it confirms
 * them and is told when one is signed.
 */
export function createEmbeddedSigning({ db, backend, now = Date.now }: EmbeddedSigningOptions): SigningPort {
  async function stored(id: string): Promise<StoredDocument | undefined> {
    if (!DOCUMENT_ID.test(id)) return undefined;
    return findDocument(db, id);
  }

  return {
    async createDocument({ orderId, commitHash }: SigningOrder) {
      // A back end that cannot read its orders back cannot vouch for this one either.
      const lookup = await backend.committedOrder(orderId, commitHash);
      if (lookup.kind !== 'found') return fail(404, 'order_not_found', 'No committed order with this id and commit hash');
      const document = await insertDocument(db, { id: randomId(), orderId, commitHash, title: orderId, createdAt: now() });
      return document ? { ok: true, value: scriveOf(document) } : fail(500, 'internal_error', 'The document could not be stored');
    },

    async documentOrder(id) {
      return (await stored(id))?.orderId ?? null;
    },

    async getStatus(id) {
      const document = await stored(id);
      return document ? { ok: true, value: statusOf(document) } : notFound();
    },

    localPage: {
      async view(id) {
        const document = await stored(id);
        if (!document) return notFound();
        const lookup = await backend.committedOrder(document.orderId, document.commitHash);
        const order = lookup.kind === 'found' ? lookup.order : null;
        const holdExpiresAt = order?.holdExpiresAt ?? null;
        const at = now();
        // A pending document whose order is gone (released) or past its hold can no longer be signed.
        const expired = document.status === 'pending' && (!order || (holdExpiresAt !== null && at >= holdExpiresAt));
        const holdMinutesLeft =
          expired || document.status === 'signed' || holdExpiresAt === null ? null : Math.max(1, Math.ceil((holdExpiresAt - at) / 60_000));
        return {
          ok: true,
          value: { document, cart: order?.cart ?? null, totals: order?.totals ?? null, holdMinutesLeft, expired },
        };
      },

      async sign(id, signatoryName) {
        const document = await stored(id);
        if (!document) return notFound();
        if (document.status === 'signed') return fail(409, 'already_signed', 'The document is already signed');
        const at = now();
        // The order must still hold its seats: the back end refuses to mark an expired one signed.
        if (!(await backend.markOrderSigned(document.orderId, at))) {
          return fail(409, 'hold_expired', 'The seats are no longer held for this order; book again');
        }
        if (!(await markDocumentSigned(db, id, signatoryName, at))) return fail(409, 'already_signed', 'The document is already signed');
        return { ok: true, value: { ...statusOf(document), status: 'signed', signedAt: at } };
      },
    },
  };
}
