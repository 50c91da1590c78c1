import { describe, expect, it } from 'vitest';
import { createCart } from '../../shared/cart/create-cart';
import { NOW, sampleItem } from '../../shared/cart/testing';
import { withItems } from '../../shared/cart/item-rules';
import { CART_LIFETIME_MS } from '../../shared/cart/create-cart';
import { readCartRecord, restoreCartRecord, WHOLE_RECORD } from './read-cart-record';

const filled = (id: string, now = NOW) => withItems(createCart(id, now), [sampleItem()]);

describe('readCartRecord', () => {
  it('finds nothing, and drops nothing, when nothing is stored', () => {
    expect(readCartRecord(undefined, NOW)).toEqual({ carts: {}, dropped: [], expired: [] });
  });

  it('keeps every valid cart under its id', () => {
    const record = { default: filled('default'), team: createCart('team', NOW) };
    const reading = readCartRecord(structuredClone(record), NOW);
    expect(reading.carts).toEqual(record);
    expect(reading.dropped).toEqual([]);
  });

  it('drops a corrupt entry and keeps the valid ones', () => {
    const broken = { ...filled('team'), cartItems: [{ ...sampleItem(), participantCount: -3 }] };
    const reading = readCartRecord({ default: filled('default'), team: broken, junk: 'x' }, NOW);
    expect(Object.keys(reading.carts)).toEqual(['default']);
    expect(reading.dropped.sort()).toEqual(['junk', 'team']);
  });

  it('drops a cart of an outdated shape (missing fields of the current version)', () => {
    const { cartTotals: _totals, ...outdated } = filled('default');
    expect(readCartRecord({ default: outdated }, NOW).dropped).toEqual(['default']);
  });

  it('drops a cart filed under another id than its own', () => {
    expect(readCartRecord({ other: filled('default') }, NOW).dropped).toEqual(['other']);
  });

  it('drops the whole record when it is no record of carts at all', () => {
    for (const raw of [null, 'carts', 42, [filled('default')], new Date(NOW)]) {
      expect(readCartRecord(raw, NOW)).toEqual({ carts: {}, dropped: [WHOLE_RECORD], expired: [] });
    }
  });

  it('leaves out expired carts without calling them corrupt', () => {
    const old = filled('old', NOW - 31 * 86_400_000);
    const reading = readCartRecord({ old, default: filled('default') }, NOW);
    expect(reading.expired).toEqual(['old']);
    expect(reading.dropped).toEqual([]);
    expect(Object.keys(reading.carts)).toEqual(['default']);
  });
});

describe('restoreCartRecord', () => {
  it('opens the stored cart with its lifetime renewed and keeps the other valid carts', () => {
    const team = createCart('team', NOW - 5000);
    const restored = restoreCartRecord({ default: filled('default', NOW - 5000), team }, 'default', NOW);
    expect(restored.cart?.meta.expiresAt).toBe(NOW + CART_LIFETIME_MS);
    expect(restored.record).toEqual({ default: restored.cart, team });
    expect(restored.dropped).toBe(false);
  });

  it('opens nothing when the cart is missing, expired or corrupt, and says when something was dropped', () => {
    expect(restoreCartRecord(undefined, 'default', NOW)).toEqual({ record: {}, cart: undefined, dropped: false });
    const expired = filled('default', NOW - CART_LIFETIME_MS);
    expect(restoreCartRecord({ default: expired }, 'default', NOW)).toEqual({ record: {}, cart: undefined, dropped: false });
    expect(restoreCartRecord({ default: { id: 'default' } }, 'default', NOW)).toEqual({ record: {}, cart: undefined, dropped: true });
  });
});
