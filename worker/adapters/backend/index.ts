import type { Config } from '../../config';
import type { BackendPort } from '../../ports/backend';
import { createEmbeddedBackend } from './embedded';
import { createRemoteBackend } from './remote';
import { withTestStatusHook } from './test-status';

export interface BackendFactoryOptions {
  /** How to reach `BACKEND_URL`; the global fetch by default. */
  fetch?: (request: Request) => Promise<Response>;
  /** The content adapter's "make sure the content is loaded" step, when it has one. */
  ensureContent?: () => Promise<void>;
}

/**
 * The booking back end for this configuration: the reverse proxy when `BACKEND_URL` is set,
 * otherwise the embedded reference service in D1; with the test-status hook in `test`.
 */
export function createBackend(config: Config, env: Env, options: BackendFactoryOptions = {}): BackendPort {
  const backend = config.BACKEND_URL
    ? createRemoteBackend({ baseUrl: config.BACKEND_URL, fetch: options.fetch ?? ((request) => fetch(request)), cache: env.CACHE })
    : createEmbeddedBackend({ db: env.DB, ...(options.ensureContent ? { ensureContent: options.ensureContent } : {}) });
  return config.ENVIRONMENT === 'test' ? withTestStatusHook(backend) : backend;
}
