import { describe, expect, it } from 'vitest';
import { createCart } from '../../shared/cart/create-cart';
import { withItems } from '../../shared/cart/item-rules';
import { NOW, sampleItem } from '../../shared/cart/testing';
import { closedItemId, priceRequest, priceToastText, rollBack } from './cart-pricing';
import { totalsFor } from './cart-testing';

const base = () => {
  const cart = withItems(createCart('default', NOW), [sampleItem({ participantCount: 1 })]);
  return { ...cart, couponCode: 'OLD', cartTotals: totalsFor(priceRequest({ ...cart, couponCode: 'OLD' })) };
};

describe('priceRequest', () => {
  it('sends id, type and count of every item, and the coupon only when there is one', () => {
    expect(priceRequest(base())).toEqual({ items: [{ id: 101, type: 'courseEvent', participantCount: 1 }], couponCode: 'OLD' });
    expect(priceRequest({ ...base(), couponCode: null })).toEqual({ items: [{ id: 101, type: 'courseEvent', participantCount: 1 }] });
  });
});

describe('rollBack', () => {
  it('takes added items back out and restores the totals of before', () => {
    const before = base();
    const after = withItems(before, [...before.cartItems, sampleItem({ id: 102 })]);
    const rolled = rollBack(after, { base: before, items: true, coupon: false });
    expect(rolled.cartItems).toEqual(before.cartItems);
    expect(rolled.cartTotals).toEqual(before.cartTotals);
  });

  it('puts the previous coupon back', () => {
    const before = base();
    const rolled = rollBack({ ...before, couponCode: 'NEW' }, { base: before, items: false, coupon: true });
    expect(rolled.couponCode).toBe('OLD');
    expect(rolled.cartTotals).toEqual(before.cartTotals);
  });

  it('keeps count changes and removals, which are not rolled back', () => {
    const before = base();
    const after = withItems(before, [{ ...sampleItem(), participantCount: 3 }]);
    expect(rollBack(after, { base: before, items: false, coupon: false })).toBe(after);
  });
});

describe('the price-failure toast text', () => {
  it('shows the status code and message of the error', () => {
    expect(priceToastText({ statusCode: 404, statusMessage: 'unknown_item', message: 'No bookable event with this id (item 9)' })).toBe(
      '404 No bookable event with this id (item 9)',
    );
  });

  it('falls back to 500 and "Failed to fetch cart price"', () => {
    expect(priceToastText(undefined)).toBe('500 Failed to fetch cart price');
    expect(priceToastText('<html>')).toBe('500 Failed to fetch cart price');
    expect(priceToastText({ statusCode: 502, statusMessage: 'upstream_error', message: '' })).toBe('502 Failed to fetch cart price');
  });
});

describe('closedItemId', () => {
  it('reads the item of an event_closed error', () => {
    expect(closedItemId({ statusCode: 409, statusMessage: 'event_closed', message: 'The event is no longer open for booking (item 42)' })).toBe(42);
  });

  it('is undefined for other errors or an event_closed without an item', () => {
    expect(closedItemId({ statusCode: 409, statusMessage: 'not_enough_seats', message: 'Not enough seats left (item 42)' })).toBeUndefined();
    expect(closedItemId({ statusCode: 409, statusMessage: 'event_closed', message: 'Closed' })).toBeUndefined();
    expect(closedItemId(undefined)).toBeUndefined();
  });
});
