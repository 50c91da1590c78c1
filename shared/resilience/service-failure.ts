/**
 * One status language for every outside service (content, search, back end, signing): a bad
 * answer (an error status, a body that does not parse, a broken connection) is 502, a time-out is
 * 504, and a service known to be down (its circuit breaker is open) is 503 with `Retry-After`.
 */
export type ServiceFailureKind = 'bad_answer' | 'timeout' | 'circuit_open';

export type OutsideService = 'content' | 'search' | 'backend' | 'signing';

export interface ServiceFailureStatus {
  status: 502 | 503 | 504;
  statusMessage: 'upstream_error' | 'upstream_timeout' | 'service_unavailable';
}

const STATUS: Record<ServiceFailureKind, ServiceFailureStatus> = {
  bad_answer: { status: 502, statusMessage: 'upstream_error' },
  timeout: { status: 504, statusMessage: 'upstream_timeout' },
  circuit_open: { status: 503, statusMessage: 'service_unavailable' },
};

/** The HTTP status and API code of a failure kind. */
export function failureStatus(kind: ServiceFailureKind): ServiceFailureStatus {
  return STATUS[kind];
}

/**
 * Whether a failed call counts against the service's health (its circuit breaker), given what it
 * ended in: the HTTP status the service answered, or the error thrown (its `status`, when it has
 * one). The service's own failures count: a 5xx, no answer in time (408 too), being too busy for
 * us (429), no connection or no status at all, an answer that could not be read. A refusal of the
 * request (any other 4xx) does not: the caller caused it (a made-up visitor token the CMS answers
 * 401), and counting it would let any visitor open the breaker for every other.
 */
export function isServiceFailure(failure: unknown): boolean {
  const status = typeof failure === 'number' ? failure : statusOf(failure);
  if (status === null) return true;
  return !(status >= 400 && status < 500) || status === 408 || status === 429;
}

function statusOf(failure: unknown): number | null {
  if (typeof failure !== 'object' || failure === null || !('status' in failure)) return null;
  return typeof failure.status === 'number' ? failure.status : null;
}

/**
 * How an outside service failed, as the request log counts it: no answer in time, not asked
 * because its circuit breaker is open, an error status it answered (5xx, 429, 408), no
 * connection or no status at all, or an answer that could not be read (a body that does not
 * parse, a status that is no failure of its own).
 */
export type ServiceFailureHow = 'timeout' | 'breaker_open' | 'error_status' | 'network' | 'bad_answer';

/** One failure of an outside service during a request: how, and the status it answered, when it answered one. */
export interface ServiceFailure {
  how: ServiceFailureHow;
  status?: number;
}

/**
 * How a failure is counted, from what it ended in: the status the service (or the adapter in the
 * status language: 504 no answer in time) answered, null for none; `breakerOpen` when the service
 * was not asked at all.
 */
export function describeFailure(status: number | null | undefined, breakerOpen = false): ServiceFailure {
  if (breakerOpen) return { how: 'breaker_open' };
  if (status === null || status === undefined) return { how: 'network' };
  if (status === 504 || status === 408) return { how: 'timeout', status };
  if (status >= 500 || status === 429) return { how: 'error_status', status };
  return { how: 'bad_answer', status };
}

/**
 * How a thrown error of an adapter is counted: its `status` (a `ContentServiceError`'s, an HTTP
 * error's) and whether it carries the seconds until a breaker's next probe (`retryAfterSeconds`).
 */
export function describeThrownFailure(error: unknown): ServiceFailure {
  const breakerOpen =
    typeof error === 'object' && error !== null && 'retryAfterSeconds' in error && typeof error.retryAfterSeconds === 'number';
  return describeFailure(statusOf(error), breakerOpen);
}
