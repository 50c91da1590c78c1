import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../tests/support/property';
import { NOW } from '../cart/testing';
import { CartTotalsSchema } from '../schemas/cart-totals';
import type { Catalogue, CatalogueEvent, Coupon } from './catalogue';
import { priceCart, type PricingResult } from './price-cart';

function event(overrides: Partial<CatalogueEvent> = {}): CatalogueEvent {
  return {
    id: 1,
    type: 'courseEvent',
    category: 'swedish-academic',
    startDate: '2025-03-10',
    vatPercentage: 25,
    seatsLeft: 20,
    prices: { sek: 1_000_000, eur: 90_000, gbp: 80_000 },
    ...overrides,
  };
}

const catalogue: Catalogue = {
  events: [
    event({ id: 1 }),
    event({ id: 2, prices: { sek: 500_050 } }),
    event({ id: 3, type: 'programmeEvent', prices: { sek: 2_000_000 } }),
    event({ id: 4, type: 'programmeEvent', prices: { sek: 1_000_000 } }),
    event({ id: 10, category: 'business-school', prices: { eur: 120_000 }, vatPercentage: 21 }),
    event({ id: 20, category: 'english-academic', prices: { gbp: 99_999 }, vatPercentage: 12.5 }),
    event({ id: 30, startDate: '2025-01-15', endDate: undefined } as never),
    event({ id: 31, cancelled: true }),
    event({ id: 32, seatsLeft: 0 }),
    event({ id: 33, seatsLeft: 2 }),
    event({ id: 34, prices: { eur: 1 } }),
  ],
  packages: [{ id: 900, eventIds: [3, 4], prices: { sek: 2_500_000 } }],
};

const coupons: Coupon[] = [
  { code: 'TENOFF', kind: 'percentage', percent: 10 },
  { code: 'Minus500', kind: 'fixed', amounts: { sek: 50_000 } },
  { code: 'HUGE', kind: 'fixed', amounts: { sek: 100_000_000 } },
  { code: 'OLD', kind: 'percentage', percent: 50, expiresAt: NOW },
  { code: 'LATER', kind: 'percentage', percent: 50, expiresAt: NOW + 1 },
];

const line = (id: number, participantCount = 1, type: 'courseEvent' | 'programmeEvent' | 'other' = 'courseEvent') => ({
  id,
  participantCount,
  type,
});

function value(result: PricingResult) {
  if (!result.ok) throw new Error(`expected ok, got ${result.code}`);
  expect(CartTotalsSchema.safeParse(result.value).success).toBe(true);
  return result.value;
}

const price = (items: ReturnType<typeof line>[], couponCode?: string | null) => priceCart({ items, couponCode }, catalogue, coupons, NOW);

describe('pricing a cart', () => {
  it('prices a single item: gross, VAT and total in major units', () => {
    const totals = value(price([line(1, 2)]));
    expect(totals.cartPrice).toEqual({ gross: 20_000, discount: 0, vat: 5_000, total: 25_000, currency: 'sek' });
    expect(totals.items[0]).toEqual({
      id: 1,
      type: 'courseEvent',
      participantCount: 2,
      seatsLeft: 20,
      price: { id: 1, type: 'standard', gross: 20_000, discount: 0, vat: 5_000, total: 25_000, vatPercentage: 25, currency: 'sek' },
    });
  });

  it('sums several items exactly, without float noise', () => {
    const totals = value(price([line(1, 1), line(2, 3)]));
    expect(totals.cartPrice.gross).toBe(25_001.5);
    expect(totals.cartPrice.vat).toBe(6_250.38);
    expect(totals.cartPrice.total).toBe(31_251.88);
  });

  it('prices in the currency of the category', () => {
    expect(value(price([line(10)])).cartPrice).toEqual({ gross: 1200, discount: 0, vat: 252, total: 1452, currency: 'eur' });
    const gbp = value(price([line(20)])).cartPrice;
    expect(gbp.currency).toBe('gbp');
    // 999.99 at 12.5 % is 124.99875, rounded half up to 125.00.
    expect(gbp.vat).toBe(125);
  });

  it('answers zero totals in sek for an empty cart, ignoring a coupon', () => {
    expect(value(price([], 'NOPE')).cartPrice).toEqual({ gross: 0, discount: 0, vat: 0, total: 0, currency: 'sek' });
  });

  it('prices a complete programme package at the package price, split over its events', () => {
    const totals = value(price([line(3, 2, 'programmeEvent'), line(4, 2, 'programmeEvent')]));
    expect(totals.items.map((item) => item.price.type)).toEqual(['package', 'package']);
    expect(totals.cartPrice.gross).toBe(50_000);
    expect(totals.items.map((item) => item.price.gross)).toEqual([33_333.33, 16_666.67]);
  });

  it('prices package events separately when their counts differ or one is missing', () => {
    expect(value(price([line(3, 2, 'programmeEvent'), line(4, 1, 'programmeEvent')])).items.map((i) => i.price.type)).toEqual([
      'standard',
      'standard',
    ]);
    expect(value(price([line(3, 1, 'programmeEvent')])).items[0]?.price.type).toBe('standard');
  });

  it('never lets a package cost more than its events', () => {
    const dear: Catalogue = { ...catalogue, packages: [{ id: 901, eventIds: [1, 2], prices: { sek: 99_000_000 } }] };
    const totals = priceCart({ items: [line(1), line(2)] }, dear, coupons, NOW);
    expect(value(totals).items.map((item) => item.price.type)).toEqual(['standard', 'standard']);
  });
});

describe('coupons', () => {
  it('takes a percentage off every item before VAT', () => {
    const totals = value(price([line(1, 1)], 'tenoff'));
    expect(totals.cartPrice).toEqual({ gross: 10_000, discount: 1_000, vat: 2_250, total: 11_250, currency: 'sek' });
  });

  it('splits a fixed amount over the items in proportion, exactly', () => {
    const totals = value(price([line(1, 1), line(2, 1)], ' minus500 '));
    expect(totals.cartPrice.discount).toBe(500);
    expect(totals.items.map((item) => item.price.discount)).toEqual([333.32, 166.68]);
  });

  it('caps a fixed amount at the cart gross', () => {
    const totals = value(price([line(1, 1)], 'HUGE'));
    expect(totals.cartPrice).toMatchObject({ discount: 10_000, vat: 0, total: 0 });
  });

  it('refuses an unknown or expired coupon, or a fixed coupon without the cart currency', () => {
    expect(price([line(1)], 'NOPE')).toEqual({ ok: false, code: 'invalid-coupon' });
    expect(price([line(1)], 'OLD')).toEqual({ ok: false, code: 'invalid-coupon' });
    expect(value(price([line(1)], 'LATER')).cartPrice.discount).toBe(5_000);
    expect(price([line(10)], 'MINUS500')).toEqual({ ok: false, code: 'invalid-coupon' });
  });

  it('treats a blank coupon as none', () => {
    expect(value(price([line(1)], '   ')).cartPrice.discount).toBe(0);
    expect(value(price([line(1)], null)).cartPrice.discount).toBe(0);
  });
});

describe('pricing refusals', () => {
  it.each([
    ['an unknown id', [line(999)], 'unknown-item', 999],
    ['a type that does not match', [line(3, 1, 'courseEvent')], 'unknown-item', 3],
    ['the other type', [line(1, 1, 'other')], 'unknown-item', 1],
    ['an event starting today', [line(30)], 'event-closed', 30],
    ['a cancelled event', [line(31)], 'event-closed', 31],
    ['a full event', [line(32)], 'event-closed', 32],
    ['two categories', [line(1), line(10)], 'mixed-category', 10],
    ['an event without a price in the currency', [line(34)], 'missing-price', 34],
    ['the same event twice', [line(1), line(1)], 'duplicate-item', 1],
  ])('refuses %s', (_name, items, code, itemId) => {
    expect(price(items)).toEqual({ ok: false, code, itemId });
  });

  it('refuses more participants than seats, saying how many are left', () => {
    expect(price([line(33, 3)])).toEqual({ ok: false, code: 'not-enough-seats', itemId: 33, seatsLeft: 2 });
  });

  it.each([
    ['a negative count', { items: [{ id: 1, participantCount: -1, type: 'courseEvent' }] }],
    ['a fractional id', { items: [{ id: 1.5, participantCount: 1, type: 'courseEvent' }] }],
    ['no items field', { couponCode: 'X' }],
    ['a string', 'items'],
    ['null', null],
  ])('refuses a request with %s', (_name, request) => {
    expect(priceCart(request, catalogue, coupons, NOW)).toEqual({ ok: false, code: 'invalid-request' });
  });
});

const ids = [1, 2, 33];
const itemsSumToTheCartAndTotalsBalance = fc.property(
  fc.subarray(ids, { minLength: 1 }),
  fc.integer({ min: 1, max: 2 }),
  fc.constantFrom(undefined, 'TENOFF', 'MINUS500', 'HUGE'),
  (chosen, count, coupon) => {
    const totals = value(
      price(
        chosen.map((id) => line(id, count)),
        coupon,
      ),
    );
    const cents = (amount: number) => Math.round(amount * 100);
    const sum = (key: 'gross' | 'vat' | 'discount' | 'total') => totals.items.reduce((acc, item) => acc + cents(item.price[key]), 0);
    expect(sum('gross')).toBe(cents(totals.cartPrice.gross));
    expect(sum('vat')).toBe(cents(totals.cartPrice.vat));
    expect(sum('discount')).toBe(cents(totals.cartPrice.discount));
    expect(sum('total')).toBe(cents(totals.cartPrice.total));
    for (const item of totals.items) {
      const { gross, discount, vat, total } = item.price;
      expect(cents(gross) - cents(discount) + cents(vat)).toBe(cents(total));
      expect(discount).toBeLessThanOrEqual(gross);
    }
  },
);

describe('pricing invariants', () => {
  it('always sums items to the cart and keeps total = gross - discount + vat', () =>
    assertProperty({ itemsSumToTheCartAndTotalsBalance }, 100));
});
