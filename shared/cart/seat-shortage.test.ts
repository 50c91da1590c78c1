import { describe, expect, it } from 'vitest';
import { pricingErrorStatus } from '../errors/pricing-error-status';
import type { CartOrder } from '../schemas/cart-order';
import { countWithinSeats, exceedsSeatsLeft, seatShortage, seatsLeftOfTotals } from './seat-shortage';
import { sampleItem } from './testing';

function cartWith(counts: Record<number, number>): CartOrder {
  const cartItems = Object.entries(counts).map(([id, participantCount]) => ({ id: Number(id), participantCount }));
  return { cartItems, cartTotals: { items: [] } } as unknown as CartOrder;
}

describe('seatShortage', () => {
  it('reads the item and the seats left of a not_enough_seats answer', () => {
    expect(seatShortage(pricingErrorStatus('not-enough-seats', 10010, 1))).toEqual({ itemId: 10010, seatsLeft: 1 });
  });

  it('falls back to the item named in the message when the back end sends no fields', () => {
    expect(seatShortage({ statusCode: 409, statusMessage: 'not_enough_seats', message: 'Not enough seats left (item 7)' })).toEqual({
      itemId: 7,
      seatsLeft: null,
    });
  });

  it('is no shortage for any other error, or one that names no item', () => {
    expect(seatShortage(pricingErrorStatus('event-closed', 7))).toBeUndefined();
    expect(seatShortage({ statusCode: 409, statusMessage: 'not_enough_seats', message: 'Not enough seats left' })).toBeUndefined();
    expect(seatShortage(undefined)).toBeUndefined();
  });
});

describe('countWithinSeats', () => {
  it('lowers the count to the seats left, never raising it', () => {
    expect(countWithinSeats(cartWith({ 1: 4 }), cartWith({}), { itemId: 1, seatsLeft: 2 })).toBe(2);
    expect(countWithinSeats(cartWith({ 1: 2 }), cartWith({}), { itemId: 1, seatsLeft: 9 })).toBe(2);
  });

  it('without the seats left, goes back to the count before the change, or one for a new item', () => {
    expect(countWithinSeats(cartWith({ 1: 3 }), cartWith({ 1: 2 }), { itemId: 1, seatsLeft: null })).toBe(2);
    expect(countWithinSeats(cartWith({ 1: 2 }), cartWith({}), { itemId: 1, seatsLeft: null })).toBe(1);
  });

  it('keeps at least one participant and answers nothing for an item no longer in the cart', () => {
    expect(countWithinSeats(cartWith({ 1: 2 }), cartWith({}), { itemId: 1, seatsLeft: 0 })).toBe(1);
    expect(countWithinSeats(cartWith({ 2: 2 }), cartWith({}), { itemId: 1, seatsLeft: 1 })).toBeUndefined();
  });
});

describe('seatsLeftOfTotals', () => {
  it('lists the seats the last totals reported per item', () => {
    const cart = { cartTotals: { items: [{ id: 1, seatsLeft: 3 }, { id: 2 }] } } as unknown as CartOrder;
    expect(seatsLeftOfTotals(cart)).toEqual({ 1: 3 });
  });
});

describe('exceedsSeatsLeft', () => {
  const cart = cartWith({ 101: 2 });
  const add = (participantCount: number) => ({ type: 'add-item' as const, item: { ...sampleItem(), participantCount } });

  it('refuses an add or a count above the seats last heard of', () => {
    expect(exceedsSeatsLeft(cart, { 101: 2 }, add(3))).toBe(true);
    expect(exceedsSeatsLeft(cart, { 101: 2 }, { type: 'set-count', id: 101, participantCount: 3 })).toBe(true);
    expect(exceedsSeatsLeft(cart, { 101: 2 }, add(2))).toBe(false);
  });

  it('always lets a count go down, even while it is above a limit that has shrunk', () => {
    const larger = cartWith({ 101: 4 });
    expect(exceedsSeatsLeft(larger, { 101: 1 }, { type: 'set-count', id: 101, participantCount: 3 })).toBe(false);
  });

  it('knows no limit for an event whose seats it has not heard of, nor for other changes', () => {
    expect(exceedsSeatsLeft(undefined, {}, add(40))).toBe(false);
    expect(exceedsSeatsLeft(cart, { 101: 0 }, { type: 'remove-items', ids: [101] })).toBe(false);
  });
});
