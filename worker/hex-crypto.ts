import { toHex } from '../shared/encoding/to-hex';

/** SHA-256 of the UTF-8 text, as 64 lower-case hex characters. */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))));
}

/** 32 bytes from the cryptographic random source as 64 hex characters: share ids and edit keys. */
export function randomHex64(): string {
  return toHex(crypto.getRandomValues(new Uint8Array(32)));
}

/** Compares two equal-length hex strings without stopping at the first difference. */
export function sameHex(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index++) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}
