import { createMiddleware } from 'hono/factory';
import { routePath } from 'hono/route';
import type { AppEnv } from '../app-env';
import { requestUrl } from '../request-url';
import { REQUEST_ID_HEADER, RequestTrace, requestIdOf, requestLogRecord, routeLabel, writeRequestLog } from '../request-log';

/**
 * The first middleware: gives the request its id and trace (`c.var.trace`), answers the id as
 * `X-Request-Id` on every response, and writes the request's one log line when the answer is
 * made. The duration is until the response starts (a streamed page's body follows); the Workers
 * runtime moves its clock on at I/O only, so it measures the time spent waiting on services.
 */
export function requestLog(now: () => number = Date.now) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const trace = new RequestTrace(requestIdOf(c.req.raw.headers), now());
    c.set('trace', trace);
    await next();
    c.res.headers.set(REQUEST_ID_HEADER, trace.requestId);
    writeRequestLog(
      requestLogRecord({
        requestId: trace.requestId,
        method: c.req.method,
        // The pattern of the handler that answered (Hono's deepest route run), never the path.
        route: routeLabel(routePath(c), requestUrl(c.req.raw).pathname),
        status: c.res.status,
        durationMs: now() - trace.startedAt,
        cache: trace.cacheOutcome,
        services: trace.health.failures,
      }),
    );
  });
}
