import type { Config } from './config';
import type { RequestContext } from './context';

/** Per-request values the middleware chain hands to routes (Hono's `c.var`). */
export interface AppVariables {
  config: Config;
  nonce: string;
  /** The request's services and settings (middleware/request-context.ts). */
  context: RequestContext;
}

export interface AppEnv {
  Bindings: Env;
  Variables: AppVariables;
}
