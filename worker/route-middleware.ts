import type { MiddlewareHandler } from 'hono';
import { checkRouteMiddleware, type RouteRules } from '../shared/routing/route-rules';

/**
 * The route middleware that route rules may name (`appMiddleware`), each run for the rule's path
 * before the page: `noindex` keeps a page out of search engines (a campaign or a page kept for
 * old links) with `X-Robots-Tag: noindex`.
 */
export const ROUTE_MIDDLEWARE: Readonly<Record<string, MiddlewareHandler>> = {
  noindex: async (c, next) => {
    await next();
    c.res.headers.set('X-Robots-Tag', 'noindex');
  },
};

/** Raised when route rules name a middleware nobody defined (the spec's error table). */
export class UnknownRouteMiddlewareError extends Error {
  override name = 'UnknownRouteMiddlewareError';
}

/**
 * Checks the rules' middleware names against the ones defined here; throws for a name nobody
 * defined, so a misnamed rule stops the worker at start instead of silently doing nothing.
 */
export function assertRouteMiddlewareKnown(rules: RouteRules): void {
  const check = checkRouteMiddleware(rules, Object.keys(ROUTE_MIDDLEWARE));
  if (!check.ok) throw new UnknownRouteMiddlewareError(`${check.message} (route rule ${check.path})`);
}
