import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiError as ApiErrorShape } from '../shared/errors/api-error';

/** The one JSON error shape of the worker's API (`shared/errors/api-error.ts`). */
export type ApiErrorBody = ApiErrorShape;

/** What an error may add to the shape: the cart item it is about and, for seats, how many are left. */
export type ApiErrorDetails = Pick<ApiErrorShape, 'itemId' | 'seatsLeft'>;

/** An expected API failure: a status, a stable machine-readable code and a readable message. */
export class ApiError extends HTTPException {
  /** Sent as `Retry-After` (503 while a service's circuit breaker is open, 429 over a rate limit). */
  retryAfterSeconds: number | undefined;

  constructor(
    status: ContentfulStatusCode,
    readonly statusMessage: string,
    message: string,
    readonly details: ApiErrorDetails = {},
  ) {
    super(status, { message });
  }

  body(): ApiErrorBody {
    return { statusCode: this.status, statusMessage: this.statusMessage, message: this.message, ...this.details };
  }
}
