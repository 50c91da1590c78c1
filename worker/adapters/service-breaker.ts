import { CircuitBreaker, DEFAULT_BREAKER_OPTIONS } from '../../shared/resilience/circuit-breaker';
import { failureStatus, isServiceFailure, type OutsideService } from '../../shared/resilience/service-failure';
import type { BackendResult } from '../ports/backend';

/**
 * The breakers of the booking back end and the signing service in this isolate, one per service
 * and address: every request of the isolate shares what the others learnt, so a service known to
 * be down is asked once per open period (the probe), not on every request.
 */
export const isolateServiceBreakers = new Map<string, CircuitBreaker>();

/** The isolate's breaker of `service` at `address`, made on first use. */
export function isolateServiceBreaker(service: OutsideService, address: string, now: () => number = Date.now): CircuitBreaker {
  const key = `${service} ${address}`;
  let breaker = isolateServiceBreakers.get(key);
  if (!breaker) {
    breaker = new CircuitBreaker({ ...DEFAULT_BREAKER_OPTIONS, now });
    isolateServiceBreakers.set(key, breaker);
  }
  return breaker;
}

/**
 * Runs one call of an outside service behind its breaker. While the breaker is open the service
 * is not asked and the answer is 503 `service_unavailable` with the seconds until the next probe
 * (sent as `Retry-After`). Only a failure of the service itself (`isServiceFailure`: a 5xx, 502
 * `upstream_error`, 504 `upstream_timeout`, or a thrown error) counts towards opening it; any
 * other answer, a refusal the request caused (404, 409, a 4xx the service answered, also one we
 * pass on as 502) included, shows the service works.
 */
export async function throughBreaker<T>(
  breaker: CircuitBreaker,
  serviceName: string,
  call: () => Promise<BackendResult<T>>,
): Promise<BackendResult<T>> {
  const admission = breaker.admit();
  if (!admission.allowed) {
    const { status, statusMessage } = failureStatus('circuit_open');
    return {
      ok: false,
      error: { statusCode: status, statusMessage, message: `${serviceName} is known to be down` },
      retryAfterSeconds: admission.retryAfterSeconds,
    };
  }
  let result: BackendResult<T>;
  try {
    result = await call();
  } catch (error) {
    breaker.failed();
    throw error;
  }
  if (!result.ok && isServiceFailure(result.serviceStatus ?? result.error.statusCode)) breaker.failed();
  else breaker.succeeded();
  return result;
}
