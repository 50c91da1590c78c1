import { describe, expect, test } from 'vitest';
import { failureStatus } from './service-failure';

describe('service failure status', () => {
  test('a bad answer is 502, a time-out 504, an open breaker 503', () => {
    expect(failureStatus('bad_answer')).toEqual({ status: 502, statusMessage: 'upstream_error' });
    expect(failureStatus('timeout')).toEqual({ status: 504, statusMessage: 'upstream_timeout' });
    expect(failureStatus('circuit_open')).toEqual({ status: 503, statusMessage: 'service_unavailable' });
  });
});
