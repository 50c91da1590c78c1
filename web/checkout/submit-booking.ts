import { cartState } from '../../shared/cart/cart-state';
import { newOrderToken } from '../../shared/schemas/order-token';
import type { Language } from '../../shared/i18n/languages';
import type { CartOrder } from '../../shared/schemas/cart-order';
import { CommitResponseSchema } from '../../shared/schemas/commit';
import { SigningDocumentResponseSchema } from '../../shared/schemas/signing-document';
import type { CartController } from '../cart/cart-controller';
import { callApi } from './api';

/** The signing document call gives up after 60 s, and is followed by a 500 ms pause. */
export const DOCUMENT_TIMEOUT_MS = 60_000;
export const PAUSE_AFTER_DOCUMENT_MS = 500;

/** How submitting ended. */
export type SubmitOutcome =
  | { kind: 'signing'; url: string }
  | { kind: 'committed'; orderId: string; commitHash: string; orderToken: string }
  | { kind: 'commit-error'; statusMessage: string }
  | { kind: 'document-error' }
  | { kind: 'refused' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Commits the cart if it is not committed yet: locks it (committing), sends it to the commit
 * call and stores the order id, commit time and hash the back end answers, or unlocks it again
 * and answers the back end's statusMessage.
 */
export async function commitCart(controller: CartController, cart: CartOrder): Promise<SubmitOutcome> {
  const state = cartState(cart);
  if (state === 'committed' && cart.meta.orderId && cart.meta.commitHash && cart.meta.orderToken) {
    return { kind: 'committed', orderId: cart.meta.orderId, commitHash: cart.meta.commitHash, orderToken: cart.meta.orderToken };
  }
  if (state === 'filled') {
    // The token is made once per cart and kept: a retry after a time-out presents the same one.
    const locked = await controller.dispatch({ type: 'begin-commit', orderToken: newOrderToken(crypto) });
    if (!locked.ok) return { kind: 'refused' };
  }
  const committing = controller.getState().cart ?? cart;
  const answer = await callApi('/api/backend/cart/commit', CommitResponseSchema, { method: 'POST', json: committing, timeoutMs: 60_000 });
  if (!answer.ok || !answer.value.orderToken) {
    await controller.dispatch({ type: 'commit-failed' });
    return { kind: 'commit-error', statusMessage: answer.ok ? 'invalid_commit' : answer.error.statusMessage };
  }
  const { orderId, committedAt, commitHash, orderToken, holdExpiresAt = null } = answer.value;
  const stored = await controller.dispatch({ type: 'commit-succeeded', orderId, committedAt, commitHash, orderToken, holdExpiresAt });
  return stored.ok ? { kind: 'committed', orderId, commitHash, orderToken } : { kind: 'refused' };
}

/** The address of a signing document for the visitor's language (the local page takes `lang`). */
export function signingUrl(url: string, language: Language): string {
  return url.startsWith('/sign/') && language !== 'sv' ? `${url}?lang=${language}` : url;
}

/**
 * Creates the signing document of the committed order (`POST /api/docs/create`, 60 s time-out),
 * stores it in the cart's meta, pauses 500 ms and answers where the signatory goes.
 */
export async function createDocument(
  controller: CartController,
  order: { orderId: string; commitHash: string; orderToken: string },
  language: Language,
  pause = PAUSE_AFTER_DOCUMENT_MS,
): Promise<SubmitOutcome> {
  const { orderId, commitHash, orderToken } = order;
  const answer = await callApi('/api/docs/create', SigningDocumentResponseSchema, {
    method: 'POST',
    json: { orderId, commitHash, orderToken },
    timeoutMs: DOCUMENT_TIMEOUT_MS,
  });
  if (!answer.ok) return { kind: 'document-error' };
  const { url } = answer.value;
  if (!url) return { kind: 'document-error' };
  const stored = await controller.dispatch({ type: 'set-scrive', scrive: answer.value });
  if (!stored.ok) return { kind: 'document-error' };
  await sleep(pause);
  return { kind: 'signing', url: signingUrl(url, language) };
}

/**
 * Submitting for signing: commit first if not committed, then create the signing
 * document; a category without signing ends at the commit.
 */
export async function submitBooking(
  controller: CartController,
  cart: CartOrder,
  requiresSigning: boolean,
  language: Language,
): Promise<SubmitOutcome> {
  const committed = await commitCart(controller, cart);
  if (committed.kind !== 'committed' || !requiresSigning) return committed;
  return createDocument(controller, committed, language);
}
