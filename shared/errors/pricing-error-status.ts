import type { PricingErrorCode } from '../pricing/price-cart';
import { apiError, type ApiErrorBody } from './api-error';
import type { ApiErrorCode } from './error-codes';

const STATUS: Record<PricingErrorCode, { statusCode: number; statusMessage: ApiErrorCode; message: string }> = {
  'invalid-request': { statusCode: 400, statusMessage: 'invalid_body', message: 'The price request is not valid' },
  'duplicate-item': { statusCode: 400, statusMessage: 'duplicate_item', message: 'An event appears twice in the cart' },
  'unknown-item': { statusCode: 404, statusMessage: 'unknown_item', message: 'No bookable event with this id' },
  'mixed-category': { statusCode: 422, statusMessage: 'mixed_category', message: 'Events of different categories cannot be booked together' },
  'invalid-coupon': { statusCode: 422, statusMessage: 'invalid_coupon', message: 'The coupon code is not valid' },
  'event-closed': { statusCode: 409, statusMessage: 'event_closed', message: 'The event is no longer open for booking' },
  'not-enough-seats': { statusCode: 409, statusMessage: 'not_enough_seats', message: 'Not enough seats left' },
  'missing-price': { statusCode: 409, statusMessage: 'missing_price', message: 'The event has no price in this currency' },
};

/**
 * The API error the worker answers for a pricing failure; names the item when there is one (in
 * the message, as the toast shows it, and as `itemId`), and the seats left for `not-enough-seats`.
 */
export function pricingErrorStatus(code: PricingErrorCode, itemId?: number, seatsLeft?: number): ApiErrorBody {
  const { statusCode, statusMessage, message } = STATUS[code];
  if (itemId === undefined) return apiError(statusCode, statusMessage, message);
  return {
    ...apiError(statusCode, statusMessage, `${message} (item ${itemId})`),
    itemId,
    ...(seatsLeft === undefined ? {} : { seatsLeft }),
  };
}
