import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { FIXED_SECURITY_HEADERS } from '../fixed-security-headers';

function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Content-Security-Policy with a fresh nonce per response. Scripts run only with the nonce
 * (plus what those scripts load, through 'strict-dynamic'); no 'unsafe-inline' for scripts.
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://image.mux.com https://www.googletagmanager.com",
    "media-src 'self' blob: https://stream.mux.com",
    "connect-src 'self' https://*.algolia.net https://*.algolianet.com https://*.mux.com https://www.google-analytics.com",
    "font-src 'self'",
    "frame-src 'self' https://www.googletagmanager.com",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Adds the security headers of DECISIONS.md section 4 to every response the worker makes. */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  const nonce = createNonce();
  c.set('nonce', nonce);
  await next();
  const headers = c.res.headers;
  headers.set('Content-Security-Policy', contentSecurityPolicy(nonce));
  for (const [name, value] of Object.entries(FIXED_SECURITY_HEADERS)) headers.set(name, value);
  const hsts = c.var.config.HSTS_MAX_AGE;
  if (hsts !== undefined) headers.set('Strict-Transport-Security', `max-age=${hsts}; includeSubDomains`);
});
