import { CustomerTypeSchema } from '../schemas/customer';
import { SharedFieldsSchema } from '../schemas/share';

/** Every saved checkout form value lives under a key starting with this. */
export const CHECKOUT_STORAGE_PREFIX = 'fei:checkout';

/**
 * The little of the Web Storage interface the checkout needs; `localStorage` fits as it is, and
 * tests pass a Map-backed stand-in.
 */
export interface CheckoutFieldStore {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Saved field names are dotted form paths such as `customer.address.zip` or `participant.draft.email`. */
const FIELD_NAME = /^[A-Za-z0-9_.:@+-]{1,200}$/;

/**
 * Path parts that would reach an object's prototype when the forms rebuild objects from dotted
 * names (`customer.__proto__.x` would write to Object.prototype). Saved fields come from other
 * versions of the site and from shared carts, so they are untrusted.
 */
const UNSAFE_PART = /(?:^|[.:])(?:__proto__|prototype|constructor)(?:$|[.:])/;

/** Whether a text can be used as a saved field name. */
export function isCheckoutFieldName(name: string): boolean {
  return FIELD_NAME.test(name) && !UNSAFE_PART.test(name);
}

/** The storage key of one form field of one cart: `fei:checkout:{cartId}:{field}`. */
export function checkoutFieldKey(cartId: string, field: string): string {
  return `${CHECKOUT_STORAGE_PREFIX}:${cartId}:${field}`;
}

function keysOf(store: CheckoutFieldStore, prefix: string): string[] {
  const keys: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  return keys;
}

/**
 * Fields that take one of a few values. A value saved by an older version (or typed into a shared
 * cart) that is not one of them is dropped on reading, so the form falls back to its default
 * instead of showing neither choice (a `customer.type` of 'corporation' left the company form
 * with the private person's labels).
 */
const CHOICES: Readonly<Record<string, readonly string[]>> = {
  'customer.type': CustomerTypeSchema.options,
};

/** Whether a saved value fits its field (any text, or one of the field's choices). */
function fitsField(name: string, value: string): boolean {
  const choices = Object.hasOwn(CHOICES, name) ? CHOICES[name] : undefined;
  return !choices || choices.includes(value);
}

/** Reads every saved field of a cart as a flat record of field name to value. */
export function readCheckoutFields(store: CheckoutFieldStore, cartId: string): Record<string, string> {
  const prefix = checkoutFieldKey(cartId, '');
  const fields: Record<string, string> = {};
  for (const key of keysOf(store, prefix)) {
    const name = key.slice(prefix.length);
    const value = store.getItem(key);
    if (value !== null && isCheckoutFieldName(name) && fitsField(name, value)) fields[name] = value;
  }
  return fields;
}

/** Saves one field; an empty value removes it, so cleared inputs stay cleared after a reload. */
export function writeCheckoutField(store: CheckoutFieldStore, cartId: string, field: string, value: string): void {
  if (!isCheckoutFieldName(field)) return;
  const key = checkoutFieldKey(cartId, field);
  if (value === '') store.removeItem(key);
  else store.setItem(key, value);
}

/** Removes the saved fields of one cart, or every saved checkout value when no cart is named. */
export function clearCheckoutFields(store: CheckoutFieldStore, cartId?: string): void {
  const prefix = cartId === undefined ? CHECKOUT_STORAGE_PREFIX : checkoutFieldKey(cartId, '');
  for (const key of keysOf(store, prefix)) store.removeItem(key);
}

/** The result of importing saved fields (from a shared cart). */
export type ImportFieldsResult = { ok: true; value: number } | { ok: false; code: 'invalid-fields' };

/**
 * Replaces the saved fields of a cart with those of a shared cart. The input is untrusted: it is
 * validated (at most 200 text fields with safe names) and nothing changes when it is refused.
 */
export function importCheckoutFields(store: CheckoutFieldStore, cartId: string, fields: unknown): ImportFieldsResult {
  const parsed = SharedFieldsSchema.safeParse(fields);
  if (!parsed.success) return { ok: false, code: 'invalid-fields' };
  const entries = Object.entries(parsed.data);
  if (entries.some(([name]) => !isCheckoutFieldName(name))) return { ok: false, code: 'invalid-fields' };
  clearCheckoutFields(store, cartId);
  for (const [name, value] of entries) writeCheckoutField(store, cartId, name, value);
  return { ok: true, value: entries.length };
}

/** A Map-backed store for tests and for places without Web Storage (server rendering). */
export function memoryFieldStore(): CheckoutFieldStore {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
  };
}
