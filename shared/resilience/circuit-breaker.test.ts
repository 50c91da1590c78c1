import { describe, expect, test } from 'vitest';
import { CircuitBreaker } from './circuit-breaker';

function breakerAt(start = 1_000_000) {
  let time = start;
  const breaker = new CircuitBreaker({ failureThreshold: 3, openMs: 10_000, now: () => time });
  return { breaker, advance: (ms: number) => (time += ms) };
}

describe('circuit breaker', () => {
  test('stays closed below the threshold, and a success resets the count', () => {
    const { breaker } = breakerAt();
    breaker.failed();
    breaker.failed();
    breaker.succeeded();
    breaker.failed();
    breaker.failed();
    expect(breaker.state).toBe('closed');
    expect(breaker.admit()).toEqual({ allowed: true });
  });

  test('opens after the threshold of consecutive failures and refuses with the seconds left', () => {
    const { breaker, advance } = breakerAt();
    for (let k = 0; k < 3; k++) breaker.failed();
    expect(breaker.state).toBe('open');
    expect(breaker.admit()).toEqual({ allowed: false, retryAfterSeconds: 10 });
    advance(8_500);
    expect(breaker.admit()).toEqual({ allowed: false, retryAfterSeconds: 2 });
  });

  test('after the open time lets exactly one probe through; its success closes the breaker', () => {
    const { breaker, advance } = breakerAt();
    for (let k = 0; k < 3; k++) breaker.failed();
    advance(10_000);
    expect(breaker.state).toBe('half-open');
    expect(breaker.admit()).toEqual({ allowed: true });
    expect(breaker.admit()).toEqual({ allowed: false, retryAfterSeconds: 1 });
    breaker.succeeded();
    expect(breaker.state).toBe('closed');
    expect(breaker.admit()).toEqual({ allowed: true });
  });

  test('a failed probe opens the breaker again for the whole open time', () => {
    const { breaker, advance } = breakerAt();
    for (let k = 0; k < 3; k++) breaker.failed();
    advance(12_000);
    expect(breaker.admit()).toEqual({ allowed: true });
    breaker.failed();
    expect(breaker.state).toBe('open');
    expect(breaker.admit()).toEqual({ allowed: false, retryAfterSeconds: 10 });
  });

  test('a probe that never answers (its request cancelled) holds the others back for one open time, then another probe goes out', () => {
    const { breaker, advance } = breakerAt();
    for (let k = 0; k < 3; k++) breaker.failed();
    advance(10_000);
    expect(breaker.admit()).toEqual({ allowed: true });
    advance(9_999);
    expect(breaker.admit()).toEqual({ allowed: false, retryAfterSeconds: 1 });
    advance(1);
    expect(breaker.admit()).toEqual({ allowed: true });
    expect(breaker.admit()).toEqual({ allowed: false, retryAfterSeconds: 1 });
    breaker.succeeded();
    expect(breaker.state).toBe('closed');
  });
});
