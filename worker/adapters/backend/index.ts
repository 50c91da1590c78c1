import { seatHoldMs } from '../../../shared/booking/seat-hold';
import type { CircuitBreaker } from '../../../shared/resilience/circuit-breaker';
import { bookingPolicy, type Config } from '../../config';
import { ensureContentSeeded } from '../../embedded/content/service/ensure-content-seeded';
import type { BackendPort } from '../../ports/backend';
import { createEmbeddedBackend } from './embedded';
import { isolateServiceBreaker } from '../service-breaker';
import { createRemoteBackend } from './remote';

export interface BackendFactoryOptions {
  /** How to reach `BACKEND_URL`; the global fetch by default. */
  fetch?: (request: Request) => Promise<Response>;
  /** The remote back end's whole-call time limit; its own default (10 s) when unset. */
  timeoutMs?: number;
  /** The remote back end's circuit breaker; the isolate's for `BACKEND_URL` when unset (tests pass one with their clock). */
  breaker?: CircuitBreaker;
  /** Makes sure the content tables hold the seed; the embedded content's own step by default. */
  ensureContent?: () => Promise<void>;
  /** The embedded back end's clock (seat holds, share lifetimes); tests pass one in. */
  now?: () => number;
}

/**
 * The booking back end for this configuration: the reverse proxy when `BACKEND_URL` is set
 * (behind its circuit breaker),
 * otherwise the embedded reference service in D1 (which reads the embedded content's events, so
 * it loads the content seed first when needed).
 */
export function createBackend(config: Config, env: Env, options: BackendFactoryOptions = {}): BackendPort {
  return config.BACKEND_URL
    ? createRemoteBackend({
        baseUrl: config.BACKEND_URL,
        fetch: options.fetch ?? ((request) => fetch(request)),
        cache: env.CACHE,
        breaker: options.breaker ?? isolateServiceBreaker('backend', config.BACKEND_URL),
        ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
      })
    : createEmbeddedBackend({
        db: env.DB,
        ensureContent: options.ensureContent ?? (() => ensureContentSeeded(env.DB, Date.now(), config.DEMO_SCALE)),
        shareLifetimeDays: config.SHARE_LIFETIME_DAYS,
        holdMs: seatHoldMs(config.SEAT_HOLD_MINUTES),
        policy: bookingPolicy(config),
        sharesInAll: config.SHARES_IN_ALL,
        ...(options.now ? { now: options.now } : {}),
      });
}
