/**
 * The security headers (docs/rules/security.md) that are the same on every response: the worker
 * adds them to what it renders, and the build writes them into `_headers` for the static assets.
 */
export const FIXED_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
} as const;
