import { isLanguage, type Language } from '../i18n/languages';
import { ROUTE_NAMES, type Layout, type RouteName } from './route-table';

/** What every page route carries in react-router's `handle`: its name, language and layout. */
export interface RouteHandle {
  name: RouteName | 'not-found';
  language: Language;
  layout: Layout;
}

const LAYOUTS: readonly Layout[] = ['default', 'checkout', 'application'];

/**
 * A matched route's handle as the site's page routes write it (web/routes.tsx), or undefined for
 * a route without one (the root): react-router types a handle as anything, so it is checked here,
 * once, for the worker's page route and the web app alike.
 */
export function routeHandleOf(handle: unknown): RouteHandle | undefined {
  if (typeof handle !== 'object' || handle === null || !('name' in handle && 'language' in handle && 'layout' in handle)) return undefined;
  const { name, language, layout } = handle;
  const routeName = name === 'not-found' ? name : ROUTE_NAMES.find((known) => known === name);
  const routeLayout = LAYOUTS.find((known) => known === layout);
  if (!routeName || !routeLayout || !isLanguage(language)) return undefined;
  return { name: routeName, language, layout: routeLayout };
}
