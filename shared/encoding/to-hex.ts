/**
 * The bytes as lower-case hex, two characters each: digests, signatures and random ids are
 * written this way in keys, cookies and URLs.
 */
export function toHex(bytes: Uint8Array | ArrayBuffer): string {
  return Array.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
