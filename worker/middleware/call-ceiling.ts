import type { MiddlewareHandler } from 'hono';
import type { CeiledCall } from '../../shared/ceilings/ceilings';
import type { AppEnv } from '../app-env';
import { callCeilingReached } from '../ceilings/request-ceilings';

/**
 * Counts a call that stores or bills against its ceiling per UTC day, all clients together
 * (`CEILING_*`), after the per-client limit let it through: once the day's ceiling is reached,
 * every client gets 429 `site_capacity_reached` with `Retry-After` until the next day.
 */
export function callCeiling(call: CeiledCall): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { ceilings } = c.var.context;
    if (!(await ceilings.withinCall(call))) {
      c.header('Cache-Control', 'no-store');
      throw callCeilingReached(ceilings.now());
    }
    await next();
  };
}
