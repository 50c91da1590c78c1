import { useCallback } from 'react';
import {
  clearCheckoutFields,
  importCheckoutFields,
  readCheckoutFields,
  writeCheckoutField,
  type CheckoutFieldStore,
} from '../../shared/checkout/checkout-storage';
import { useStoreValue } from '../lib/use-store-value';

/** Saved checkout values of one cart: field name to text. */
export type SavedFields = Readonly<Record<string, string>>;

const EMPTY: SavedFields = Object.freeze({});
/** The saved fields as the server renders them: none. */
const serverFields = () => EMPTY;
const cache = new Map<string, SavedFields>();
const listeners = new Set<() => void>();

function storage(): CheckoutFieldStore | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage blocked (privacy settings): the forms still work, they just forget on reload.
    return undefined;
  }
}

function emit(): void {
  cache.clear();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('fei:checkout')) emit();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The saved fields of a cart, read from localStorage (`fei:checkout:{cartId}:{field}`). */
export function savedFields(cartId: string): SavedFields {
  let fields = cache.get(cartId);
  if (!fields) {
    const store = storage();
    fields = store ? readCheckoutFields(store, cartId) : EMPTY;
    cache.set(cartId, fields);
  }
  return fields;
}

/** Saves form values of a cart (an empty value removes the field). */
export function saveFields(cartId: string, values: Readonly<Record<string, string>>): void {
  const store = storage();
  if (!store) return;
  for (const [name, value] of Object.entries(values)) writeCheckoutField(store, cartId, name, value);
  emit();
}

/** Forgets saved fields: one cart's, or every cart's. */
export function clearSavedFields(cartId?: string): void {
  const store = storage();
  if (store) clearCheckoutFields(store, cartId);
  emit();
}

/**
 * Replaces a cart's saved fields with those of a shared cart: 'imported'; 'refused' when they fail
 * their validation (the saved fields stay as they were); 'unavailable' when storage is blocked.
 */
export function importSavedFields(cartId: string, fields: unknown): 'imported' | 'refused' | 'unavailable' {
  const store = storage();
  if (!store) return 'unavailable';
  const result = importCheckoutFields(store, cartId, fields);
  emit();
  return result.ok ? 'imported' : 'refused';
}

/** The saved fields of a cart in a component; none on the server and during hydration. */
export function useSavedFields(cartId: string): SavedFields {
  const read = useCallback(() => savedFields(cartId), [cartId]);
  return useStoreValue(subscribe, read, serverFields);
}
