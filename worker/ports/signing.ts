import type { SigningSummary } from '../../shared/pages/signing-page';
import type { Scrive } from '../../shared/schemas/cart-meta';
import type { SigningDocumentRequest } from '../../shared/schemas/signing-document';
import type { BackendResult } from './backend';

/** The committed order a document is for; the route has checked the caller's order token already. */
export type SigningOrder = Pick<SigningDocumentRequest, 'orderId' | 'commitHash'>;

/** Where a signing document stands: waiting for the signatory, or signed. */
export interface SigningStatus {
  id: string;
  orderId: string | null;
  title: string | null;
  status: 'pending' | 'signed';
  /** When the signatory signed (epoch ms), or null. */
  signedAt: number | null;
}

/** What the local signing page shows: the document, and the cart and totals of its order. */
export type SigningView = SigningSummary;

/** The address of the local signing page of a document (served by worker/routes/signing-page.tsx). */
export const signingPagePath = (id: string) => `/sign/${id}`;

/** The signing page the worker serves itself (`/sign/{documentId}`), when signing is embedded. */
export interface LocalSigningPage {
  view(id: string): Promise<BackendResult<SigningView>>;
  /** The signatory signs: the order (while it still holds its seats) and the document are marked signed. */
  sign(id: string, signatoryName: string): Promise<BackendResult<SigningStatus>>;
}

/**
 * E-signing behind `POST /api/docs/create` (docs/rules/embedded-services.md): Scrive's document API in
 * production (`adapters/signing/remote.ts`), or the local signing page of the embedded default
 * (`adapters/signing/embedded.ts`). Inputs are already validated with the shared schemas;
 * expected failures (unknown order, time-out, upstream error) are values in the API error shape.
 */
export interface SigningPort {
  /**
   * Creates (or, for the same order, answers again) the signing document of a committed order:
   * `{ deliveryMethod, id, title, url }`, stored by the browser as the cart's `meta.scrive`; the
   * browser sends the signatory to `url`.
   */
  createDocument(request: SigningOrder): Promise<BackendResult<Scrive>>;

  /**
   * The order a document was made for, from our own records (no outside service is asked), or
   * null for a document we did not make. The routes check the caller's order token against it
   * before they ask the signing service anything.
   */
  documentOrder(id: string): Promise<string | null>;

  /** Whether a document has been signed (the status page asks). */
  getStatus(id: string): Promise<BackendResult<SigningStatus>>;

  /** The worker's own signing page; null when the signatory signs elsewhere (Scrive). */
  localPage: LocalSigningPage | null;
}
