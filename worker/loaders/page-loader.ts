import type { Language } from '../../shared/i18n/languages';
import type { PageDataOf } from '../../shared/pages/page-data';
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

/**
 * The server loader of route R: it returns that route's page data (`shared/pages/`) or throws a
 * react-router `data()` status.
 */
export type PageLoader<R extends RouteName> = (args: PageLoaderArgs) => Promise<PageDataOf<R>>;
