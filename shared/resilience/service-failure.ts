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
