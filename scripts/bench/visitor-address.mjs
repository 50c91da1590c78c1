// The benches stand for many visitors, not one script: the n-th request comes from its own client
// address (`CF-Connecting-IP`), so the worker's per-client limits (worker/rate-limits.ts) see
// visitors, as the site meets them, rather than one client asking far more often than any person.

/** The n-th visitor's IPv4 address, in 10.0.0.0/8 (distinct for n below 2^24). */
export const visitorAddress = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** `headers` with the n-th visitor's address as the client address. */
export const fromVisitor = (headers, n) => ({ ...headers, 'CF-Connecting-IP': visitorAddress(n) });
