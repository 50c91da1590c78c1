import type { Language } from '../../shared/i18n/languages';
import type { RouteName } from '../../shared/routing/route-table';
import type { RequestContext } from '../context';

/** What a page loader gets: the route's parameters, the URL, its language and the request's context. */
export interface PageLoaderArgs {
  params: Readonly<Record<string, string | undefined>>;
  url: URL;
  language: Language;
  route: RouteName;
  context: RequestContext;
}

/** A server loader of one route; it returns the page's data or throws a react-router `data()` status. */
export type PageLoader = (args: PageLoaderArgs) => Promise<unknown>;
