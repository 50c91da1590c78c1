import { CircuitBreaker, DEFAULT_BREAKER_OPTIONS } from '../../../shared/resilience/circuit-breaker';
import { isServiceFailure } from '../../../shared/resilience/service-failure';
import type { SearchOutcome, SearchPort } from '../../ports/search';

/** Milliseconds a hosted search may take, its retries over the client's hosts included. */
export const SEARCH_TIMEOUT_MS = 3_000;

/**
 * A search that answers `timeout` when the port has not answered within `timeoutMs`: the hosted
 * client retries over several hosts, each with its own time-outs, so only an overall deadline
 * bounds what a visitor waits.
 */
export function withTimeout(port: SearchPort, timeoutMs = SEARCH_TIMEOUT_MS): SearchPort {
  return {
    async search(state, viewport) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<SearchOutcome>((resolve) => {
        timer = setTimeout(() => resolve({ ok: false, code: 'timeout', message: `search: no answer within ${timeoutMs} ms` }), timeoutMs);
      });
      try {
        return await Promise.race([port.search(state, viewport), late]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/**
 * A search behind a circuit breaker: while the breaker is open the port is not asked and the
 * answer is `circuit_open` with the seconds until the next probe; every answer (a thrown error
 * counts as a failure) tells the breaker how the service is doing, by `isServiceFailure`.
 */
export function withBreaker(port: SearchPort, breaker: CircuitBreaker): SearchPort {
  return {
    async search(state, viewport) {
      const admission = breaker.admit();
      if (!admission.allowed) {
        return { ok: false, code: 'circuit_open', message: 'search is known to be down', retryAfterSeconds: admission.retryAfterSeconds };
      }
      let outcome: SearchOutcome;
      try {
        outcome = await port.search(state, viewport);
      } catch (error) {
        breaker.failed();
        throw error;
      }
      // A request the service refused (a 4xx) shows it works; only its own failures count.
      if (outcome.ok || !isServiceFailure(outcome)) breaker.succeeded();
      else breaker.failed();
      return outcome;
    },
  };
}

/** The search breaker of this isolate: every request of the isolate shares what it has learnt. */
export function isolateSearchBreaker(now: () => number = Date.now): CircuitBreaker {
  return new CircuitBreaker({ ...DEFAULT_BREAKER_OPTIONS, now });
}
