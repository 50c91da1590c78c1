import { createMiddleware } from 'hono/factory';
import { redirectForPath, type RouteRules } from '../../shared/routing/route-rules';
import { fallbackErrorPage } from '../fallback-error-page';
import { requestUrl } from '../request-url';
import { ROUTE_MIDDLEWARE, UnknownRouteMiddlewareError } from '../route-middleware';
import type { AppEnv } from '../app-env';
import { logEvent } from '../request-log';

/**
 * Applies the route-rules file: its redirects, then the named route middleware of the path. A
 * rule whose target is not allowed (external without `external: true`, or a protocol such as
 * javascript:) is a navigation error: the visitor gets the 404 error page instead of being sent
 * anywhere. A middleware name nobody defined is an error (`createApp` refuses such rules at start).
 */
export function routeRules(rules: RouteRules, stylesheets: readonly string[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const pathname = requestUrl(c.req.raw).pathname;
    const decision = redirectForPath(rules, pathname);
    if (decision === null) {
      const names = Object.hasOwn(rules, pathname) ? (rules[pathname]?.appMiddleware ?? []) : [];
      const chain = names.map((name) => {
        const middleware = Object.hasOwn(ROUTE_MIDDLEWARE, name) ? ROUTE_MIDDLEWARE[name] : undefined;
        if (!middleware) throw new UnknownRouteMiddlewareError(`Unknown route middleware: '${name}'`);
        return middleware;
      });
      const run = (index: number): Promise<void> => {
        const middleware = chain[index];
        return middleware ? Promise.resolve(middleware(c, () => run(index + 1))).then(() => undefined) : next();
      };
      return run(0);
    }
    if (decision.ok) return c.redirect(decision.location, decision.statusCode);
    logEvent('warn', 'route_rule_refused', c.var.trace.requestId, { code: decision.code });
    return c.html(fallbackErrorPage(c.req.path, 404, stylesheets, c.var.trace.requestId), 404);
  });
}
