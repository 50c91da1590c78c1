import { describe, expect, it } from 'vitest';
import { fetchCartPrice, PRICE_URL } from './fetch-cart-price';

const request = { items: [{ id: 1, type: 'courseEvent' as const, participantCount: 2 }] };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('fetchCartPrice', () => {
  it('posts the cart-update request as JSON and answers the totals', async () => {
    let seen: { url: string; init?: RequestInit } | undefined;
    const answer = await fetchCartPrice(request, async (url, init) => {
      seen = { url: String(url), init };
      return json({ cartPrice: {} });
    });
    expect(seen?.url).toBe(PRICE_URL);
    expect(seen?.init?.method).toBe('POST');
    expect(JSON.parse(String(seen?.init?.body))).toEqual(request);
    expect(answer).toEqual({ ok: true, totals: { cartPrice: {} } });
  });

  it('answers the API error of a failed call', async () => {
    const error = { statusCode: 422, statusMessage: 'invalid_coupon', message: 'The coupon code is not valid' };
    expect(await fetchCartPrice(request, async () => json(error, 422))).toEqual({ ok: false, error });
  });

  it('keeps the HTTP status of an error that is not JSON', async () => {
    const answer = await fetchCartPrice(request, async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(answer).toEqual({ ok: false, error: { statusCode: 502, statusMessage: 'upstream_error', message: '' } });
  });

  it('answers an error without details when the network fails', async () => {
    expect(await fetchCartPrice(request, async () => Promise.reject(new TypeError('Failed to fetch')))).toEqual({
      ok: false,
      error: undefined,
    });
  });
});
