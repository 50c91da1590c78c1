import type { Language } from '../../shared/i18n/languages';
import type { RouteHandle } from '../../shared/routing/route-handle';

/** The id of a page route in the router: one per route name and language. */
export function routeId(name: RouteHandle['name'], language: Language): string {
  return `${name}:${language}`;
}
