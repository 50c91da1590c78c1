import { parseApiError } from './api-error';

/** What the price-failure toast shows when the error says nothing better. */
export const PRICE_ERROR_DEFAULTS = { statusCode: 500, message: 'Failed to fetch cart price' } as const;

/** The status code and message of the price-failure toast for whatever the price call failed with. */
export function priceErrorToast(error: unknown): { statusCode: number; message: string } {
  const parsed = parseApiError(error);
  return {
    statusCode: parsed?.statusCode ?? PRICE_ERROR_DEFAULTS.statusCode,
    message: parsed?.message || PRICE_ERROR_DEFAULTS.message,
  };
}
