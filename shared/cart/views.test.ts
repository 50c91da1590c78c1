import { describe, expect, it } from 'vitest';
import type { CartOrder } from '../schemas/cart-order';
import { ViewCartEventSchema } from '../schemas/analytics-item';
import { analyticsItems, viewCartEvent } from './analytics';
import { commitHashInput } from './commit-hash-input';
import { initialParticipantCount, participantCountOptions } from './participant-count';
import { NOW, cartWith, sampleItem, sampleParticipant } from './testing';

describe('participant count options', () => {
  it('run from the largest single item count to the total of counts', () => {
    const cart = cartWith([sampleItem({ id: 1, participantCount: 2 }), sampleItem({ id: 2, participantCount: 3 })]);
    expect(participantCountOptions(cart)).toEqual([3, 4, 5]);
  });

  it('hold one option for a single item', () => {
    expect(participantCountOptions(cartWith([sampleItem({ participantCount: 4 })]))).toEqual([4]);
  });

  it('are empty for an empty cart, which has no initial count', () => {
    expect(participantCountOptions(cartWith([]))).toEqual([]);
    expect(initialParticipantCount(cartWith([]))).toBeUndefined();
  });

  it('start at the first option when the pool is empty', () => {
    const cart = cartWith([sampleItem({ id: 1, participantCount: 2 }), sampleItem({ id: 2, participantCount: 3 })]);
    expect(initialParticipantCount(cart)).toBe(3);
  });

  it('start at the smaller of the first option and the pool size when the pool is not empty', () => {
    const items = [sampleItem({ id: 1, participantCount: 2 }), sampleItem({ id: 2, participantCount: 3 })];
    const one = { ...cartWith(items), participantPool: [sampleParticipant()] };
    expect(initialParticipantCount(one)).toBe(1);
    const many = {
      ...cartWith(items),
      participantPool: Array.from({ length: 6 }, (_, index) => sampleParticipant({ email: `p${index}@example.se` })),
    };
    expect(initialParticipantCount(many)).toBe(3);
  });
});

describe('analytics', () => {
  const cart: CartOrder = {
    ...cartWith([sampleItem({ id: 101, participantCount: 3 }), sampleItem({ id: 102, participantCount: 1, displayTitle: 'Second' })]),
    couponCode: 'SPRING',
    cartTotals: {
      cartPrice: { total: 1100, vat: 220, gross: 1000, discount: 120, currency: 'eur' },
      items: [
        {
          id: 101,
          type: 'courseEvent',
          participantCount: 3,
          price: { id: 101, type: 'standard', vatPercentage: 25, total: 1000, vat: 200, gross: 900, discount: 100, currency: 'eur' },
        },
      ],
    },
  };

  it('divides the item total and discount by its participant count, rounded to cents', () => {
    expect(analyticsItems(cart)).toEqual([
      { item_id: '101', item_name: 'Leadership in practice', price: 333.33, discount: 33.33, quantity: 3 },
      { item_id: '102', item_name: 'Second', price: 0, discount: 0, quantity: 1 },
    ]);
  });

  it('builds the view_cart payload with the currency in upper case', () => {
    const event = viewCartEvent(cart);
    expect(event).toMatchObject({ event: 'view_cart', ecommerce: { currency: 'EUR', value: 1100, coupon: 'SPRING' } });
    expect(event.ecommerce.items).toHaveLength(2);
    expect(ViewCartEventSchema.safeParse(event).success).toBe(true);
  });

  it('leaves the coupon out when there is none', () => {
    expect('coupon' in viewCartEvent({ ...cart, couponCode: null }).ecommerce).toBe(false);
  });
});

describe('commit hash input', () => {
  const cart = cartWith([sampleItem()]);

  it('is the same after the lifetime is renewed or the cart is shared', () => {
    const renewed = { ...cart, meta: { ...cart.meta, expiresAt: NOW + 99, sharing: { id: 'a'.repeat(64), editKey: null } } };
    expect(commitHashInput(renewed)).toBe(commitHashInput(cart));
  });

  it('changes when what is booked changes', () => {
    const more = { ...cart, cartItems: [sampleItem({ participantCount: 3 })] };
    expect(commitHashInput(more)).not.toBe(commitHashInput(cart));
  });

  it('is canonical JSON that parses back', () => {
    const parsed = JSON.parse(commitHashInput(cart)) as { cartItems: unknown[]; meta: Record<string, unknown> };
    expect(parsed.cartItems).toHaveLength(1);
    expect(Object.keys(parsed.meta)).toEqual(['extraFields', 'signatoryCountry', 'truncateIdentificationNumber']);
  });
});
