import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import type { LookupUpstream } from '../context';

/**
 * Counts a lookup by an id from the address that no cache answers (a share, an event's open
 * check, an application's attachments) against the client's `lookup` limit and the ceiling of
 * all clients' lookups of its upstream (`beforeLookup` of the request context): over either, 429
 * `rate_limited` with `Retry-After`, uncached (the app's error handler).
 */
export function lookupLimit(upstream: LookupUpstream): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await c.var.context.beforeLookup(upstream);
    await next();
  };
}
