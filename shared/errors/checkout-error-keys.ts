import type { MessageKey } from '../i18n/translator';
import { isApiErrorCode, type ApiErrorCode } from './error-codes';

/** The i18n keys of the title and message a checkout error modal shows. */
export interface CheckoutErrorKeys {
  titleKey: MessageKey;
  messageKey: MessageKey;
}

/** The keys of a title and a message; each entry of the catalogue below must name keys the messages have. */
const keys = <T extends string, M extends string>(title: T, message: M) =>
  ({ titleKey: `checkout.errors.${title}.title`, messageKey: `checkout.errors.${message}.message` }) as const;

/** The codes with a modal of their own (any other code shows the unknown checkout error). */
const CATALOGUE: Readonly<Partial<Record<ApiErrorCode, CheckoutErrorKeys>>> = {
  duplicate_order: keys('duplicate_order', 'duplicate_order'),
  participant_already_booked: keys('participant_already_booked', 'participant_already_booked'),
  contact_person_exists_with_different_customer: keys(
    'contact_person_exists_with_different_customer',
    'contact_person_exists_with_different_customer',
  ),
  // Both need a person at the organisation to sort out who is who.
  participant_exists_with_different_customer: keys('needs_action', 'needs_manual_processing'),
  multiple_persons_found: keys('needs_action', 'needs_manual_processing'),
  // The worker's per-client limit (429): nothing is wrong with the booking, it can be sent again.
  rate_limited: keys('rate_limited', 'rate_limited'),
  // The day's ceiling of commits or signing documents, all clients together (shared/ceilings/ceilings.ts).
  site_capacity_reached: keys('site_capacity_reached', 'site_capacity_reached'),
  order_awaiting_signature: keys('order_awaiting_signature', 'order_awaiting_signature'),
  // The booking policy (shared/booking/booking-policy.ts) and the checkout's own rules, as the back end applies them.
  checkout_incomplete: keys('checkout_incomplete', 'checkout_incomplete'),
  order_too_large: keys('order_too_large', 'order_too_large'),
  too_many_unsigned_orders: keys('too_many_unsigned_orders', 'too_many_unsigned_orders'),
  hold_cooling_down: keys('hold_cooling_down', 'hold_cooling_down'),
  // The back end failed (a bad answer, no answer in time, known to be down): nothing is wrong with
  // the booking, and sending it again is safe (a commit of the same cart answers the same order).
  upstream_error: keys('service_unavailable', 'service_unavailable'),
  upstream_timeout: keys('service_unavailable', 'service_unavailable'),
  service_unavailable: keys('service_unavailable', 'service_unavailable'),
};

/** The fallback for any other status message: something went wrong, unknown checkout error. */
export const UNKNOWN_CHECKOUT_ERROR: CheckoutErrorKeys = keys('something_went_wrong', 'unknown_checkout_error');

/**
 * The checkout error catalogue: the message keys for the back end's
 * `statusMessage`, with a generic fallback for anything unknown or missing.
 */
export function checkoutErrorKeys(statusMessage: string | null | undefined): CheckoutErrorKeys {
  return (statusMessage && isApiErrorCode(statusMessage) ? CATALOGUE[statusMessage] : undefined) ?? UNKNOWN_CHECKOUT_ERROR;
}
