import type { Config } from './config';
import type { RequestContext } from './context';
import type { RequestTrace } from './request-log';

/** Per-request values the middleware chain hands to routes (Hono's `c.var`). */
export interface AppVariables {
  config: Config;
  nonce: string;
  /** The request's id, page cache outcome and failed services, for its log line (middleware/request-log.ts). */
  trace: RequestTrace;
  /** The request's services and settings (middleware/request-context.ts). */
  context: RequestContext;
}

export interface AppEnv {
  Bindings: Env;
  Variables: AppVariables;
}
