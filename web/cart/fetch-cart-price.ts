import type { PriceAnswer } from '../../shared/cart/pricing-policy';
import { parseApiError } from '../../shared/errors/api-error';
import type { CartUpdateRequest } from '../../shared/schemas/cart-update-request';

/** The worker's price call (`POST /api/backend/cart/price`). */
export const PRICE_URL = '/api/backend/cart/price';

/** Give up on a price call that has not answered in this time. */
const PRICE_TIMEOUT_MS = 20_000;

/**
 * Asks the worker for the totals of a cart. Never throws: a network failure or time-out is an
 * error without details (the toast falls back to 500 'Failed to fetch cart price'), a non-JSON
 * error keeps at least its HTTP status.
 */
export async function fetchCartPrice(request: CartUpdateRequest, fetcher: typeof fetch = fetch): Promise<PriceAnswer> {
  try {
    const response = await fetcher(PRICE_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(PRICE_TIMEOUT_MS),
    });
    const body: unknown = await response.json().catch(() => undefined);
    if (response.ok) return { ok: true, totals: body };
    const error = parseApiError(body) ?? { statusCode: response.status, statusMessage: 'upstream_error', message: '' };
    return { ok: false, error };
  } catch {
    return { ok: false, error: undefined };
  }
}
