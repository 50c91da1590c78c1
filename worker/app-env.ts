import type { Config } from './config';

/** Per-request values the middleware chain hands to routes (Hono's `c.var`). */
export interface AppVariables {
  config: Config;
  nonce: string;
}

export interface AppEnv {
  Bindings: Env;
  Variables: AppVariables;
}
