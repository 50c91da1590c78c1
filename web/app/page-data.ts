import { useMatches, useRouteLoaderData, type UIMatch } from 'react-router';
import { LANGUAGES } from '../../shared/i18n/languages';
import type { PageDataMap, PageDataOf } from '../../shared/pages/page-data';
import type { RootData } from '../../shared/pages/root-data';
import { ROUTE_NAMES, type RouteName } from '../../shared/routing/route-table';
import { routeId } from './route-handle';

/** Loader data by route: every page route by its name, and the root route. */
interface LoaderDataMap extends PageDataMap {
  root: RootData;
}

/**
 * Where react-router's loader data (untyped: `unknown`) becomes the route's type; nowhere else.
 * It holds because the worker's loader registry only type-checks when the loader of route R
 * returns `PageDataOf<R>` and the root loader `RootData` (worker/loaders/index.ts), and the
 * browser gets those same values as JSON (hydration and `_payload.json`), which the types keep
 * to (strings, numbers, booleans, null, arrays and plain objects).
 */
export function loaderDataOf<K extends keyof LoaderDataMap>(_route: K, data: unknown): LoaderDataMap[K] {
  return data as LoaderDataMap[K];
}

/** The page route a router match belongs to (route ids are `{name}:{language}`), if it is one. */
function routeOfMatch(match: UIMatch): RouteName | undefined {
  return ROUTE_NAMES.find((name) => LANGUAGES.some((language) => match.id === routeId(name, language)));
}

/** The root loader data as react-router holds it; components read it through web/app/site-data.tsx. */
export function useRouterRootData(): RootData | undefined {
  return loaderDataOf('root', useRouteLoaderData('root'));
}

/**
 * The data of the page of `route`, as its loader returned it: `usePageData('course').course`.
 * Used by the page component of that route; anywhere else it is a mistake, and says so.
 */
export function usePageData<R extends RouteName>(route: R): PageDataOf<R> {
  const match = useMatches().find((candidate) => routeOfMatch(candidate) === route);
  if (match?.loaderData === undefined) throw new Error(`usePageData('${route}') outside the ${route} page`);
  return loaderDataOf(route, match.loaderData);
}

/**
 * The data of whichever page is shown (the deepest route), for what every page has (`meta`) or
 * what some may have (`'preview' in data`); undefined while an error page shows.
 */
export function useShownPageData(): PageDataOf<RouteName> | undefined {
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const route = leaf ? routeOfMatch(leaf) : undefined;
  return route && leaf?.loaderData !== undefined ? loaderDataOf(route, leaf.loaderData) : undefined;
}
