import { z } from 'zod';

const SAFE_PROTOCOLS = new Set(['http:', 'https:']);

const redirectSchema = z.object({
  to: z.string().min(1).max(2048),
  statusCode: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]).default(301),
  /** An external target is only followed when the rule says so explicitly; otherwise it is a navigation error. */
  external: z.boolean().default(false),
});

/** A named route middleware: lower-case words joined by hyphens. */
const middlewareNameSchema = z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, 'a middleware name is lower-case words joined by hyphens');

/**
 * Route rules keyed by exact path (served as builds/meta/{buildId}.json): a redirect, and the
 * named route middleware (`appMiddleware`) that runs for the path.
 */
export const routeRulesSchema = z.record(
  z.string().regex(/^\/[^\s?#]*$/, 'a rule path starts with / and has no query'),
  z.object({ redirect: redirectSchema.optional(), appMiddleware: z.array(middlewareNameSchema).max(10).optional() }).strict(),
);
export type RouteRules = z.infer<typeof routeRulesSchema>;

export type RedirectDecision =
  | { ok: true; location: string; statusCode: 301 | 302 | 307 | 308; external: boolean }
  | { ok: false; code: 'external-not-allowed' | 'protocol-not-allowed' };

function protocolOf(target: string): string | null {
  const match = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(target.trim());
  return match ? `${match[1]!.toLowerCase()}:` : null;
}

/**
 * Decides where a redirect rule may send a visitor. Internal targets are paths on this site;
 * anything with a scheme or a protocol-relative `//host` is external and needs `external: true`;
 * only http and https are ever followed, so `javascript:` and `data:` are refused.
 */
export function decideRedirect(rule: z.infer<typeof redirectSchema>): RedirectDecision {
  const target = rule.to.trim();
  const protocol = protocolOf(target);
  // Browsers read a backslash as a slash, so '/\\host' and '\\\\host' are protocol-relative too.
  const isExternal = protocol !== null || /^[/\\]{2}/.test(target) || target.startsWith('\\');
  if (!isExternal) {
    if (!target.startsWith('/')) return { ok: false, code: 'protocol-not-allowed' };
    return { ok: true, location: target, statusCode: rule.statusCode, external: false };
  }
  if (protocol !== null && !SAFE_PROTOCOLS.has(protocol)) return { ok: false, code: 'protocol-not-allowed' };
  if (!rule.external) return { ok: false, code: 'external-not-allowed' };
  if (protocol === null) return { ok: false, code: 'protocol-not-allowed' };
  return { ok: true, location: target, statusCode: rule.statusCode, external: true };
}

/** The redirect for a path, if a rule names it; null when no rule applies. */
export function redirectForPath(rules: RouteRules, pathname: string): RedirectDecision | null {
  const rule = rules[pathname]?.redirect;
  return rule ? decideRedirect(rule) : null;
}

export type RouteMiddlewareCheck = { ok: true } | { ok: false; path: string; name: string; message: string };

/**
 * Whether every route middleware the rules name is one of `known`. A name nobody defined is an
 * error (the spec's error table: unknown route middleware), never silently skipped: the message
 * names it and the valid ones.
 */
export function checkRouteMiddleware(rules: RouteRules, known: readonly string[]): RouteMiddlewareCheck {
  for (const [path, rule] of Object.entries(rules)) {
    for (const name of rule.appMiddleware ?? []) {
      if (known.includes(name)) continue;
      const valid = known.map((entry) => `'${entry}'`).join(', ');
      return { ok: false, path, name, message: `Unknown route middleware: '${name}'. Valid middleware: ${valid}.` };
    }
  }
  return { ok: true };
}
