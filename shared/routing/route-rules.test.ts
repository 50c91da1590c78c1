import { describe, expect, test } from 'vitest';
import { checkRouteMiddleware, decideRedirect, redirectForPath, routeRulesSchema } from './route-rules';

const rules = routeRulesSchema.parse({
  '/old': { redirect: { to: '/kurs/new' } },
  '/out': { redirect: { to: 'https://example.org/x', external: true, statusCode: 302 } },
  '/sneaky': { redirect: { to: 'https://example.org/x' } },
  '/js': { redirect: { to: 'javascript:alert(1)', external: true } },
  '/proto-relative': { redirect: { to: '//evil.example' } },
});

describe('route rules', () => {
  test('an internal redirect keeps its path and defaults to 301', () => {
    expect(redirectForPath(rules, '/old')).toEqual({ ok: true, location: '/kurs/new', statusCode: 301, external: false });
  });

  test('an external redirect is followed only when the rule says external', () => {
    expect(redirectForPath(rules, '/out')).toMatchObject({ ok: true, location: 'https://example.org/x', external: true });
    expect(redirectForPath(rules, '/sneaky')).toEqual({ ok: false, code: 'external-not-allowed' });
  });

  test('a protocol-relative target counts as external', () => {
    expect(redirectForPath(rules, '/proto-relative')).toEqual({ ok: false, code: 'external-not-allowed' });
  });

  test('a target starting with a slash and a backslash is protocol-relative, so external', () => {
    expect(decideRedirect({ to: '/\\evil.example', external: false, statusCode: 302 })).toEqual({ ok: false, code: 'external-not-allowed' });
    expect(decideRedirect({ to: '\\/evil.example', external: false, statusCode: 302 })).toEqual({ ok: false, code: 'external-not-allowed' });
    expect(decideRedirect({ to: '/\\evil.example', external: true, statusCode: 302 })).toEqual({ ok: false, code: 'protocol-not-allowed' });
  });

  test('a javascript: target is refused even when marked external', () => {
    expect(redirectForPath(rules, '/js')).toEqual({ ok: false, code: 'protocol-not-allowed' });
    expect(decideRedirect({ to: ' JavaScript:alert(1)', external: true, statusCode: 301 })).toEqual({
      ok: false,
      code: 'protocol-not-allowed',
    });
    expect(decideRedirect({ to: 'data:text/html,x', external: true, statusCode: 301 }).ok).toBe(false);
  });

  test('paths without a rule get no decision', () => {
    expect(redirectForPath(rules, '/nothing')).toBeNull();
  });

  test('rules with a bad path or status are rejected by the schema', () => {
    expect(routeRulesSchema.safeParse({ 'no-slash': { redirect: { to: '/' } } }).success).toBe(false);
    expect(routeRulesSchema.safeParse({ '/x': { redirect: { to: '/', statusCode: 200 } } }).success).toBe(false);
    expect(routeRulesSchema.safeParse({ '/x': { redirect: { to: '' } } }).success).toBe(false);
  });
});

describe('route middleware named by the rules', () => {
  const named = routeRulesSchema.parse({ '/kampanj': { appMiddleware: ['noindex'] }, '/old': { redirect: { to: '/' } } });

  test('rules that name only defined middleware pass', () => {
    expect(checkRouteMiddleware(named, ['noindex'])).toEqual({ ok: true });
  });

  test('a middleware nobody defined is an error naming it and the valid ones', () => {
    const unknown = routeRulesSchema.parse({ '/kampanj': { appMiddleware: ['noindex', 'members-only'] } });
    expect(checkRouteMiddleware(unknown, ['noindex'])).toEqual({
      ok: false,
      path: '/kampanj',
      name: 'members-only',
      message: "Unknown route middleware: 'members-only'. Valid middleware: 'noindex'.",
    });
  });

  test('a misspelt rule key or a malformed middleware name is refused when the rules are read', () => {
    expect(routeRulesSchema.safeParse({ '/x': { middleware: ['noindex'] } }).success).toBe(false);
    expect(routeRulesSchema.safeParse({ '/x': { appMiddleware: ['No Index'] } }).success).toBe(false);
  });
});
