import { get, update } from 'idb-keyval';
import { CARTS_KEY, type CartRecordStore } from './cart-record-store';
import { cartStore } from './idb-cart-store';

/** The record of carts in IndexedDB (web/cart/cart-database.ts) under `fei:carts-2.2`. */
export function idbCartRecordStore(key: string = CARTS_KEY): CartRecordStore {
  return {
    read: () => get<unknown>(key, cartStore()),
    // idb-keyval runs the read and the write of `update` in one transaction, so two tabs
    // writing different carts never lose each other's change.
    update: (change) => update<unknown>(key, change, cartStore()),
  };
}
