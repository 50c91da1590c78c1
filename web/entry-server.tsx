import type { ReactElement } from 'react';
import {
  createContext,
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  RouterContextProvider,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { languageOfPath, type Language } from '../shared/i18n/languages';
import type { SigningPageProps } from '../shared/pages/signing-page';
import type { PageHydration, ServerDataLoader } from '../shared/rendering/page-document';
import { runsAsApp } from '../shared/routing/route-table';
import { routeHandleOf } from '../shared/routing/route-handle';
import { loaderDataOf } from './app/page-data';
import { PlainLinksProvider } from './app/router-navigation';
import type { SiteData } from './app/site-data';
import { IslandModeProvider, PrerenderedIslandsProvider } from './islands/island';
import { pageIndependentIslands } from './islands/page-independent-islands';
import { createRoutes, ROOT_ROUTE_ID } from './routes';
import { SigningPage } from './signing/signing-page';
import { RequestIdContext } from './app/request-id';

export { Document } from './document';

/** Errors as react-router's browser router expects them in the hydration data. */
function serializeErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  const result: Record<string, unknown> = {};
  for (const [id, error] of Object.entries(errors)) {
    // Unexpected errors keep their details on the server (logged), never in the page.
    result[id] = isRouteErrorResponse(error) ? { ...error, __type: 'RouteErrorResponse' } : { message: 'Unexpected error', __type: 'Error' };
  }
  return result;
}

const serverDataLoader = createContext<ServerDataLoader<Request>>();

/**
 * How the browser runs a page, as its route says (`browser` in shared/routing/route-table.ts):
 * content, catalogue, search and error pages as islands, without the router (web/islands/); the
 * checkout and application steps and the shared cart as the app. With no root data (its loader
 * failed) the page is the app's.
 */
function siteDataForIslands(context: StaticHandlerContext): SiteData | null {
  const leaf = context.matches[context.matches.length - 1];
  const name = routeHandleOf(leaf?.route.handle)?.name;
  const rootData: unknown = context.loaderData[ROOT_ROUTE_ID];
  const root = rootData === undefined ? undefined : loaderDataOf('root', rootData);
  if (!root || (!context.errors && runsAsApp(name))) return null;
  return { root, previewPage: leaf ? inPreview(context.loaderData[leaf.route.id]) : false };
}

/** Whether a page's loader data says the page is shown in preview (`preview.active`, the preview page's). */
function inPreview(data: unknown): boolean {
  if (typeof data !== 'object' || data === null || !('preview' in data)) return false;
  const { preview } = data;
  return typeof preview === 'object' && preview !== null && 'active' in preview && preview.active === true;
}

/** The JSON of the site data, per menu (the content cache's own object) and the rest of it. */
const siteJsonByMenu = new WeakMap<object, Map<string, string>>();
/** Variants of the rest kept per menu: the preview flags and this build's configuration. */
const MAX_SITE_JSON_PER_MENU = 8;

/**
 * The site data as JSON. Each page sends it, and the menu's tree is most of it, so it is written
 * once per menu object the content cache hands out (the same one until the menu changes) and
 * kept, together with the small rest it was written with: writing it anew for every page was
 * about 2% of an uncached render.
 */
function siteJsonOf(site: SiteData): string {
  const { menu, ...rest } = site.root;
  const restKey = JSON.stringify([rest, site.previewPage]);
  let byRest = siteJsonByMenu.get(menu);
  if (!byRest) {
    byRest = new Map();
    siteJsonByMenu.set(menu, byRest);
  }
  let json = byRest.get(restKey);
  if (json === undefined) {
    json = JSON.stringify(site);
    if (byRest.size >= MAX_SITE_JSON_PER_MENU) byRest.clear();
    byRest.set(restKey, json);
  }
  return json;
}

/** The language a page is rendered in, as the root route picks it (web/app/root.tsx). */
function languageOf(context: StaticHandlerContext): Language {
  const leaf = context.matches[context.matches.length - 1];
  return routeHandleOf(leaf?.route.handle)?.language ?? languageOfPath(context.location.pathname);
}

/**
 * The server side of the site's react-router routes: `query` runs the loaders for a request with
 * that request's data function, `hydration` says how the browser runs the page and with what
 * data, and `app` is the element to stream for the resulting context and hydration.
 * `signingPage` is the one page outside the routes: the embedded signing service's form,
 * streamed the same way but never hydrated.
 */
export function createPageRenderer() {
  const handler = createStaticHandler(
    createRoutes((id, args) => {
      const load = (args.context as RouterContextProvider).get(serverDataLoader);
      return load(id, args.request, args.params);
    }),
  );
  return {
    query(request: Request, load: ServerDataLoader<Request>) {
      const requestContext = new RouterContextProvider();
      requestContext.set(serverDataLoader, load);
      return handler.query(request, { requestContext });
    },
    app(context: StaticHandlerContext, hydration: PageHydration, nonce: string, requestId: string): ReactElement {
      const router = createStaticRouter(handler.dataRoutes, context);
      const islands = hydration.mode === 'islands';
      // Only a page run as islands writes islands of their own, and so any prerendered ones.
      const prerendered = islands ? pageIndependentIslands(languageOf(context), hydration.siteJson) : {};
      return (
        <RequestIdContext.Provider value={requestId}>
          <IslandModeProvider value={islands ? 'islands' : 'app'}>
            <PlainLinksProvider value={islands}>
              <PrerenderedIslandsProvider value={prerendered}>
                <StaticRouterProvider router={router} context={context} hydrate={false} nonce={nonce} />
              </PrerenderedIslandsProvider>
            </PlainLinksProvider>
          </IslandModeProvider>
        </RequestIdContext.Provider>
      );
    },
    hydration(context: StaticHandlerContext, requestId: string): PageHydration {
      const site = siteDataForIslands(context);
      if (site) return { mode: 'islands', siteJson: siteJsonOf(site) };
      // Only an error page shows the request's id (its reference), so only its data carries it.
      const json = JSON.stringify({
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: serializeErrors(context.errors),
        ...(context.errors ? { requestId } : {}),
      });
      return { mode: 'app', json };
    },
    signingPage(props: SigningPageProps): ReactElement {
      return <SigningPage {...props} />;
    },
  };
}
