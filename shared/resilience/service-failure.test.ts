import { describe, expect, test } from 'vitest';
import { describeFailure, describeThrownFailure, failureStatus, isServiceFailure } from './service-failure';

describe('service failure status', () => {
  test('a bad answer is 502, a time-out 504, an open breaker 503', () => {
    expect(failureStatus('bad_answer')).toEqual({ status: 502, statusMessage: 'upstream_error' });
    expect(failureStatus('timeout')).toEqual({ status: 504, statusMessage: 'upstream_timeout' });
    expect(failureStatus('circuit_open')).toEqual({ status: 503, statusMessage: 'service_unavailable' });
  });
});

describe('isServiceFailure', () => {
  test("the service's own failures count: 5xx, time-outs, too busy, no status, an unreadable answer", () => {
    for (const status of [500, 502, 503, 504, 599, 408, 429, 200, 302]) expect(isServiceFailure(status), String(status)).toBe(true);
    expect(isServiceFailure(null)).toBe(true);
    expect(isServiceFailure(new TypeError('fetch failed'))).toBe(true);
    expect(isServiceFailure(Object.assign(new Error('GraphQL Error (Code: 503)'), { status: 503 }))).toBe(true);
    expect(isServiceFailure(Object.assign(new Error('network'), { status: null }))).toBe(true);
    expect(isServiceFailure({ status: '401' })).toBe(true);
  });

  test('a refusal the caller caused does not: 400, 401, 403, 404, 409, 422, as a status or on an error', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 499]) {
      expect(isServiceFailure(status), String(status)).toBe(false);
      expect(isServiceFailure(Object.assign(new Error('refused'), { status })), String(status)).toBe(false);
    }
  });
});

describe('describeFailure', () => {
  test('an open breaker, no status, a time-out, an error status and an unreadable answer are told apart', () => {
    expect(describeFailure(503, true)).toEqual({ how: 'breaker_open' });
    expect(describeFailure(null)).toEqual({ how: 'network' });
    expect(describeFailure(undefined)).toEqual({ how: 'network' });
    expect(describeFailure(504)).toEqual({ how: 'timeout', status: 504 });
    expect(describeFailure(408)).toEqual({ how: 'timeout', status: 408 });
    expect(describeFailure(500)).toEqual({ how: 'error_status', status: 500 });
    expect(describeFailure(429)).toEqual({ how: 'error_status', status: 429 });
    expect(describeFailure(200)).toEqual({ how: 'bad_answer', status: 200 });
  });

  test('a thrown error is counted by its status and whether it says when a breaker probes next', () => {
    expect(describeThrownFailure(new TypeError('fetch failed'))).toEqual({ how: 'network' });
    expect(describeThrownFailure(Object.assign(new Error('x'), { status: 502 }))).toEqual({ how: 'error_status', status: 502 });
    expect(describeThrownFailure(Object.assign(new Error('x'), { status: null, retryAfterSeconds: 30 }))).toEqual({ how: 'breaker_open' });
    expect(describeThrownFailure('not an error')).toEqual({ how: 'network' });
  });
});
