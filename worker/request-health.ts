import type { OutsideService } from '../shared/resilience/service-failure';

/**
 * The outside services that failed while one request was answered. An answer built on a failure
 * (an empty search, a stale copy served because the service failed) is still shown to its
 * visitor, but is never kept by us (page cache, KV) or by a shared cache (`no-store`): otherwise a
 * short outage would be served to everyone long after the service came back.
 */
export class RequestHealth {
  readonly #failed = new Set<OutsideService>();
  /** Seconds until a service known to be down is asked again (sent as `Retry-After` with a 503). */
  retryAfterSeconds: number | null = null;

  /** Records that `service` failed during this request. */
  fail(service: OutsideService): void {
    this.#failed.add(service);
  }

  /** Whether anything this request's answer is built on failed. */
  get degraded(): boolean {
    return this.#failed.size > 0;
  }

  get failedServices(): OutsideService[] {
    return [...this.#failed];
  }
}
