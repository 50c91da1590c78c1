import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { LANGUAGES, languageOfPath, type Language } from '../shared/i18n/languages';
import { ROUTES } from '../shared/routing/route-table';
import { Root, RootErrorBoundary } from './app/root';
import type { RouteHandle } from '../shared/routing/route-handle';
import { routeId } from './app/route-handle';
import { pageComponent } from './page-components';

/** Fetches the data of one route: server loaders in the worker, `_payload.json` in the browser. */
export type RouteDataLoader = (id: string, args: LoaderFunctionArgs) => Promise<unknown>;

export const ROOT_ROUTE_ID = 'root';

function notFoundRoute(language: Language, load: RouteDataLoader): RouteObject {
  const id = routeId('not-found', language);
  const handle: RouteHandle = { name: 'not-found', language, layout: 'default' };
  return { id, path: language === 'sv' ? '*' : '/en/*', handle, loader: (args) => load(id, args), Component: () => null };
}

/**
 * The react-router data routes of the whole site, built from the shared route table: one route
 * per route name and language, under a root route that picks the layout, plus a catch-all per
 * language that answers 'Page not found: {fullPath}'.
 */
export function createRoutes(load: RouteDataLoader): RouteObject[] {
  const children: RouteObject[] = [];
  for (const route of ROUTES) {
    for (const language of LANGUAGES) {
      const id = routeId(route.name, language);
      const handle: RouteHandle = { name: route.name, language, layout: route.layout };
      children.push({ id, path: route.paths[language], handle, loader: (args) => load(id, args), Component: pageComponent(route.name) });
    }
  }
  for (const language of LANGUAGES) children.push(notFoundRoute(language, load));
  return [
    {
      id: ROOT_ROUTE_ID,
      path: '/',
      Component: Root,
      ErrorBoundary: RootErrorBoundary,
      loader: (args) => load(ROOT_ROUTE_ID, args),
      // The root data (configuration, menu) changes only with the language of the path.
      shouldRevalidate: ({ currentUrl, nextUrl }) => languageOfPath(currentUrl.pathname) !== languageOfPath(nextUrl.pathname),
      children,
    },
  ];
}
