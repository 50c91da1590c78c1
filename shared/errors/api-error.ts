import * as z from 'zod/mini';

/**
 * What a request id is (the worker's `X-Request-Id`, worker/request-log.ts): Cloudflare's ray id
 * (`8c1f2a3b4c5d6e7f-ARN`) or a UUID. Nothing else is echoed as one.
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

/** The one JSON error shape of the worker's API and of the booking back end. */
export const ApiErrorSchema = z.object({
  statusCode: z.int().check(z.gte(400)).check(z.lte(599)),
  /** A stable machine-readable code, see `API_STATUS_MESSAGES` and `BACKEND_STATUS_MESSAGES`. */
  statusMessage: z.string().check(z.minLength(1)).check(z.maxLength(100)),
  /** A human-readable explanation in English, for logs and toasts. */
  message: z.string().check(z.maxLength(1000)),
  /** The cart item the error is about, when there is one (pricing failures). */
  itemId: z.optional(z.int().check(z.positive())),
  /** With `not_enough_seats`: the seats the event still has free. */
  seatsLeft: z.optional(z.int().check(z.nonnegative())),
  /** The id of the request the worker answered with this error (its `X-Request-Id` and log line), for a visitor's report. */
  requestId: z.optional(z.string().check(z.regex(REQUEST_ID_PATTERN))),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** Codes the worker answers for bad input or failures of its own. */
export const API_STATUS_MESSAGES = [
  'invalid_json',
  'invalid_body',
  'body_too_large',
  'unsupported_media_type',
  'not_found',
  'method_not_allowed',
  'cart_locked',
  'duplicate_item',
  'unknown_item',
  'invalid_event_type',
  'event_closed',
  'not_enough_seats',
  'mixed_category',
  'missing_price',
  'invalid_coupon',
  'share_not_found',
  'invalid_edit_key',
  'order_not_found',
  'upstream_error',
  'upstream_timeout',
  'service_unavailable',
  'search_unavailable',
  'rate_limited',
  'internal_error',
  /** The cart fails the checkout's rules (`checkoutIssues`): details missing, a participant not in the pool. */
  'checkout_incomplete',
  /** More seats than an unsigned order may hold (shared/booking/booking-policy.ts), per event or in all. */
  'order_too_large',
  /** The client already holds as many unsigned orders as the booking policy allows. */
  'too_many_unsigned_orders',
  /** The same client or customer let a hold of these events run out a moment ago (the policy's cool-down). */
  'hold_cooling_down',
] as const;
export type ApiStatusMessage = (typeof API_STATUS_MESSAGES)[number];

/** Codes of the booking back end's checkout error catalogue. */
export const BACKEND_STATUS_MESSAGES = [
  'duplicate_order',
  'participant_already_booked',
  'contact_person_exists_with_different_customer',
  'participant_exists_with_different_customer',
  'multiple_persons_found',
  /** The same booking was sent before and still waits for its signature (its seats are held). */
  'order_awaiting_signature',
] as const;
export type BackendStatusMessage = (typeof BACKEND_STATUS_MESSAGES)[number];

/** Builds an API error value. */
export function apiError(statusCode: number, statusMessage: ApiStatusMessage | BackendStatusMessage, message: string): ApiError {
  return { statusCode, statusMessage, message };
}

/**
 * Reads an error body answered by the API; anything else (HTML from a proxy, a network
 * failure's undefined) yields undefined so the caller falls back to its defaults.
 */
export function parseApiError(body: unknown): ApiError | undefined {
  const parsed = ApiErrorSchema.safeParse(body);
  return parsed.success ? parsed.data : undefined;
}
