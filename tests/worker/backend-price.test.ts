import { beforeAll, describe, expect, test } from 'vitest';
import { CartTotalsSchema } from '../../shared/schemas/cart-totals';
import { ApiErrorSchema } from '../../shared/errors/api-error';
import { EVENTS, getPath, loadFakeCatalogue, SETUP_TIMEOUT_MS, postJson } from './fakes/booking-catalogue';

const price = (body: unknown, headers?: Record<string, string>) => postJson('/api/backend/cart/price', body, headers);
const line = (e: { id: number; type: string }, participantCount = 1) => ({ id: e.id, type: e.type, participantCount });

async function totals(body: unknown) {
  const response = await price(body);
  expect(response.status).toBe(200);
  return CartTotalsSchema.parse(await response.json());
}

async function error(response: Response, status: number, statusMessage: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('Content-Type')).toContain('application/json');
  const body = ApiErrorSchema.parse(await response.json());
  expect(body).toMatchObject({ statusCode: status, statusMessage });
  return body;
}

beforeAll(async () => {
  await loadFakeCatalogue();
}, SETUP_TIMEOUT_MS);

describe('POST /api/backend/cart/price with good input', () => {
  test('one course for two participants costs twice its price plus 25 % VAT, in sek', async () => {
    const result = await totals({ items: [line(EVENTS.leadership, 2)] });
    expect(result.cartPrice).toEqual({ gross: 20_000, discount: 0, vat: 5_000, total: 25_000, currency: 'sek' });
    expect(result.items[0]).toMatchObject({ id: EVENTS.leadership.id, type: 'courseEvent', participantCount: 2 });
    expect(result.items[0]?.price).toMatchObject({ type: 'standard', vatPercentage: 25, gross: 20_000, total: 25_000 });
  });

  test('VAT is per item and rounded to the minor unit (12.5 % of 999.99 kr)', async () => {
    const result = await totals({ items: [line(EVENTS.reducedVat)] });
    expect(result.items[0]?.price).toMatchObject({ gross: 999.99, vat: 125, vatPercentage: 12.5, total: 1124.99 });
  });

  test('no items costs nothing and ignores the coupon', async () => {
    const result = await totals({ items: [], couponCode: 'NO-SUCH-CODE' });
    expect(result).toEqual({ cartPrice: { total: 0, vat: 0, gross: 0, discount: 0, currency: 'sek' }, items: [] });
  });

  test('a percentage coupon takes 10 % off before VAT, matched case-insensitively', async () => {
    const result = await totals({ items: [line(EVENTS.leadership)], couponCode: ' valkommen10 ' });
    expect(result.cartPrice).toEqual({ gross: 10_000, discount: 1_000, vat: 2_250, total: 11_250, currency: 'sek' });
  });

  test('a coupon that expires in the future still works', async () => {
    const result = await totals({ items: [line(EVENTS.leadership)], couponCode: 'EARLY15' });
    expect(result.cartPrice.discount).toBe(1_500);
  });

  test('a fixed coupon takes 500 kr off the cart, split over the items by their gross', async () => {
    const result = await totals({ items: [line(EVENTS.leadership), line(EVENTS.reducedVat)], couponCode: 'HOST500' });
    expect(result.cartPrice.discount).toBe(500);
    const discounts = result.items.map((item) => item.price.discount);
    expect(discounts[0]! + discounts[1]!).toBeCloseTo(500, 2);
    expect(discounts[0]!).toBeGreaterThan(discounts[1]!);
  });

  test('business-school events are priced in euro with 21 % VAT', async () => {
    const result = await totals({ items: [line(EVENTS.alicante, 3)] });
    expect(result.cartPrice).toEqual({ gross: 6_000, discount: 0, vat: 1_260, total: 7_260, currency: 'eur' });
  });

  test('English academic events are priced in pounds', async () => {
    const result = await totals({ items: [line(EVENTS.london)] });
    expect(result.cartPrice.currency).toBe('gbp');
  });

  test('both courses of a programme for the same participants cost the package price', async () => {
    const result = await totals({ items: [line(EVENTS.leadership, 2), line(EVENTS.coaching, 2)] });
    expect(result.cartPrice.gross).toBe(25_500);
    expect(result.items.map((item) => item.price.type)).toEqual(['package', 'package']);
    expect(result.items.reduce((sum, item) => sum + item.price.gross, 0)).toBe(25_500);
  });

  test('the package does not apply when the counts differ', async () => {
    const result = await totals({ items: [line(EVENTS.leadership, 2), line(EVENTS.coaching, 1)] });
    expect(result.cartPrice.gross).toBe(25_000);
    expect(result.items.map((item) => item.price.type)).toEqual(['standard', 'standard']);
  });

  test('a charset in the content type is accepted', async () => {
    const response = await price({ items: [line(EVENTS.leadership)] }, { 'Content-Type': 'application/json; charset=utf-8' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('POST /api/backend/cart/price with bad input', () => {
  test('an unknown event id answers 404 unknown_item naming it', async () => {
    const body = await error(await price({ items: [{ id: 9_199_999, type: 'courseEvent', participantCount: 1 }] }), 404, 'unknown_item');
    expect(body.message).toContain('9199999');
  });

  test('an event of the wrong type is unknown', async () => {
    await error(await price({ items: [{ ...line(EVENTS.leadership), type: 'programmeEvent' }] }), 404, 'unknown_item');
  });

  test('an item of type other cannot be priced', async () => {
    await error(await price({ items: [{ ...line(EVENTS.leadership), type: 'other' }] }), 404, 'unknown_item');
  });

  test('a started, cancelled or full event answers 409 event_closed', async () => {
    for (const e of [EVENTS.started, EVENTS.cancelled, EVENTS.full]) {
      await error(await price({ items: [line(e)] }), 409, 'event_closed');
    }
  });

  test('more participants than seats left answers 409 not_enough_seats, naming the item and its seats left', async () => {
    const body = await error(await price({ items: [line(EVENTS.fewSeats, 3)] }), 409, 'not_enough_seats');
    expect(body).toMatchObject({ itemId: EVENTS.fewSeats.id, seatsLeft: 2, message: `Not enough seats left (item ${EVENTS.fewSeats.id})` });
  });

  test('each priced item tells the seats its event has left', async () => {
    const response = await price({ items: [line(EVENTS.fewSeats, 1)] });
    expect(response.status).toBe(200);
    expect((await response.json()) as unknown).toMatchObject({ items: [{ id: EVENTS.fewSeats.id, seatsLeft: 2 }] });
  });

  test('events of two categories answer 422 mixed_category', async () => {
    await error(await price({ items: [line(EVENTS.leadership), line(EVENTS.alicante)] }), 422, 'mixed_category');
  });

  test('the same event twice answers 400 duplicate_item', async () => {
    await error(await price({ items: [line(EVENTS.leadership), line(EVENTS.leadership)] }), 400, 'duplicate_item');
  });

  test('unknown, expired and wrong-currency coupons answer 422 invalid_coupon', async () => {
    await error(await price({ items: [line(EVENTS.leadership)], couponCode: 'NOPE' }), 422, 'invalid_coupon');
    await error(await price({ items: [line(EVENTS.leadership)], couponCode: 'SOMMAR2020' }), 422, 'invalid_coupon');
    await error(await price({ items: [line(EVENTS.alicante)], couponCode: 'HOST500' }), 422, 'invalid_coupon');
  });

  test('malformed JSON answers 400 invalid_json', async () => {
    await error(await price('{"items": ['), 400, 'invalid_json');
  });

  test('wrong types, negative or fractional counts and missing fields answer 400 invalid_body', async () => {
    for (const body of [
      { items: 'all' },
      { items: [{ id: '9100001', type: 'courseEvent', participantCount: 1 }] },
      { items: [{ ...line(EVENTS.leadership), participantCount: -1 }] },
      { items: [{ ...line(EVENTS.leadership), participantCount: 1.5 }] },
      { items: [{ ...line(EVENTS.leadership), participantCount: 0 }] },
      { items: [{ id: EVENTS.leadership.id, type: 'courseEvent' }] },
      { items: [{ ...line(EVENTS.leadership), type: 'concert' }] },
      {},
      null,
      [],
    ]) {
      await error(await price(body), 400, 'invalid_body');
    }
  });

  test('a body over the size limit answers 413 body_too_large', async () => {
    await error(await price({ items: [], padding: 'x'.repeat(40_000) }), 413, 'body_too_large');
  });

  test('a body that is not JSON by its content type answers 415', async () => {
    await error(await price({ items: [] }, { 'Content-Type': 'text/plain' }), 415, 'unsupported_media_type');
  });

  test('GET on the price call answers 405 in the API error shape', async () => {
    await error(await getPath('/api/backend/cart/price'), 405, 'method_not_allowed');
  });

  test('an unknown back-end path answers 404 in the API error shape', async () => {
    await error(await getPath('/api/backend/cart/nothing'), 404, 'not_found');
  });
});
