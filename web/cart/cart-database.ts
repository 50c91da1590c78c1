/**
 * The IndexedDB database and object store that keep the record of carts (web/cart/idb-cart-store.ts
 * opens them through idb-keyval's `createStore`; the islands' start script looks into them without
 * opening them for writing, web/browser-start/carts-stored.ts). They are the names the carts were
 * first stored under, kept so that a returning visitor's carts are still found.
 */
export const CART_DATABASE = 'keyval-store';
export const CART_STORE = 'keyval';
