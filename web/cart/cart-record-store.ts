/** The IndexedDB key of the record of carts by id (`default` and the ids of `slug` routes). */
export const CARTS_KEY = 'fei:carts-2.2';

/**
 * Where the record of carts by id is kept. The browser implementation is IndexedDB through
 * idb-keyval; tests use `memoryCartRecordStore`. Values are untrusted: whoever reads validates.
 */
export interface CartRecordStore {
  /** The stored record, whatever it is (undefined when nothing is stored). */
  read(): Promise<unknown>;
  /** Replaces the record with what `change` makes of the current one, in one atomic step. */
  update(change: (current: unknown) => unknown): Promise<void>;
}

/** A record store in memory, cloning values the way IndexedDB does. For tests. */
export function memoryCartRecordStore(initial?: unknown): CartRecordStore & { value: unknown } {
  const store = {
    value: initial === undefined ? undefined : structuredClone(initial),
    async read() {
      return store.value === undefined ? undefined : structuredClone(store.value);
    },
    async update(change: (current: unknown) => unknown) {
      const current = store.value === undefined ? undefined : structuredClone(store.value);
      store.value = structuredClone(change(current));
    },
  };
  return store;
}

/** The stored value as a record of entries, or undefined when it is no plain object at all. */
export function asCartRecord(value: unknown): Record<string, unknown> | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null ? (value as Record<string, unknown>) : undefined;
}
