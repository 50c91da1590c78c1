import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../i18n/languages';
import { ROUTES, routeDefinition, type RouteName } from './route-table';

export type RouteParams = Readonly<Record<string, string | undefined>>;

/** A route pattern's segment: literal text, or a parameter (`:slug`, optional as `:slug?`). */
type PatternSegment = { literal: string } | { key: string; optional: boolean };

/** Patterns split into segments, once each: a page builds dozens of paths from the same few. */
const compiledPatterns = new Map<string, readonly PatternSegment[]>();

function segmentsOf(pattern: string): readonly PatternSegment[] {
  let segments = compiledPatterns.get(pattern);
  if (!segments) {
    segments = pattern
      .split('/')
      .slice(1)
      .filter((segment) => segment !== '')
      .map((segment) => {
        if (!segment.startsWith(':')) return { literal: segment };
        const optional = segment.endsWith('?');
        return { key: segment.slice(1, optional ? -1 : undefined), optional };
      });
    compiledPatterns.set(pattern, segments);
  }
  return segments;
}

/**
 * Builds the path of a named route in a language, e.g. ('course', 'en', { slug: 'x' }) -> '/en/course/x'.
 * Throws when a required parameter is missing: that is a programming error, not user input.
 */
export function pathFor(name: RouteName, language: Language, params: RouteParams = {}): string {
  let path = '';
  for (const segment of segmentsOf(routeDefinition(name).paths[language])) {
    if ('literal' in segment) {
      path += `/${segment.literal}`;
      continue;
    }
    const value = params[segment.key];
    if (value === undefined || value === '') {
      if (segment.optional) continue;
      throw new Error(`Route ${name} needs parameter ${segment.key}`);
    }
    path += `/${encodeURIComponent(value)}`;
  }
  return path || '/';
}

function matches(segments: readonly PatternSegment[], parts: readonly string[]): boolean {
  let at = 0;
  for (const segment of segments) {
    const part = parts[at];
    if ('literal' in segment) {
      if (part !== segment.literal) return false;
      at += 1;
    } else if (part !== undefined) at += 1;
    else if (!segment.optional) return false;
  }
  return at === parts.length;
}

/**
 * The route a site path of a language belongs to, by the route table's patterns in their order
 * (the generic page last), e.g. ('/en/search', 'en') -> 'search'; null for a path none matches.
 * Only the shape is matched: whether the parameters are valid is the route's own check.
 */
export function routeOfPath(pathname: string, language: Language): RouteName | null {
  const parts = pathname.split('/').filter((part) => part !== '');
  return ROUTES.find((route) => matches(segmentsOf(route.paths[language]), parts))?.name ?? null;
}

/** The path of the same route in every language, for hreflang alternates and the language switch. */
export function alternatePaths(name: RouteName, paramsByLanguage: Partial<Record<Language, RouteParams>>): Partial<Record<Language, string>> {
  const result: Partial<Record<Language, string>> = {};
  for (const language of LANGUAGES) {
    const params = paramsByLanguage[language];
    if (params) result[language] = pathFor(name, language, params);
  }
  return result;
}

/** The home path of a language: '/' for the default language, '/{code}' otherwise. */
export function homePath(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '/' : `/${language}`;
}

/** Removes trailing slashes from a path (the site answers them with a 301); the root path stays '/'. */
export function withoutTrailingSlash(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * A link with the trailing slashes of its site path removed (trailing slashes are
 * removed from links), keeping its query and fragment: `/kontakt/?a=1#help` -> `/kontakt?a=1#help`.
 * Anchors, absolute URLs and protocol-relative `//host` links are returned unchanged.
 */
export function linkWithoutTrailingSlash(href: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const end = href.search(/[?#]/);
  const path = end === -1 ? href : href.slice(0, end);
  return withoutTrailingSlash(path) + (end === -1 ? '' : href.slice(end));
}
