import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { RATE_LIMITS, type RateLimitName, rateLimited, withinLimit } from '../rate-limits';

/**
 * Limits one kind of call per client with the platform's rate limiter. Over the limit: 429 in the
 * API's error shape (`rate_limited`) with `Retry-After`, the limiter's whole period: its windows
 * are fixed, so the client is sure to be let through again by then.
 */
export function rateLimit(name: RateLimitName): MiddlewareHandler<AppEnv> {
  const { periodSeconds } = RATE_LIMITS[name];
  return async (c, next) => {
    if (!(await withinLimit(name, c.env, c.req.raw, c.var.config.ENVIRONMENT === 'production'))) {
      c.header('Retry-After', String(periodSeconds));
      c.header('Cache-Control', 'no-store');
      throw rateLimited(name);
    }
    await next();
  };
}
