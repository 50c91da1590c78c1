import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { OrderToken } from '../shared/schemas/order-token';
import type { AppEnv } from './app-env';
import { signingPagePath } from './ports/signing';

// The local signing page asks for the order's token like every call about the order, but a
// browser opens it from a link: the token reaches it in a cookie that only that page's path
// receives (never in its URL), set when the page's document is made (`POST /api/docs/create`).

/** The cookie that carries the order token to the local signing page (its own path only). */
export const SIGNING_TOKEN_COOKIE = 'fei_order_token';

/** How long the signing page's cookie lives: a day, far beyond any seat hold. */
const SIGNING_COOKIE_SECONDS = 86_400;

/**
 * Hands the order's token to the signing page of `documentId`. Secure as every cookie of the
 * site: by the request's configuration (`COOKIE_SECURE`, always on over https: `configForRequest`).
 */
export function setSigningTokenCookie(c: Context<AppEnv>, documentId: string, token: OrderToken): void {
  setCookie(c, SIGNING_TOKEN_COOKIE, token, {
    path: signingPagePath(documentId),
    httpOnly: true,
    sameSite: 'Lax',
    secure: c.var.config.COOKIE_SECURE,
    maxAge: SIGNING_COOKIE_SECONDS,
  });
}

/** The token the signing page's cookie carries, unchecked. */
export function signingTokenCookie(c: Context<AppEnv>): string | undefined {
  return getCookie(c, SIGNING_TOKEN_COOKIE);
}
