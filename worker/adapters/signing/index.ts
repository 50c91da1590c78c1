import type { CircuitBreaker } from '../../../shared/resilience/circuit-breaker';
import type { Config } from '../../config';
import type { BackendPort } from '../../ports/backend';
import type { SigningPort } from '../../ports/signing';
import { isolateServiceBreaker } from '../service-breaker';
import { createEmbeddedSigning } from './embedded';
import { createScriveSigning } from './remote';
import { d1ScriveDocuments } from './scrive-documents';

export interface SigningFactoryOptions {
  /** How to reach Scrive; the global fetch by default. */
  fetch?: (request: Request) => Promise<Response>;
  /** Scrive's whole-call time limit; its own default (60 s) when unset. */
  timeoutMs?: number;
  /** Scrive's circuit breaker; the isolate's for `SCRIVE_API_URL` when unset (tests pass one with their clock). */
  breaker?: CircuitBreaker;
  /** The embedded signing page's clock (seat holds); tests pass one in. */
  now?: () => number;
}

/**
 * E-signing for this configuration: Scrive when `SCRIVE_API_URL` and `SCRIVE_API_TOKEN` are set
 * (the configuration refuses one without the other; behind its circuit breaker), otherwise the embedded signing page over
 * the request's booking back end, which confirms the orders and records their signatures.
 */
export function createSigning(config: Config, env: Pick<Env, 'DB'>, backend: BackendPort, options: SigningFactoryOptions = {}): SigningPort {
  if (config.SCRIVE_API_URL && config.SCRIVE_API_TOKEN) {
    return createScriveSigning({
      baseUrl: config.SCRIVE_API_URL,
      token: config.SCRIVE_API_TOKEN,
      fetch: options.fetch ?? ((request) => fetch(request)),
      orders: backend,
      documents: d1ScriveDocuments(env.DB),
      breaker: options.breaker ?? isolateServiceBreaker('signing', config.SCRIVE_API_URL),
      ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    });
  }
  return createEmbeddedSigning({ db: env.DB, backend, ...(options.now ? { now: options.now } : {}) });
}
