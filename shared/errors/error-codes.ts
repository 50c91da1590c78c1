/** The codes of the booking back end's checkout error catalogue: a booking that conflicts with what is stored. */
export const BACKEND_ERROR_CODES = [
  'duplicate_order',
  'participant_already_booked',
  'contact_person_exists_with_different_customer',
  'participant_exists_with_different_customer',
  'multiple_persons_found',
  /** The same booking was sent before and still waits for its signature (its seats are held). */
  'order_awaiting_signature',
] as const;

/**
 * Every code an error of the worker's API carries (its `statusMessage`): one closed list, so the
 * worker cannot answer a code it does not name here (the API error shape, `api-error.ts`, takes only
 * these) and a code nothing answers is not listed (`error-codes.test.ts` reads the code for each).
 * A new refusal adds its code here. Grouped by who answers it; the wire name stays `statusMessage`.
 */
export const API_ERROR_CODES = [
  // The request itself (worker/routes/json-body.ts, the paths, the query, the methods).
  'invalid_json',
  'invalid_body',
  'body_too_large',
  'unsupported_media_type',
  'malformed_path',
  'invalid_query',
  'invalid_language',
  'invalid_playback_id',
  'invalid_event_type',
  'method_not_allowed',
  'not_found',
  /** A refusal of Hono's own (an HTTP exception under 500 that is not one of ours). */
  'bad_request',
  'rate_limited',
  // Pricing and the cart's items (shared/errors/pricing-error-status.ts, the embedded back end).
  'duplicate_item',
  'unknown_item',
  'event_closed',
  'not_enough_seats',
  'mixed_category',
  'missing_price',
  'invalid_coupon',
  // Shared carts.
  'share_not_found',
  'invalid_edit_key',
  // Orders and their signing (the order token: worker/middleware/order-holder.ts).
  'order_not_found',
  'order_token_required',
  /** The signing page's order no longer holds its seats. */
  'hold_expired',
  /** The signing page's document was signed before (the page leads on to the status all the same). */
  'already_signed',
  /** Another create of the same order's Scrive document is under way; asking again answers it. */
  'document_in_progress',
  /** The cart fails the checkout's rules (`checkoutIssues`): details missing, a participant not in the pool. */
  'checkout_incomplete',
  /** More seats than an unsigned order may hold (shared/booking/booking-policy.ts), per event or in all. */
  'order_too_large',
  /** The client already holds as many unsigned orders as the booking policy allows. */
  'too_many_unsigned_orders',
  /** The same client or customer let a hold of these events run out a moment ago (the policy's cool-down). */
  'hold_cooling_down',
  // The daily ceilings (shared/ceilings/ceilings.ts, worker/ceilings/).
  /** The client stored (shares, attachments) as much as it may in a UTC day. */
  'daily_limit_reached',
  /** A costly call reached its ceiling for the day, all clients together, or the site's room for what visitors store is full. */
  'site_capacity_reached',
  // The application's attachments (worker/routes/api-application.ts, worker/attachment-files.ts).
  'invalid_application_key',
  'length_required',
  'invalid_content_length',
  'length_mismatch',
  'invalid_file_name',
  'unsupported_file_type',
  'file_too_large',
  'empty_file',
  'too_many_attachments',
  'no_attachments',
  'application_submitted',
  'not_submitted',
  // Staff preview tokens.
  'secret_in_query',
  'invalid_secret',
  // Outside services failing (shared/resilience/service-failure.ts) and our own failures.
  'upstream_error',
  'upstream_timeout',
  'service_unavailable',
  'internal_error',
  // The booking back end's checkout error catalogue.
  ...BACKEND_ERROR_CODES,
] as const;

/** A code of the worker's API errors. */
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** A code of the booking back end's checkout error catalogue. */
export type BackendErrorCode = (typeof BACKEND_ERROR_CODES)[number];

const CODES: ReadonlySet<string> = new Set(API_ERROR_CODES);

/** Whether a string read from outside (a stored status, an old answer) is one of the codes. */
export function isApiErrorCode(value: string): value is ApiErrorCode {
  return CODES.has(value);
}
