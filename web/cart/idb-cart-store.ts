import { createStore, type UseStore } from 'idb-keyval';
import { CART_DATABASE, CART_STORE } from './cart-database';

let store: UseStore | undefined;

/**
 * The carts' IndexedDB store for idb-keyval's calls. Made on the first call, not on import:
 * `createStore` opens the database at once, and a page that never reads a cart opens nothing.
 */
export function cartStore(): UseStore {
  store ??= createStore(CART_DATABASE, CART_STORE);
  return store;
}
