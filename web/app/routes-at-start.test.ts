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
    // The Swedish home page shares the root's path, so it is there from the start (see below).
    expect(childIds(start.routes)).toEqual(['home:sv', 'checkout-customer:sv']);
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

  it("reach the Swedish home page, whose address the root's alone would match", async () => {
    for (const [path, leaf] of [
      ['/checkout', 'checkout:sv'],
      ['/en/checkout', 'checkout:en'],
    ]) {
      const { router } = startedOn(path, [ROOT_ROUTE_ID, leaf]);
      await router.navigate('/');
      expect(leafId(router)).toBe('home:sv');
      await router.navigate('/en');
      expect(leafId(router)).toBe('home:en');
      router.dispose();
    }
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
