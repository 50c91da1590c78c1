import type { CartOrder } from '../schemas/cart-order';
import { canonicalJson } from '../pricing/canonical-json';

/**
 * The text whose SHA-256 is a cart's commit hash: the canonical JSON of what is booked and by
 * whom. Lifecycle fields (timestamps, order id, hash, sharing, signing) are left out, so that
 * committing the same cart again, even after it was restored or shared, gives the same hash.
 */
export function commitHashInput(cart: CartOrder): string {
  const { meta, ...content } = cart;
  return canonicalJson({
    ...content,
    meta: {
      signatoryCountry: meta.signatoryCountry,
      extraFields: meta.extraFields,
      truncateIdentificationNumber: meta.truncateIdentificationNumber,
    },
  });
}
