import { CACHE_CONTROL } from '../cache-control';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { ApiError } from '../http-error';
import { contentfulStatus } from '../http-status';
import { backendFailureOf, type BackendResult } from '../ports/backend';
import type { OutsideService } from '../../shared/resilience/service-failure';

/**
 * The JSON answer of a call the booking back end (or the signing service, `service`) answered:
 * its value with `status`, or its error in the API's one error shape. Never kept by any cache. A
 * failure of the service itself (a 5xx: a bad answer, no answer in time, known to be down) is
 * recorded on the request's health, for its log line.
 */
export function backendAnswer<T extends object>(
  c: Context<AppEnv>,
  result: BackendResult<T>,
  status: 200 | 201 = 200,
  service: Extract<OutsideService, 'backend' | 'signing'> = 'backend',
) {
  c.header('Cache-Control', CACHE_CONTROL.noStore);
  if (!result.ok) {
    if (result.error.statusCode >= 500) c.var.context.health.fail(service, backendFailureOf(result));
    const { statusCode, statusMessage, message, itemId, seatsLeft } = result.error;
    const details = { ...(itemId === undefined ? {} : { itemId }), ...(seatsLeft === undefined ? {} : { seatsLeft }) };
    // The back end's error shape holds a status from 400 to 599 (shared/errors/api-error.ts).
    const error = new ApiError(contentfulStatus(statusCode), statusMessage, message, details);
    // An open breaker says when to ask again (503 with Retry-After).
    error.retryAfterSeconds = result.retryAfterSeconds;
    throw error;
  }
  return c.json(result.value, status);
}
