import { CACHE_CONTROL } from '../cache-control';
import { Hono } from 'hono';
import type { RouteRules } from '../../shared/routing/route-rules';
import type { AppEnv } from '../app-env';
import type { BuildInfo } from '../build-info';
import { ApiError } from '../http-error';

/**
 * `builds/latest.json` (polled by the browser for a new build id) and `builds/meta/{buildId}.json`
 * (the route rules of that build).
 */
export function buildRoutes(build: BuildInfo, rules: RouteRules) {
  const app = new Hono<AppEnv>();
  app.get('/latest.json', (c) => {
    c.header('Cache-Control', CACHE_CONTROL.noStore);
    return c.json({ id: build.buildId, timestamp: build.timestamp });
  });
  app.get('/meta/:file', (c) => {
    if (c.req.param('file') !== `${build.buildId}.json`) {
      throw new ApiError(404, 'not_found', `No build ${c.req.param('file')}`);
    }
    c.header('Cache-Control', CACHE_CONTROL.immutable);
    return c.json({ id: build.buildId, timestamp: build.timestamp, routeRules: rules });
  });
  return app;
}
