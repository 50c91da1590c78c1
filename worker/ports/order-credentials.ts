import type { OrderToken } from '../../shared/schemas/order-token';

/**
 * Who holds each committed order: the order's token, bound by the first commit that answered the
 * order (docs/security.md, V4). Kept by the worker itself whatever the booking back end (a remote
 * one knows nothing of tokens), so it has the one adapter over the worker's own D1
 * (`adapters/order-credentials/embedded.ts`). Every call about an order after its commit (its
 * signing document, status and page, the application's submit) is let through only for the
 * holder: `worker/middleware/order-holder.ts` asks `holds`, the commit route `bind`.
 */
export interface OrderCredentialsPort {
  /**
   * Binds `token` to the order unless another token was bound first; true when the order is now
   * held by `token` (bound now, or before by the same token: a retried commit).
   */
  bind(orderId: string, token: OrderToken, now: number): Promise<boolean>;
  /** Whether `token` is the one bound to the order (false for an order no commit bound). */
  holds(orderId: string, token: OrderToken): Promise<boolean>;
}
