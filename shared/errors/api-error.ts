import * as z from 'zod/mini';
import { API_ERROR_CODES, type ApiErrorCode } from './error-codes';

/**
 * What a request id is (the worker's `X-Request-Id`, worker/request-log.ts): Cloudflare's ray id
 * (`8c1f2a3b4c5d6e7f-ARN`) or a UUID. Nothing else is echoed as one.
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

/** The one JSON error shape of the worker's API and of the booking back end. */
export const ApiErrorSchema = z.object({
  statusCode: z.int().check(z.gte(400)).check(z.lte(599)),
  /** A stable machine-readable code: one of `API_ERROR_CODES` (`error-codes.ts`), nothing else. */
  statusMessage: z.enum(API_ERROR_CODES),
  /** A human-readable explanation in English, for logs and toasts. */
  message: z.string().check(z.maxLength(1000)),
  /** The cart item the error is about, when there is one (pricing failures). */
  itemId: z.optional(z.int().check(z.positive())),
  /** With `not_enough_seats`: the seats the event still has free. */
  seatsLeft: z.optional(z.int().check(z.nonnegative())),
  /** The id of the request the worker answered with this error (its `X-Request-Id` and log line), for a visitor's report. */
  requestId: z.optional(z.string().check(z.regex(REQUEST_ID_PATTERN))),
});
/** An API error as the worker sends it and the browser reads it (the worker's thrown `ApiError` makes one). */
export type ApiErrorBody = z.infer<typeof ApiErrorSchema>;

/** Builds an API error value. */
export function apiError(statusCode: number, statusMessage: ApiErrorCode, message: string): ApiErrorBody {
  return { statusCode, statusMessage, message };
}

/**
 * Reads an error body answered by the API; anything else (HTML from a proxy, a network
 * failure's undefined) yields undefined so the caller falls back to its defaults.
 */
export function parseApiError(body: unknown): ApiErrorBody | undefined {
  const parsed = ApiErrorSchema.safeParse(body);
  return parsed.success ? parsed.data : undefined;
}
