import { createMemoryRouter, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRoutes, ROOT_ROUTE_ID } from '../routes';
import { routesAtStart } from './routes-at-start';

const leafId = (router: ReturnType<typeof createMemoryRouter>) => router.state.matches.at(-1)?.route.id;

/** The browser router as the app starts it on a page the server rendered with these routes' data. */
function startedOn(path: string, rendered: string[]) {
  const all = createRoutes(async () => null);
  const start = routesAtStart(all, new Set(rendered));
  const router = createMemoryRouter(start.routes, {
    initialEntries: [path],
    hydrationData: { loaderData: Object.fromEntries(rendered.map((id) => [id, null])) },
    patchRoutesOnNavigation: start.patchRoutesOnNavigation,
  });
  return { router, start };
}

const childIds = (routes: RouteObject[]) => (routes[0]?.children ?? []).map((route) => route.id);

describe('the routes the app starts with', () => {
  it('are the root and the page the server rendered, and the page hydrates on them', () => {
    const { router, start } = startedOn('/checkout/customer', [ROOT_ROUTE_ID, 'checkout-customer:sv']);
    expect(childIds(start.routes)).toEqual(['checkout-customer:sv']);
    expect(leafId(router)).toBe('checkout-customer:sv');
    expect(router.state.initialized).toBe(true);
    router.dispose();
  });

  it('grow to every route on the first navigation, in either language', async () => {
    const { router } = startedOn('/share-cart/default/abc', [ROOT_ROUTE_ID, 'share-cart:sv']);
    await router.navigate('/en/checkout');
    expect(leafId(router)).toBe('checkout:en');
    expect(new Set(childIds(router.routes))).toEqual(new Set(childIds(createRoutes(async () => null))));
    await router.navigate('/kurs/ledarskap');
    expect(leafId(router)).toBe('course:sv');
    await router.navigate('/checkout/confirm');
    expect(leafId(router)).toBe('checkout-confirm:sv');
    router.dispose();
  });

  it('still find the page-not-found route for an address no page has', async () => {
    const { router } = startedOn('/checkout', [ROOT_ROUTE_ID, 'checkout:sv']);
    await router.navigate('/no/such/page/here');
    expect(leafId(router)).toBe('not-found:sv');
    await router.navigate('/en/no/such/page/here');
    expect(leafId(router)).toBe('not-found:en');
    router.dispose();
  });

  it('are all of them when the hydration data names no page route', () => {
    const all = createRoutes(async () => null);
    const start = routesAtStart(all, new Set([ROOT_ROUTE_ID]));
    expect(childIds(start.routes)).toEqual(childIds(all));
    expect(start.patchRoutesOnNavigation).toBeUndefined();
  });
});
