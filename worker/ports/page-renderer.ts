import type { ReactElement } from 'react';
import type { StaticHandlerContext } from 'react-router';
import type { ClientAssets, DocumentProps, ServerDataLoader, SigningPageProps } from '../../web/entry-server';

/**
 * What the worker needs from the web app to render pages: run a request's loaders, build the
 * element to stream, serialise the hydration state, and the HTML document around it; and the
 * embedded signing service's page, which lives outside the routes and is not hydrated. The web
 * app implements it (web/entry-server.tsx); the composition root hands it to the worker.
 */
export interface PageRendererPort {
  query(request: Request, load: ServerDataLoader): Promise<StaticHandlerContext | Response>;
  app(context: StaticHandlerContext, nonce: string): ReactElement;
  hydrationJson(context: StaticHandlerContext): string;
  Document: (props: DocumentProps) => ReactElement;
  signingPage(props: SigningPageProps): ReactElement;
}

export type { ClientAssets, ServerDataLoader, SigningPageProps };
