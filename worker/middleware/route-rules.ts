import { createMiddleware } from 'hono/factory';
import { redirectForPath, type RouteRules } from '../../shared/routing/route-rules';
import { fallbackErrorPage } from '../fallback-error-page';
import { requestUrl } from '../request-url';

/**
 * Applies the redirect rules of the route-rules file. A rule whose target is not allowed
 * (external without `external: true`, or a protocol such as javascript:) is a navigation error:
 * the visitor gets the 404 error page instead of being sent anywhere.
 */
export function routeRules(rules: RouteRules, stylesheets: readonly string[]) {
  return createMiddleware(async (c, next) => {
    const decision = redirectForPath(rules, requestUrl(c.req.raw).pathname);
    if (decision === null) return next();
    if (decision.ok) return c.redirect(decision.location, decision.statusCode as 301 | 302 | 307 | 308);
    console.warn(`route rule for ${c.req.path} refused: ${decision.code}`);
    return c.html(fallbackErrorPage(c.req.path, 404, stylesheets), 404);
  });
}
