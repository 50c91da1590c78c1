import { failureStatus } from '../../shared/resilience/service-failure';
import type { BackendPort, BackendResult } from '../ports/backend';
import type { SigningPort } from '../ports/signing';

/** The cookie of the test fault switch: its value names the service to take down. */
const TEST_FAULT_COOKIE = 'fei_test_fault';

/** The services the test fault switch can take down. */
export type TestFaultService = 'search' | 'backend' | 'signing';

/**
 * Whether a request asks for `service` to be down (cookie `fei_test_fault=<service>`), honoured
 * only with `ENVIRONMENT=test`: end-to-end tests of what the browser shows then.
 */
export function testFaultAsked(environment: string, cookie: (name: string) => string | undefined, service: TestFaultService): boolean {
  return environment === 'test' && cookie(TEST_FAULT_COOKIE) === service;
}

/** What a service known to be down answers: 503 `service_unavailable`, asked again in 10 s (an open breaker's answer). */
function knownDown(serviceName: string): BackendResult<never> {
  const { status, statusMessage } = failureStatus('circuit_open');
  return {
    ok: false,
    error: { statusCode: status, statusMessage, message: `${serviceName} is down (test fault switch)` },
    retryAfterSeconds: 10,
  };
}

/** A booking back end that is down: every call answers as its open breaker would. */
export function downBackend(): BackendPort {
  const down = async () => knownDown('The booking back end');
  return {
    price: down,
    commit: down,
    createShare: down,
    updateShare: down,
    getShare: down,
    eventOpen: down,
    committedOrder: async () => ({ kind: 'unreadable' }),
    markOrderSigned: async () => false,
  };
}

/** A signing service that is down: documents can be neither made nor read; no local signing page. */
export function downSigning(): SigningPort {
  const down = async () => knownDown('The signing service');
  return { createDocument: down, getStatus: down, localPage: null };
}
