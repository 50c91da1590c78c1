import type { ReactElement } from 'react';
import type { StaticHandlerContext } from 'react-router';
import type { SigningPageProps } from '../../shared/pages/signing-page';
import type { DocumentProps, PageHydration, ServerDataLoader } from '../../shared/rendering/page-document';

/**
 * What the worker needs from the web app to render pages: run a request's loaders, say how the
 * browser runs the page and with what data, build the element to stream, and the HTML document
 * around it; and the embedded signing service's page, which lives outside the routes and is not
 * hydrated. The data it passes are shared/'s types (shared/rendering/, shared/pages/); the web app
 * implements the port (web/entry-server.tsx) and the composition root (worker/index.ts) hands it
 * to the worker, which is where the type check holds the two together.
 */
export interface PageRendererPort {
  query(request: Request, load: ServerDataLoader<Request>): Promise<StaticHandlerContext | Response>;
  /**
   * How the browser runs the page (as the app or as islands), with the data it needs for that;
   * an error page run as the app carries `requestId`, which its reference shows.
   */
  hydration(context: StaticHandlerContext, requestId: string): PageHydration;
  /** The element to stream; `requestId` is the error page's reference (worker/request-log.ts). */
  app(context: StaticHandlerContext, hydration: PageHydration, nonce: string, requestId: string): ReactElement;
  Document: (props: DocumentProps<ReactElement>) => ReactElement;
  signingPage(props: SigningPageProps): ReactElement;
}
