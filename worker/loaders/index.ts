import { ContentServiceError } from '../ports/content';
import { describeFailure, failureStatus } from '../../shared/resilience/service-failure';
import { data } from 'react-router';
import { languageOfPath } from '../../shared/i18n/languages';
import type { FramePageData, PageDataOf } from '../../shared/pages/page-data';
import type { RootData } from '../../shared/pages/root-data';
import { paramsAreValid } from '../../shared/routing/param-rules';
import { routeDefinition, ROUTE_NAMES, type RouteName } from '../../shared/routing/route-table';
import type { RequestContext } from '../context';
import { ApiError } from '../http-error';
import { requestUrl } from '../request-url';
import { genericPageLoader } from './generic-page-loader';
import { courseLoader, inspirationLoader, programmeLoader } from './catalogue-loaders';
import { homeLoader } from './home-loader';
import { shareCartLoader } from './share-cart';
import type { PageLoader, PageLoaderArgs } from './page-loader';
import { staticPageMeta, titleKeyOf } from './page-meta';
import { previewLoader } from './preview-loader';
import { rootLoader } from './root-loader';
import { scheduleLoader } from './schedule-loader';
import { sitemapPageLoader } from './sitemap-page-loader';
import { searchPageLoader, withExplorer } from './search';

const ERROR_STATUS = /^[45][0-9]{2}$/;

/**
 * Pages that load nothing but their head (the checkout and application steps: their cart lives in
 * the browser) render their frame and heading.
 */
const frameLoader = async (args: PageLoaderArgs): Promise<FramePageData> => ({
  meta: staticPageMeta(args, titleKeyOf(args.route), { noindex: routeDefinition(args.route).cache === 'private' }),
});

/**
 * The loader of every route. Typed by route, so a loader whose data is not its route's page data
 * (`shared/pages/page-data.ts`), or a route without a loader, fails the type check.
 */
type RouteLoaders = { readonly [R in RouteName]: PageLoader<R> };

const loaders: RouteLoaders = {
  search: searchPageLoader,
  home: withExplorer(homeLoader),
  page: genericPageLoader,
  course: courseLoader,
  programme: programmeLoader,
  inspiration: inspirationLoader,
  schedule: scheduleLoader,
  sitemap: sitemapPageLoader,
  preview: previewLoader,
  'share-cart': shareCartLoader,
  // /error?status=404 shows the error page for that status (default 500) with that HTTP status.
  error: async ({ url }) => {
    const status = url.searchParams.get('status') ?? '500';
    throw data(null, { status: ERROR_STATUS.test(status) ? Number(status) : 500 });
  },
  checkout: frameLoader,
  'checkout-customer': frameLoader,
  'checkout-booking': frameLoader,
  'checkout-confirm': frameLoader,
  'checkout-status': frameLoader,
  application: frameLoader,
  'application-cart': frameLoader,
  'application-attachments': frameLoader,
  'application-customer': frameLoader,
  'application-status': frameLoader,
};

/** Loaders that replace some routes' own (tests make a loader fail in a given way). */
export type LoaderRegistry = Partial<RouteLoaders>;

/**
 * The server's data function for every route id ('root', '{route}:{language}', 'not-found:{language}'):
 * runs the route's validation step, then its loader. Used by server rendering and `_payload.json` alike.
 */
export function createRouteDataLoader(context: RequestContext, overrides: LoaderRegistry = {}) {
  return async (
    id: string,
    request: Request,
    params: Readonly<Record<string, string | undefined>>,
  ): Promise<RootData | PageDataOf<RouteName>> => {
    const url = requestUrl(request);
    if (id === 'root') return rootLoader(context, languageOfPath(url.pathname));
    const [name = '', language = languageOfPath(url.pathname)] = id.split(':');
    const route = ROUTE_NAMES.find((known) => known === name);
    if (!route) {
      throw data(null, { status: 404, statusText: `Page not found: ${url.pathname}${url.search}` });
    }
    if (!paramsAreValid(routeDefinition(route), params)) {
      throw data(null, { status: 404, statusText: `Page Not Found: ${url.pathname}` });
    }
    const loader = overrides[route] ?? loaders[route];
    const args: PageLoaderArgs = { params, url, language: language === 'en' ? 'en' : 'sv', route, context };
    try {
      return await loader(args);
    } catch (error) {
      // A failed content service is the status language's 502, 504 or 503 (with Retry-After), on
      // the translated error page; never a 500, which would say the fault is ours.
      // Over the client's lookup limit (worker/rate-limits.ts `lookup`): 429 with Retry-After, never kept.
      if (error instanceof ApiError && error.status === 429) {
        context.health.retryAfterSeconds = error.retryAfterSeconds ?? null;
        throw data(null, { status: 429, statusText: 'Too many lookups; try again in a minute' });
      }
      if (!(error instanceof ContentServiceError)) throw error;
      context.health.fail('content', describeFailure(error.status, error.kind === 'circuit_open'));
      const { status } = failureStatus(error.kind);
      if (error.retryAfterSeconds !== undefined) context.health.retryAfterSeconds = error.retryAfterSeconds;
      throw data(null, { status, statusText: 'The content service is not answering' });
    }
  };
}
