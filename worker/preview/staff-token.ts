import { toHex } from '../../shared/encoding/to-hex';

/**
 * The staff token: a signed, expiring cookie that unlocks preview. `__Host-` makes the browser
 * accept it only when Secure, for path / and without a Domain, so no sibling host or plain-http
 * page can set or overwrite it (browsers treat http://localhost as secure, so it works locally).
 */
export const STAFF_TOKEN_COOKIE = '__Host-fei_preview_staff';
/** Staff tokens last a working day. */
export const STAFF_TOKEN_SECONDS = 12 * 60 * 60;

const TOKEN_PREFIX = 'v1';
const encoder = new TextEncoder();

function hmacKey(secret: string, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);
}

function fromHex(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^(?:[0-9a-f]{2})+$/.test(hex)) return null;
  return Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));
}

/** A staff token `v1.{expiry in unix seconds}.{HMAC-SHA-256 of "v1.{expiry}" in hex}`. */
export async function signStaffToken(secret: string, expiresAtSeconds: number): Promise<string> {
  const payload = `${TOKEN_PREFIX}.${expiresAtSeconds}`;
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret, 'sign'), encoder.encode(payload));
  return `${payload}.${toHex(signature)}`;
}

/** True for a token signed with `secret` that has not expired (constant-time check via subtle.verify). */
export async function verifyStaffToken(token: string, secret: string | undefined, nowMs = Date.now()): Promise<boolean> {
  if (!secret) return false;
  const match = /^v1\.(\d{1,12})\.([0-9a-f]{64})$/.exec(token);
  if (!match) return false;
  const expiresAt = Number(match[1]);
  if (expiresAt * 1000 <= nowMs) return false;
  const signature = fromHex(match[2] ?? '');
  if (!signature) return false;
  return crypto.subtle.verify('HMAC', await hmacKey(secret, 'verify'), signature, encoder.encode(`${TOKEN_PREFIX}.${expiresAt}`));
}
