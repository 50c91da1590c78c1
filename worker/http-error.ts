import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The one JSON error shape of the worker's API (DECISIONS.md section 3). */
export interface ApiErrorBody {
  statusCode: number;
  statusMessage: string;
  message: string;
}

/** An expected API failure: a status, a stable machine-readable code and a readable message. */
export class ApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly statusMessage: string,
    message: string,
  ) {
    super(status, { message });
  }

  body(): ApiErrorBody {
    return { statusCode: this.status, statusMessage: this.statusMessage, message: this.message };
  }
}
