import type { Language } from '../i18n/languages';

/** The three page layouts of the site. */
export type Layout = 'default' | 'checkout' | 'application';

/**
 * Who may cache a page and its `_payload.json`: public catalogue pages are shared-cacheable,
 * pages that show a visitor's own cart or unpublished content are not.
 */
export type CachePolicy = 'public' | 'private';

/**
 * How the browser runs a page: as islands (web/islands/: only the page's interactive parts
 * hydrate, each by itself, and a link loads the next page) or as the react-router app (the
 * whole page hydrates; the steps of a booking, which read the stored cart, live there).
 */
export type BrowserRun = 'islands' | 'app';

/** Parameter checks of a route; a failing check answers 404 'Page Not Found: {path}'. */
export type ParamRule = 'slug' | 'positive-int' | 'event-type' | 'share-id' | 'cart-id';

export interface RouteDefinition {
  /** Stable route name used for links, loaders and sitemaps. */
  readonly name: RouteName;
  /** Path pattern per language, in react-router syntax (`:param`, `:param?`). */
  readonly paths: Readonly<Record<Language, string>>;
  /** Localized pattern for Spanish, configured but switched off. */
  readonly spanishPath?: string;
  readonly layout: Layout;
  readonly browser: BrowserRun;
  readonly cache: CachePolicy;
  readonly params?: Readonly<Record<string, ParamRule>>;
  /** Whether the page is listed in sitemaps (dynamic pages list their items instead). */
  readonly inSitemap: boolean;
}

export const ROUTE_NAMES = [
  'home',
  'search',
  'sitemap',
  'error',
  'preview',
  'course',
  'programme',
  'inspiration',
  'schedule',
  'share-cart',
  'checkout',
  'checkout-customer',
  'checkout-booking',
  'checkout-confirm',
  'checkout-status',
  'application',
  'application-cart',
  'application-attachments',
  'application-customer',
  'application-status',
  'page',
] as const;
export type RouteName = (typeof ROUTE_NAMES)[number];

/** Whether the Spanish path renames are served. They are configured but off. */
export const SPANISH_ROUTES_ENABLED = false;

const same = (path: string): Record<Language, string> => ({ sv: path, en: `/en${path === '/' ? '' : path}` });

/**
 * The one table of routes and their localized paths, used by the worker, the client router,
 * links and sitemaps. Order matters: more specific patterns first, the generic page last.
 */
export const ROUTES: readonly RouteDefinition[] = [
  { name: 'home', paths: same('/'), layout: 'default', browser: 'islands', cache: 'public', inSitemap: true },
  { name: 'search', paths: { sv: '/sok', en: '/en/search' }, layout: 'default', browser: 'islands', cache: 'public', inSitemap: true },
  { name: 'sitemap', paths: same('/sitemap'), layout: 'default', browser: 'islands', cache: 'public', inSitemap: true },
  { name: 'error', paths: same('/error'), layout: 'default', browser: 'islands', cache: 'public', inSitemap: false },
  { name: 'preview', paths: same('/preview'), layout: 'default', browser: 'islands', cache: 'private', inSitemap: false },
  {
    name: 'course',
    paths: { sv: '/kurs/:slug', en: '/en/course/:slug' },
    spanishPath: '/es/curso/:slug',
    layout: 'default',
    browser: 'islands',
    cache: 'public',
    params: { slug: 'slug' },
    inSitemap: false,
  },
  {
    name: 'programme',
    paths: { sv: '/program/:slug', en: '/en/programme/:slug' },
    spanishPath: '/es/programa/:slug',
    layout: 'default',
    browser: 'islands',
    cache: 'public',
    params: { slug: 'slug' },
    inSitemap: false,
  },
  {
    name: 'inspiration',
    paths: same('/inspiration/:slug'),
    spanishPath: '/es/inspiracion/:slug',
    layout: 'default',
    browser: 'islands',
    cache: 'public',
    params: { slug: 'slug' },
    inSitemap: false,
  },
  {
    name: 'schedule',
    paths: same('/schedule/:eventType/:eventId'),
    layout: 'default',
    browser: 'islands',
    cache: 'public',
    params: { eventType: 'event-type', eventId: 'positive-int' },
    inSitemap: false,
  },
  {
    name: 'share-cart',
    paths: same('/share-cart/:slug/:shareId'),
    layout: 'default',
    browser: 'app',
    cache: 'private',
    params: { slug: 'cart-id', shareId: 'share-id' },
    inSitemap: false,
  },
  { name: 'checkout', paths: same('/checkout'), layout: 'checkout', browser: 'app', cache: 'private', inSitemap: false },
  { name: 'checkout-customer', paths: same('/checkout/customer'), layout: 'checkout', browser: 'app', cache: 'private', inSitemap: false },
  { name: 'checkout-booking', paths: same('/checkout/booking'), layout: 'checkout', browser: 'app', cache: 'private', inSitemap: false },
  { name: 'checkout-confirm', paths: same('/checkout/confirm'), layout: 'checkout', browser: 'app', cache: 'private', inSitemap: false },
  { name: 'checkout-status', paths: same('/checkout/status'), layout: 'default', browser: 'app', cache: 'private', inSitemap: false },
  { name: 'application', paths: same('/application'), layout: 'application', browser: 'app', cache: 'private', inSitemap: false },
  {
    name: 'application-cart',
    paths: same('/application/:slug'),
    layout: 'application',
    browser: 'app',
    cache: 'private',
    params: { slug: 'cart-id' },
    inSitemap: false,
  },
  {
    name: 'application-attachments',
    paths: same('/application/:slug/attachments'),
    layout: 'application',
    browser: 'app',
    cache: 'private',
    params: { slug: 'cart-id' },
    inSitemap: false,
  },
  {
    name: 'application-customer',
    paths: same('/application/:slug/customer'),
    layout: 'application',
    browser: 'app',
    cache: 'private',
    params: { slug: 'cart-id' },
    inSitemap: false,
  },
  {
    name: 'application-status',
    paths: same('/application/:slug/status'),
    layout: 'default',
    browser: 'app',
    cache: 'private',
    params: { slug: 'cart-id' },
    inSitemap: false,
  },
  {
    name: 'page',
    paths: same('/:slug/:child?'),
    layout: 'default',
    browser: 'islands',
    cache: 'public',
    params: { slug: 'slug', child: 'slug' },
    inSitemap: false,
  },
];

const byName = new Map(ROUTES.map((route) => [route.name, route]));

/** The definition of a route by name. */
export function routeDefinition(name: RouteName): RouteDefinition {
  const route = byName.get(name);
  if (!route) throw new Error(`Unknown route: ${name}`);
  return route;
}

/**
 * Whether the page of a route name runs in the browser as the react-router app (`browser`); false
 * for a name no route has (the not-found page, a page without a handle).
 */
export function runsAsApp(name: string | undefined): boolean {
  return name !== undefined && byName.get(name as RouteName)?.browser === 'app';
}
