import { get } from 'idb-keyval';
import { CARTS_KEY } from './cart-record-store';
import { cartStore } from './idb-cart-store';
import { browserCartSync } from './cart-sync';

/**
 * Whether this browser has stored carts at all, read without validating them: the cart runtime
 * (and zod, the larger part of its download) is then needed to show the bag count. A first
 * visit has none, so a page's idle time stays free of that download. When IndexedDB cannot be
 * read, the runtime loads anyway and reports what it finds.
 */
export async function hasStoredCarts(): Promise<boolean> {
  try {
    return (await get<unknown>(CARTS_KEY, cartStore())) !== undefined;
  } catch {
    return true;
  }
}

/**
 * Calls `onChange` once when another tab writes a cart (or, without BroadcastChannel, when this
 * tab comes back to the front): the visitor added to a cart elsewhere, so this tab needs the
 * runtime to show it. Returns a cancel function.
 */
export function whenAnotherTabWritesACart(onChange: () => void): () => void {
  const sync = browserCartSync();
  const unsubscribe = sync.subscribe(() => {
    unsubscribe();
    onChange();
  });
  return unsubscribe;
}
