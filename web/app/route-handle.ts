import type { Language } from '../../shared/i18n/languages';
import type { Layout, RouteName } from '../../shared/routing/route-table';

/** What every page route carries in react-router's `handle`: its name, language and layout. */
export interface RouteHandle {
  name: RouteName | 'not-found';
  language: Language;
  layout: Layout;
}

/** The id of a page route in the router: one per route name and language. */
export function routeId(name: RouteHandle['name'], language: Language): string {
  return `${name}:${language}`;
}
