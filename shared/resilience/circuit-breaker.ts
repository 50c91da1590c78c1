/**
 * A circuit breaker for one outside service in one isolate: after `failureThreshold` consecutive
 * failures the service is known to be down and is not asked for `openMs`; then one request is let
 * through as a probe (half-open). Its success closes the breaker, its failure opens it again. A
 * dead service is then asked about once per `openMs` instead of on every request, and the visitor
 * gets an immediate 503 with `Retry-After` instead of waiting for a time-out.
 */
export interface CircuitBreakerOptions {
  /** Consecutive failures that open the breaker. */
  failureThreshold: number;
  /** Milliseconds the breaker stays open before it lets one probe through. */
  openMs: number;
  /** Milliseconds since the epoch; passed in so tests decide the time. */
  now: () => number;
}

export type CircuitState = 'closed' | 'open' | 'half-open';

/** Whether a call may go out now, and if not, how many whole seconds until it may. */
export type CircuitAdmission = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export const DEFAULT_BREAKER_OPTIONS = { failureThreshold: 5, openMs: 10_000 } as const;

export class CircuitBreaker {
  #failures = 0;
  #openedAt: number | null = null;
  #probing = false;
  #probeAt = 0;

  constructor(private readonly options: CircuitBreakerOptions) {}

  get state(): CircuitState {
    if (this.#openedAt === null) return 'closed';
    return this.options.now() - this.#openedAt >= this.options.openMs ? 'half-open' : 'open';
  }

  /**
   * Asks to make a call. Closed: yes. Open: no, with the seconds left. Half-open: yes for the first
   * caller (the probe), no for the others until the probe has answered, or for an open time more:
   * a probe may never answer (its request cancelled when the visitor left, as the platform does),
   * and the breaker must not wait for it forever.
   */
  admit(): CircuitAdmission {
    const state = this.state;
    if (state === 'closed') return { allowed: true };
    const now = this.options.now();
    if (state === 'half-open' && (!this.#probing || now - this.#probeAt >= this.options.openMs)) {
      this.#probing = true;
      this.#probeAt = now;
      return { allowed: true };
    }
    const openedAt = this.#openedAt ?? this.options.now();
    const leftMs = Math.max(0, openedAt + this.options.openMs - this.options.now());
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(leftMs / 1000)) };
  }

  /** A call answered well: the service works, the breaker closes. */
  succeeded(): void {
    this.#failures = 0;
    this.#openedAt = null;
    this.#probing = false;
  }

  /** A call failed (a bad answer or a time-out): counts towards opening; a failed probe reopens at once. */
  failed(): void {
    const wasProbe = this.#probing;
    this.#probing = false;
    this.#failures += 1;
    if (wasProbe || this.#openedAt !== null || this.#failures >= this.options.failureThreshold) this.#openedAt = this.options.now();
  }
}
