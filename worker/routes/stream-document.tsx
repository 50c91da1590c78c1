import { reactRenderer } from '@hono/react-renderer';
import type { Context } from 'hono';
import type { ReactElement } from 'react';
import type { Language } from '../../shared/i18n/languages';
import type { AppEnv } from '../app-env';
import type { BuildInfo } from '../build-info';
import type { PageHydration } from '../../shared/rendering/page-document';
import type { PageRendererPort } from '../ports/page-renderer';
import { errorText, logEvent } from '../request-log';

/** What the document around a page needs besides the page itself. */
export interface DocumentOptions {
  language: Language;
  /** How the browser runs the page; null for a page the browser does not hydrate. */
  hydration: PageHydration | null;
  gtmContainerId?: string | null;
  /** Names the page in the log when its rendering fails. */
  label: string;
}

/** Streams `page` inside the site's document, under the response's nonce. */
export async function streamDocument(
  c: Context<AppEnv>,
  renderer: PageRendererPort,
  build: BuildInfo,
  { language, hydration, gtmContainerId = null, label }: DocumentOptions,
  page: ReactElement,
): Promise<Response> {
  const nonce = c.var.nonce;
  await reactRenderer(
    ({ children }) => (
      <renderer.Document language={language} nonce={nonce} assets={build.assets} hydration={hydration} gtmContainerId={gtmContainerId}>
        {children}
      </renderer.Document>
    ),
    {
      stream: { 'Content-Type': 'text/html; charset=UTF-8' },
      readableStreamOptions: {
        nonce,
        onError(error) {
          logEvent('error', 'render_error', c.var.context.trace.requestId, {
            page: label,
            error: errorText(error),
            stack: error instanceof Error ? (error.stack ?? null) : null,
          });
        },
      },
    },
  )(c, async () => {});
  return c.render(page);
}
