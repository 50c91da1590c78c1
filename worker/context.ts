import { createBackend } from './adapters/backend';
import type { Config } from './config';
import type { BuildInfo } from './build-info';
import type { BackendPort } from './ports/backend';

/**
 * Everything a loader or API handler needs for one request, built in one place: configuration,
 * the worker's bindings and (as later parts land) the adapters chosen for each outside service.
 */
export interface RequestContext {
  config: Config;
  env: Env;
  build: BuildInfo;
  /** Cancels outside calls when the visitor goes away. */
  signal: AbortSignal | undefined;
  /** The booking back end: embedded in D1, or the proxy to `BACKEND_URL`. */
  backend: BackendPort;
}

/** Builds the per-request context. */
export function createRequestContext(config: Config, env: Env, build: BuildInfo, request: Request): RequestContext {
  return { config, env, build, signal: request.signal, backend: createBackend(config, env) };
}
