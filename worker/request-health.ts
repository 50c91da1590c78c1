import type { OutsideService, ServiceFailure } from '../shared/resilience/service-failure';

/** One failure of an outside service during a request, as the request log line names it. */
export interface ServiceFailureEntry extends ServiceFailure {
  service: OutsideService;
}

/** The most failures one request keeps for its log line (a page asks a service for many events at once). */
const MAX_FAILURES_KEPT = 8;

/**
 * The outside services that failed while one request was answered. An answer built on a failure
 * (an empty search, a stale copy served because the service failed) is still shown to its
 * visitor, but is never kept by us (page cache, KV) or by a shared cache (`no-store`): otherwise a
 * short outage would be served to everyone long after the service came back. Each failure, and
 * how the service failed, is named in the request's log line (worker/request-log.ts).
 */
export class RequestHealth {
  readonly #failed = new Set<OutsideService>();
  readonly #failures: ServiceFailureEntry[] = [];
  /** Seconds until a service known to be down is asked again (sent as `Retry-After` with a 503). */
  retryAfterSeconds: number | null = null;

  /** Records that `service` failed during this request, and how. The same failure twice is kept once. */
  fail(service: OutsideService, failure: ServiceFailure): void {
    this.#failed.add(service);
    const entry: ServiceFailureEntry = { service, ...failure };
    const known = this.#failures.some((kept) => kept.service === service && kept.how === entry.how && kept.status === entry.status);
    if (!known && this.#failures.length < MAX_FAILURES_KEPT) this.#failures.push(entry);
  }

  /** Whether anything this request's answer is built on failed. */
  get degraded(): boolean {
    return this.#failed.size > 0;
  }

  get failedServices(): OutsideService[] {
    return [...this.#failed];
  }

  /** Every distinct failure of this request (service, how, status), in the order they happened. */
  get failures(): readonly ServiceFailureEntry[] {
    return this.#failures;
  }
}
