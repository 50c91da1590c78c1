import type { ReactElement } from 'react';
import type { StaticHandlerContext } from 'react-router';
import type { ClientAssets, DocumentProps, PageHydration, ServerDataLoader, SigningPageProps } from '../../web/entry-server';

/**
 * What the worker needs from the web app to render pages: run a request's loaders, say how the
 * browser runs the page and with what data, build the element to stream, and the HTML document
 * around it; and the
 * embedded signing service's page, which lives outside the routes and is not hydrated. The web
 * app implements it (web/entry-server.tsx); the composition root hands it to the worker.
 */
export interface PageRendererPort {
  query(request: Request, load: ServerDataLoader): Promise<StaticHandlerContext | Response>;
  /** How the browser runs the page (as the app or as islands), with the data it needs for that. */
  hydration(context: StaticHandlerContext): PageHydration;
  app(context: StaticHandlerContext, hydration: PageHydration, nonce: string): ReactElement;
  Document: (props: DocumentProps) => ReactElement;
  signingPage(props: SigningPageProps): ReactElement;
}

export type { ClientAssets, PageHydration, ServerDataLoader, SigningPageProps };
