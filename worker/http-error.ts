import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '../shared/errors/api-error';
import type { ApiErrorCode } from '../shared/errors/error-codes';

/** What an error may add to the shape: the cart item it is about and, for seats, how many are left. */
export type ApiErrorDetails = Pick<ApiErrorBody, 'itemId' | 'seatsLeft'>;

/**
 * An expected API failure, thrown by a route and answered as an `ApiErrorBody`: a status, a code of
 * the closed list (`API_ERROR_CODES`) and a readable message.
 */
export class ApiError extends HTTPException {
  /** Sent as `Retry-After` (503 while a service's circuit breaker is open, 429 over a rate limit). */
  retryAfterSeconds: number | undefined;

  constructor(
    status: ContentfulStatusCode,
    readonly statusMessage: ApiErrorCode,
    message: string,
    readonly details: ApiErrorDetails = {},
  ) {
    super(status, { message });
  }

  body(): ApiErrorBody {
    return { statusCode: this.status, statusMessage: this.statusMessage, message: this.message, ...this.details };
  }
}
