import { describe, expect, it } from 'vitest';
import { CART_ERROR_CODES } from '../cart/cart-event';
import { PRICING_ERROR_CODES } from '../pricing/price-cart';
import { ApiErrorSchema, parseApiError } from './api-error';
import { cartErrorKey } from './cart-error-key';
import { UNKNOWN_CHECKOUT_ERROR, checkoutErrorKeys } from './checkout-error-keys';
import { API_ERROR_CODES, BACKEND_ERROR_CODES, isApiErrorCode } from './error-codes';
import { errorMessages } from './messages';
import { pricingErrorStatus } from './pricing-error-status';
import { PRICE_ERROR_DEFAULTS, priceErrorToast } from './toasts';

/** Looks a dotted key up in a nested message object. */
function lookup(messages: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), messages);
}

function leafKeys(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
}

describe('the checkout error catalogue', () => {
  it('gives duplicate orders their own title and message', () => {
    expect(checkoutErrorKeys('duplicate_order')).toEqual({
      titleKey: 'checkout.errors.duplicate_order.title',
      messageKey: 'checkout.errors.duplicate_order.message',
    });
  });

  it('gives an already booked participant and a contact person of another customer their own messages', () => {
    expect(checkoutErrorKeys('participant_already_booked').messageKey).toBe('checkout.errors.participant_already_booked.message');
    expect(checkoutErrorKeys('contact_person_exists_with_different_customer').messageKey).toBe(
      'checkout.errors.contact_person_exists_with_different_customer.message',
    );
  });

  it('asks for manual processing when a person is ambiguous', () => {
    for (const status of ['participant_exists_with_different_customer', 'multiple_persons_found']) {
      expect(checkoutErrorKeys(status)).toEqual({
        titleKey: 'checkout.errors.needs_action.title',
        messageKey: 'checkout.errors.needs_manual_processing.message',
      });
    }
  });

  it('falls back to something went wrong for anything else, including inherited names', () => {
    for (const status of ['teapot', '', undefined, null, 'toString', '__proto__']) {
      expect(checkoutErrorKeys(status)).toEqual(UNKNOWN_CHECKOUT_ERROR);
    }
    expect(UNKNOWN_CHECKOUT_ERROR.titleKey).toBe('checkout.errors.something_went_wrong.title');
  });

  it('tells a failing back end (502, 504, 503) as the booking service not answering, not as something wrong with the booking', () => {
    for (const status of ['upstream_error', 'upstream_timeout', 'service_unavailable']) {
      expect(checkoutErrorKeys(status)).toEqual({
        titleKey: 'checkout.errors.service_unavailable.title',
        messageKey: 'checkout.errors.service_unavailable.message',
      });
    }
  });

  it('has Swedish and English texts for every key it can answer', () => {
    for (const status of [...API_ERROR_CODES, 'anything']) {
      const { titleKey, messageKey } = checkoutErrorKeys(status);
      for (const language of ['sv', 'en'] as const) {
        expect(typeof lookup(errorMessages[language], titleKey), `${language} ${titleKey}`).toBe('string');
        expect(typeof lookup(errorMessages[language], messageKey), `${language} ${messageKey}`).toBe('string');
      }
    }
  });
});

describe('cart error keys', () => {
  it('map every cart error code to a key with texts in both languages', () => {
    for (const code of CART_ERROR_CODES) {
      const key = cartErrorKey(code);
      expect(typeof lookup(errorMessages.sv, key), key).toBe('string');
      expect(typeof lookup(errorMessages.en, key), key).toBe('string');
    }
    expect(cartErrorKey('cart-locked')).toBe('cart.errors.cart_locked');
    expect(new Set(CART_ERROR_CODES.map(cartErrorKey)).size).toBe(CART_ERROR_CODES.length);
  });

  it('keep the same keys in Swedish and English, none empty', () => {
    expect(leafKeys(errorMessages.sv).sort()).toEqual(leafKeys(errorMessages.en).sort());
    for (const key of leafKeys(errorMessages.sv)) {
      expect((lookup(errorMessages.sv, key) as string).length).toBeGreaterThan(0);
    }
  });
});

describe('the API error shape', () => {
  it('accepts a 4xx or 5xx error and rejects anything else', () => {
    expect(ApiErrorSchema.safeParse({ statusCode: 400, statusMessage: 'invalid_body', message: 'Bad' }).success).toBe(true);
    expect(ApiErrorSchema.safeParse({ statusCode: 200, statusMessage: 'ok', message: '' }).success).toBe(false);
    expect(ApiErrorSchema.safeParse({ statusCode: 404.5, statusMessage: 'x', message: '' }).success).toBe(false);
    expect(ApiErrorSchema.safeParse({ statusCode: 500, statusMessage: '', message: '' }).success).toBe(false);
    // The codes are a closed list: a code outside it is not an API error, whatever its status.
    expect(ApiErrorSchema.safeParse({ statusCode: 400, statusMessage: 'teapot', message: '' }).success).toBe(false);
    expect(parseApiError('<html>')).toBeUndefined();
    // The request id the worker adds is kept; one that is not a plain id makes no error of the body.
    const withId = { statusCode: 502, statusMessage: 'upstream_error', message: 'x', requestId: '8c1f2a3b4c5d6e7f-ARN' };
    expect(parseApiError(withId)).toEqual(withId);
    expect(ApiErrorSchema.safeParse({ ...withId, requestId: '<script>' }).success).toBe(false);
  });

  it('has distinct stable codes, the back end’s catalogue among them', () => {
    expect(new Set(API_ERROR_CODES).size).toBe(API_ERROR_CODES.length);
    for (const code of API_ERROR_CODES) expect(code).toMatch(/^[a-z_]+$/);
    for (const code of BACKEND_ERROR_CODES) expect(isApiErrorCode(code), code).toBe(true);
    for (const other of ['teapot', '', 'toString', '__proto__', 'cart_locked']) expect(isApiErrorCode(other), other).toBe(false);
  });

  it('maps every pricing failure to a 4xx with a stable code', () => {
    for (const code of PRICING_ERROR_CODES) {
      const error = pricingErrorStatus(code);
      expect(ApiErrorSchema.safeParse(error).success).toBe(true);
      expect(error.statusCode).toBeGreaterThanOrEqual(400);
      expect(error.statusCode).toBeLessThan(500);
    }
    expect(pricingErrorStatus('unknown-item', 42)).toEqual({
      statusCode: 404,
      statusMessage: 'unknown_item',
      message: 'No bookable event with this id (item 42)',
      itemId: 42,
    });
    expect(pricingErrorStatus('not-enough-seats', 42, 1)).toEqual({
      statusCode: 409,
      statusMessage: 'not_enough_seats',
      message: 'Not enough seats left (item 42)',
      itemId: 42,
      seatsLeft: 1,
    });
  });
});

describe('the price-failure toast', () => {
  it('shows the status code and message of an API error', () => {
    expect(priceErrorToast({ statusCode: 409, statusMessage: 'event_closed', message: 'Closed' })).toEqual({
      statusCode: 409,
      message: 'Closed',
    });
  });

  it('falls back to 500 and the default message', () => {
    expect(priceErrorToast(undefined)).toEqual(PRICE_ERROR_DEFAULTS);
    expect(priceErrorToast({ statusCode: 502, statusMessage: 'upstream_error', message: '' })).toEqual({
      statusCode: 502,
      message: 'Failed to fetch cart price',
    });
  });
});
