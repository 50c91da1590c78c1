import { reactRenderer } from '@hono/react-renderer';
import { Hono } from 'hono';
import type { StaticHandlerContext } from 'react-router';
import { languageOfPath } from '../../shared/i18n/languages';
import { ROUTES, type CachePolicy } from '../../shared/routing/route-table';
import type { AppEnv } from '../app-env';
import { createRequestContext } from '../context';
import type { BuildInfo } from '../build-info';
import { createRouteDataLoader, type LoaderRegistry } from '../loaders';
import type { PageRendererPort } from '../ports/page-renderer';

const CACHE_CONTROL: Record<CachePolicy, string> = {
  public: 'public, max-age=60, stale-while-revalidate=600',
  private: 'private, no-store',
};

/** The cache policy of the deepest matched route; error pages are never shared-cached. */
export function cachePolicyOf(context: StaticHandlerContext): CachePolicy {
  if (context.errors) return 'private';
  const leaf = context.matches[context.matches.length - 1];
  const name = (leaf?.route.handle as { name?: string } | undefined)?.name;
  return ROUTES.find((route) => route.name === name)?.cache ?? 'private';
}

/** Streams every page: runs the route's loaders, then renders the React tree into the document. */
export function pageRoutes(renderer: PageRendererPort, build: BuildInfo, loaders: LoaderRegistry = {}) {
  const app = new Hono<AppEnv>();
  app.get('*', async (c) => {
    const requestContext = createRequestContext(c.var.config, c.env, build, c.req.raw);
    const load = createRouteDataLoader(requestContext, loaders);
    const context = await renderer.query(c.req.raw, load);
    if (context instanceof Response) return context;
    const language = languageOfPath(new URL(c.req.url).pathname);
    const nonce = c.var.nonce;
    c.status(context.statusCode as 200);
    c.header('Cache-Control', CACHE_CONTROL[cachePolicyOf(context)]);
    if (c.req.path === '/') c.header('Vary', 'Cookie, Accept-Language');
    const render = reactRenderer(
      ({ children }) => (
        <renderer.Document
          language={language}
          nonce={nonce}
          assets={build.assets}
          hydrationJson={renderer.hydrationJson(context)}
          gtmContainerId={c.var.config.GTM_CONTAINER_ID ?? null}
        >
          {children}
        </renderer.Document>
      ),
      {
        stream: { 'Content-Type': 'text/html; charset=UTF-8' },
        readableStreamOptions: {
          nonce,
          bootstrapModules: [build.assets.entry],
          onError(error) {
            console.error('render error', error);
          },
        },
      },
    );
    await render(c, async () => {});
    return c.render(renderer.app(context, nonce));
  });
  return app;
}
