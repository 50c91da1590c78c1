import { createBackend } from './adapters/backend';
import { createContent } from './adapters/content';
import type { Config } from './config';
import type { BuildInfo } from './build-info';
import type { BackendPort } from './ports/backend';
import type { ContentPort } from './ports/content';
import { readPreviewState, type PreviewState } from './preview';

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
  /** Preview mode of the request and whether it carries a valid staff token. */
  preview: Promise<PreviewState>;
  /** The content service (cached; uncached in preview). */
  content: ContentPort;
}

/** Builds the per-request context. */
export function createRequestContext(config: Config, env: Env, build: BuildInfo, request: Request): RequestContext {
  const preview = readPreviewState(request, config);
  return {
    config,
    env,
    build,
    signal: request.signal,
    backend: createBackend(config, env),
    preview,
    content: createContent({ config, env, preview, signal: request.signal }),
  };
}
