import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';

/**
 * The browser router's routes at the app's start, and how it learns the others: the root with
 * only the page routes the server rendered (the hydration data names them), the rest patched in
 * on the first navigation that needs them. Ranking the site's 46 routes and trying each against
 * the address was most of the router's start (10-20 ms of a phone's main thread) for a page that
 * shows one of them. The patch adds them all at once, so it runs once.
 */
export function routesAtStart(
  routes: readonly RouteObject[],
  rendered: ReadonlySet<string>,
): { routes: RouteObject[]; patchRoutesOnNavigation?: PatchRoutesOnNavigationFunction } {
  const [root, ...others] = routes;
  const children = root && !root.index ? (root.children ?? []) : [];
  const isRendered = (child: RouteObject) => child.id !== undefined && rendered.has(child.id);
  if (!root || root.index || root.id === undefined || !children.some(isRendered)) return { routes: [...routes] };
  // A child at the root's own path (the Swedish home page, '/') stays too: without it the root
  // alone would match that address, and react-router asks for more routes only when nothing, or a
  // route with parameters, matches.
  const shown = children.filter((child) => isRendered(child) || child.path === root.path);
  const rootId = root.id;
  let rest: RouteObject[] | null = children.filter((child) => !shown.includes(child));
  return {
    routes: [{ ...root, children: shown }, ...others],
    patchRoutesOnNavigation: ({ patch }) => {
      if (!rest) return;
      const pending = rest;
      rest = null;
      patch(rootId, pending);
    },
  };
}
