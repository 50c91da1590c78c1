import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import type { BuildInfo } from '../build-info';
import type { ContentVersion } from '../content-version';
import { createRequestContext, type AdapterOptions } from '../context';
import type { LiveSeatsMemo } from '../live-seats-memo';

/**
 * Puts the request's context on `c.var.context`, once per request, before any route runs: every
 * handler and loader reads its services from there. The configuration is the one on `c.var.config`.
 */
export function requestContext(build: BuildInfo, adapters: AdapterOptions = {}, contentVersion?: ContentVersion, liveSeats?: LiveSeatsMemo) {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set(
      'context',
      createRequestContext(
        c.var.config,
        c.env,
        build,
        c.req.raw,
        (name) => getCookie(c, name),
        adapters,
        contentVersion,
        c.var.trace,
        liveSeats,
      ),
    );
    await next();
  });
}
