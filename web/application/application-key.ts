import { toHex } from '../../shared/encoding/to-hex';

/** The header the application API reads the applicant's key from. */
export const APPLICATION_KEY_HEADER = 'X-Application-Key';

const storageKey = (cartId: string) => `fei:application:${cartId}`;
let memory: Record<string, string> = {};

/**
 * This browser's random key for the application of a cart (64 hex characters), created on first
 * use and kept in localStorage. Cart ids are not private (most are `default`), so the key is what
 * keeps one applicant's attachments apart from another's. It is deliberately not a `fei:checkout`
 * field, so it never travels with a shared cart.
 */
export function applicationKey(cartId: string): string {
  try {
    const stored = window.localStorage.getItem(storageKey(cartId));
    if (stored && /^[0-9a-f]{64}$/.test(stored)) return stored;
  } catch {
    // No storage: keep the key for this page only.
  }
  const key = memory[cartId] ?? toHex(crypto.getRandomValues(new Uint8Array(32)));
  memory = { ...memory, [cartId]: key };
  try {
    window.localStorage.setItem(storageKey(cartId), key);
  } catch {
    // As above.
  }
  return key;
}

/** Headers of every application API call for a cart. */
export const applicationHeaders = (cartId: string) => ({ [APPLICATION_KEY_HEADER]: applicationKey(cartId) });
