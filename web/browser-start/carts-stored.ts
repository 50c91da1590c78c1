import { CARTS_KEY } from '../cart/cart-record-store';
import { CART_DATABASE, CART_STORE } from '../cart/cart-database';

/**
 * Calls `then` when this browser has a record of carts (web/cart/cart-database.ts). It reads
 * without creating: opening a database that does not exist would create it, so that upgrade is
 * aborted. The database alone says nothing, since the header's first look for carts creates it.
 * A browser whose IndexedDB cannot be read calls nothing.
 */
export function whenCartsStored(indexedDB: IDBFactory, then: () => void): void {
  try {
    const open = indexedDB.open(CART_DATABASE);
    open.onupgradeneeded = () => open.transaction?.abort();
    // The aborted upgrade fails the open: that is expected, not an error of the page.
    open.addEventListener('error', (event) => event.preventDefault());
    open.onsuccess = () => {
      const database = open.result;
      if (database.objectStoreNames.contains(CART_STORE)) {
        const count = database.transaction(CART_STORE).objectStore(CART_STORE).count(CARTS_KEY);
        count.onsuccess = () => {
          if (count.result > 0) then();
        };
      }
      database.close();
    };
  } catch {}
}
