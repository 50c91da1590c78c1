import { setCookie, deleteCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { toHex } from '../shared/encoding/to-hex';
import type { AppEnv } from './app-env';
import type { Config } from './config';
import { requestUrl } from './request-url';

/** Session cookie that keeps preview mode on for the browser session. */
export const PREVIEW_COOKIE = 'fei_preview';
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

/**
 * Preview mode of one request. `staff` is true only when preview is asked for and the staff token
 * is valid; only then is nothing cached. `active` is `staff`, or the /preview page itself (always a
 * preview page, but without staff it shows only published items, through the caches).
 */
export interface PreviewState {
  active: boolean;
  staff: boolean;
  /** The staff token to forward to the content service (only when `staff`). */
  token: string | null;
}

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

function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

const PREVIEW_PAGE = /^(?:\/en)?\/preview(?:\/_payload\.json)?$/;

/**
 * Reads preview mode from a request. Preview is asked for with `?preview=true`, the session flag,
 * or on the /preview page itself (the CMS's preview links land there), but it bypasses the caches
 * only with a valid staff token: without one, the flag and the parameter change nothing, so a
 * flood of them is served from the page and content caches like any public request.
 */
export async function readPreviewState(request: Request, config: Config, nowMs = Date.now()): Promise<PreviewState> {
  const url = requestUrl(request);
  const cookies = request.headers.get('cookie');
  const parameter = url.searchParams.get('preview');
  const previewPage = PREVIEW_PAGE.test(url.pathname);
  const requested = parameter === 'true' || (parameter !== 'false' && (cookieValue(cookies, PREVIEW_COOKIE) === '1' || previewPage));
  if (!requested) return { active: false, staff: false, token: null };
  const token = cookieValue(cookies, STAFF_TOKEN_COOKIE);
  const staff = token ? await verifyStaffToken(token, config.PREVIEW_SECRET, nowMs) : false;
  return { active: staff || previewPage, staff, token: staff && token ? token : null };
}

/**
 * For staff, `?preview=true` sets the session flag; `?preview=false` clears it and redirects to
 * the same URL without the parameter. Responses in preview are never cached anywhere. Without a
 * valid staff token nothing is set and the response is the public one.
 */
export const previewMode = createMiddleware<AppEnv>(async (c, next) => {
  const url = requestUrl(c.req.raw);
  const parameter = url.searchParams.get('preview');
  const secure = c.var.config.COOKIE_SECURE;
  if (parameter === 'false') {
    deleteCookie(c, PREVIEW_COOKIE, { path: '/', secure });
    const without = new URL(url);
    without.searchParams.delete('preview');
    c.header('Cache-Control', 'private, no-store');
    // Two leading slashes would make the Location protocol-relative ('//evil.example'): another site.
    return c.redirect(without.pathname.replace(/^\/{2,}/, '/') + without.search, 302);
  }
  const state = await readPreviewState(c.req.raw, c.var.config);
  if (parameter === 'true' && state.staff) {
    setCookie(c, PREVIEW_COOKIE, '1', { path: '/', httpOnly: true, sameSite: 'Lax', secure });
  }
  await next();
  if (state.active) {
    // Shared caches must never keep a page that may show unpublished content.
    try {
      c.res.headers.set('Cache-Control', 'private, no-store');
    } catch {
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set('Cache-Control', 'private, no-store');
    }
  }
});
