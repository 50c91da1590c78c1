import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';

/**
 * A request with the visitor's content token may be answered with that visitor's own content:
 * its response is never kept by a shared cache (the page cache and the content caches skip it
 * too, see routes/pages.tsx and adapters/content).
 */
export const visitorTokenPrivate = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.var.context.visitorToken === null) return;
  try {
    c.res.headers.set('Cache-Control', 'private, no-store');
  } catch {
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set('Cache-Control', 'private, no-store');
  }
});
