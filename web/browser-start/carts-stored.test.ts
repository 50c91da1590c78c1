import { describe, expect, test, vi } from 'vitest';
import { CART_DATABASE, CART_STORE } from '../cart/cart-database';
import { CARTS_KEY } from '../cart/cart-record-store';
import { whenCartsStored } from './carts-stored';

// IndexedDB as the probe sees it: a database that exists or not, with or without the carts' store
// and record. Its requests answer synchronously when their handlers are set, which is all the
// probe needs (it reads once and never writes).

type Databases = Record<string, Record<string, Record<string, unknown>>>;

function fakeIndexedDB(databases: Databases) {
  const created: string[] = [];
  const factory = {
    open(name: string) {
      const request: Record<string, unknown> & { addEventListener: (type: string, listener: unknown) => void } = {
        addEventListener: () => {},
      };
      const exists = name in databases;
      const stores = databases[name] ?? {};
      const database = {
        objectStoreNames: { contains: (store: string) => store in stores },
        transaction: (store: string) => ({
          objectStore: () => {
            const count: Record<string, unknown> = {};
            queueMicrotask(() => {
              count.result = Object.keys(stores[store] ?? {}).filter((key) => key === CARTS_KEY).length;
              (count.onsuccess as () => void)();
            });
            return { count: () => count };
          },
        }),
        close: () => {},
      };
      let aborted = false;
      queueMicrotask(() => {
        if (!exists) {
          request.transaction = { abort: () => (aborted = true) };
          (request.onupgradeneeded as () => void)();
          if (!aborted) created.push(name);
          return;
        }
        request.result = database;
        (request.onsuccess as () => void)();
      });
      return request;
    },
  };
  return { indexedDB: factory as unknown as IDBFactory, created };
}

const settled = () => new Promise((done) => setTimeout(done, 0));

describe('the islands start in a browser with stored carts', () => {
  test('a record of carts starts them', async () => {
    const { indexedDB } = fakeIndexedDB({ [CART_DATABASE]: { [CART_STORE]: { [CARTS_KEY]: {} } } });
    const start = vi.fn();
    whenCartsStored(indexedDB, start);
    await settled();
    expect(start).toHaveBeenCalledOnce();
  });

  test('an empty store, a database without the store, or no database starts nothing, and no database is created', async () => {
    for (const databases of [{ [CART_DATABASE]: { [CART_STORE]: {} } }, { [CART_DATABASE]: {} }, {}] as Databases[]) {
      const { indexedDB, created } = fakeIndexedDB(databases);
      const start = vi.fn();
      whenCartsStored(indexedDB, start);
      await settled();
      expect(start).not.toHaveBeenCalled();
      expect(created).toEqual([]);
    }
  });

  test('a browser whose IndexedDB throws starts nothing and throws nothing', () => {
    const start = vi.fn();
    const broken = {
      open: () => {
        throw new Error('SecurityError');
      },
    } as unknown as IDBFactory;
    expect(() => whenCartsStored(broken, start)).not.toThrow();
    expect(start).not.toHaveBeenCalled();
  });
});
