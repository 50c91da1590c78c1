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
import { serverPageComponents } from './page-components.server';
import { createRoutes } from './routes';
import { SigningPage, type SigningPageProps } from './signing/signing-page';

export { Document, type ClientAssets, type DocumentProps } from './document';
export { ROOT_ROUTE_ID } from './routes';
export type { SigningPageProps, SigningSummary } from './signing/signing-page';

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

/** The worker's data function for one request: route id, request and params to the route's data. */
export type ServerDataLoader = (id: string, request: Request, params: Readonly<Record<string, string | undefined>>) => Promise<unknown>;

const serverDataLoader = createContext<ServerDataLoader>();

/**
 * The server side of the site's react-router routes: `query` runs the loaders for a request with
 * that request's data function, `app` is the element to stream for the resulting context, and
 * `hydrationJson` what the browser router starts from. `signingPage` is the one page outside the
 * routes: the embedded signing service's form, streamed the same way but never hydrated.
 */
export function createPageRenderer() {
  const handler = createStaticHandler(
    createRoutes((id, args) => {
      const load = (args.context as RouterContextProvider).get(serverDataLoader);
      return load(id, args.request, args.params);
    }, serverPageComponents),
  );
  return {
    query(request: Request, load: ServerDataLoader) {
      const requestContext = new RouterContextProvider();
      requestContext.set(serverDataLoader, load);
      return handler.query(request, { requestContext });
    },
    app(context: StaticHandlerContext, nonce: string): ReactElement {
      const router = createStaticRouter(handler.dataRoutes, context);
      return <StaticRouterProvider router={router} context={context} hydrate={false} nonce={nonce} />;
    },
    hydrationJson(context: StaticHandlerContext): string {
      return JSON.stringify({
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: serializeErrors(context.errors),
      });
    },
    signingPage(props: SigningPageProps): ReactElement {
      return <SigningPage {...props} />;
    },
  };
}
export type PageRenderer = ReturnType<typeof createPageRenderer>;
