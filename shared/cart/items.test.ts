import { describe, expect, it } from 'vitest';
import type { CartOrder } from '../schemas/cart-order';
import type { CartResult } from './cart-event';
import { NOW, cartWith, sampleItem, sampleParticipant } from './testing';
import { transition } from './transition';
import { createCart } from './create-cart';
import { pastItems } from './item-rules';
import { DEFAULT_BOOKING_POLICY } from '../booking/booking-policy';

function ok(result: CartResult): CartOrder {
  if (!result.ok) throw new Error(`expected ok, got ${result.code}`);
  return result.cart;
}

const code = (result: CartResult) => (result.ok ? 'ok' : result.code);

function lockedCart(): CartOrder {
  return ok(transition(cartWith([sampleItem()]), { type: 'begin-commit' }, NOW));
}

describe('adding items', () => {
  it('adds an item to an empty cart, which becomes filled', () => {
    const cart = ok(transition(createCart('default', NOW), { type: 'add-item', item: sampleItem() }, NOW));
    expect(cart.cartItems).toEqual([sampleItem()]);
  });

  it('updates the count when an item with the same id is added again', () => {
    const cart = ok(transition(cartWith([sampleItem()]), { type: 'add-item', item: sampleItem({ participantCount: 4 }) }, NOW));
    expect(cart.cartItems).toHaveLength(1);
    expect(cart.cartItems[0]?.participantCount).toBe(4);
  });

  it('adds a second event of the same category and document', () => {
    const cart = ok(transition(cartWith([sampleItem()]), { type: 'add-item', item: sampleItem({ id: 102 }) }, NOW));
    expect(cart.cartItems.map((item) => item.id)).toEqual([101, 102]);
  });

  it('refuses an item of another category', () => {
    const item = sampleItem({ id: 102, category: 'business-school' });
    expect(code(transition(cartWith([sampleItem()]), { type: 'add-item', item }, NOW))).toBe('conflicting-category');
  });

  it('refuses an item on another document', () => {
    const item = sampleItem({ id: 102, documentId: 8 });
    expect(code(transition(cartWith([sampleItem()]), { type: 'add-item', item }, NOW))).toBe('conflicting-document');
  });

  it('lets the only item change its own category by being added again', () => {
    const item = sampleItem({ category: 'english-academic', documentId: 9 });
    const cart = ok(transition(cartWith([sampleItem()]), { type: 'add-item', item }, NOW));
    expect(cart.cartItems[0]?.category).toBe('english-academic');
  });

  it('refuses an item without a document id', () => {
    const item = { ...sampleItem(), documentId: null };
    expect(code(transition(createCart('default', NOW), { type: 'add-item', item }, NOW))).toBe('no-document');
    const { documentId: _documentId, ...missing } = sampleItem();
    expect(code(transition(createCart('default', NOW), { type: 'add-item', item: missing }, NOW))).toBe('no-document');
  });

  it('refuses a malformed item', () => {
    const item = sampleItem({ participantCount: -1 });
    expect(code(transition(createCart('default', NOW), { type: 'add-item', item }, NOW))).toBe('invalid-item');
  });

  it('refuses adding to a locked cart with cart-locked', () => {
    expect(code(transition(lockedCart(), { type: 'add-item', item: sampleItem({ id: 102 }) }, NOW))).toBe('cart-locked');
  });

  it('refuses a 101st item', () => {
    const items = Array.from({ length: 100 }, (_, index) => sampleItem({ id: index + 1 }));
    expect(code(transition(cartWith(items), { type: 'add-item', item: sampleItem({ id: 500 }) }, NOW))).toBe('cart-full');
  });
});

describe('setting all items', () => {
  it('replaces the items', () => {
    const items = [sampleItem({ id: 5 }), sampleItem({ id: 6 })];
    expect(ok(transition(cartWith([sampleItem()]), { type: 'set-items', items }, NOW)).cartItems).toEqual(items);
  });

  it('applies the category, document and no-document rules', () => {
    const cart = createCart('default', NOW);
    const set = (items: Parameters<typeof sampleItem>[0][]) =>
      code(transition(cart, { type: 'set-items', items: items.map((over) => sampleItem(over)) }, NOW));
    expect(set([{ id: 1 }, { id: 2, category: 'business-school' }])).toBe('conflicting-category');
    expect(set([{ id: 1 }, { id: 2, documentId: 99 }])).toBe('conflicting-document');
    expect(set([{ id: 1 }, { id: 1 }])).toBe('duplicate-item');
    expect(code(transition(cart, { type: 'set-items', items: [{ ...sampleItem(), documentId: null }] }, NOW))).toBe('no-document');
  });

  it('prunes the maps of items that are gone', () => {
    const cart = { ...cartWith([sampleItem(), sampleItem({ id: 102 })]), locationOptions: { '101': ['Malmö'], '102': ['Göteborg'] } };
    const next = ok(transition(cart, { type: 'set-items', items: [sampleItem({ id: 102 })] }, NOW));
    expect(next.locationOptions).toEqual({ '102': ['Göteborg'] });
  });
});

describe('removing items', () => {
  const cart: CartOrder = {
    ...cartWith([sampleItem(), sampleItem({ id: 102 })]),
    couponCode: 'SPRING',
    participantPool: [sampleParticipant()],
    assignedParticipants: { '101': ['anna@example.se'], '102': ['anna@example.se'] },
    locationOptions: { '101': ['Stockholm'], '102': ['Malmö'] },
    checkoutConstraints: { '101': [{ title: 'company-only' }], '102': [{ title: 'personal-id-required' }] },
    billingDates: { '101': '2025-02-01' },
  };

  it('removes the items with their assignments, location options and constraints', () => {
    const next = ok(transition(cart, { type: 'remove-items', ids: [101] }, NOW));
    expect(next.cartItems.map((item) => item.id)).toEqual([102]);
    expect(next.assignedParticipants).toEqual({ '102': ['anna@example.se'] });
    expect(next.locationOptions).toEqual({ '102': ['Malmö'] });
    expect(next.checkoutConstraints).toEqual({ '102': [{ title: 'personal-id-required' }] });
    expect(next.billingDates).toEqual({});
    expect(next.participantPool).toHaveLength(1);
    expect(next.couponCode).toBe('SPRING');
  });

  it('clears the coupon and the totals when the last item goes', () => {
    const priced = { ...cart, cartTotals: { ...cart.cartTotals, cartPrice: { ...cart.cartTotals.cartPrice, total: 900 } } };
    const next = ok(transition(priced, { type: 'remove-items', ids: [101, 102] }, NOW));
    expect(next.cartItems).toEqual([]);
    expect(next.couponCode).toBeNull();
    expect(next.cartTotals.cartPrice.total).toBe(0);
  });

  it('ignores ids that are not in the cart', () => {
    expect(ok(transition(cart, { type: 'remove-items', ids: [999] }, NOW)).cartItems).toHaveLength(2);
  });

  it('refuses removing from a locked cart', () => {
    expect(code(transition(lockedCart(), { type: 'remove-items', ids: [101] }, NOW))).toBe('cart-locked');
  });
});

describe('counts and coupons', () => {
  it('changes a count and caps the assignments at it', () => {
    const cart = {
      ...cartWith([sampleItem({ participantCount: 3 })]),
      assignedParticipants: { '101': ['a@x.se', 'b@x.se', 'c@x.se'] },
    };
    const next = ok(transition(cart, { type: 'set-count', id: 101, participantCount: 2 }, NOW));
    expect(next.cartItems[0]?.participantCount).toBe(2);
    expect(next.assignedParticipants['101']).toEqual(['a@x.se', 'b@x.se']);
  });

  it.each([0, -1, 1.5, 201, Number.NaN])('refuses the count %s', (participantCount) => {
    expect(code(transition(cartWith([sampleItem()]), { type: 'set-count', id: 101, participantCount }, NOW))).toBe('invalid-count');
  });

  it('refuses more places than one booking may hold (20 per date, 60 in all), and lets a cart over them shrink', () => {
    const { seatsPerEvent, seatsInAll } = DEFAULT_BOOKING_POLICY;
    const one = cartWith([sampleItem({ participantCount: seatsPerEvent - 1 })]);
    const full = ok(transition(one, { type: 'set-count', id: 101, participantCount: seatsPerEvent }, NOW));
    expect(code(transition(full, { type: 'set-count', id: 101, participantCount: seatsPerEvent + 1 }, NOW))).toBe('booking-too-large');
    // Adding the same event again is one place more.
    expect(code(transition(full, { type: 'add-item', item: sampleItem({ participantCount: seatsPerEvent + 1 }) }, NOW))).toBe(
      'booking-too-large',
    );
    const three = cartWith([1, 2, 3].map((index) => sampleItem({ id: 100 + index, postId: index, participantCount: seatsInAll / 3 })));
    expect(code(transition(three, { type: 'add-item', item: sampleItem({ id: 104, postId: 4, participantCount: 1 }) }, NOW))).toBe(
      'booking-too-large',
    );
    const over = cartWith([sampleItem({ participantCount: seatsPerEvent + 5 })]);
    expect(ok(transition(over, { type: 'set-count', id: 101, participantCount: seatsPerEvent + 4 }, NOW)).cartItems[0]?.participantCount).toBe(
      seatsPerEvent + 4,
    );
  });

  it('refuses more places than a configured policy lets one booking hold, where the default would allow them', () => {
    const policy = { seatsPerEvent: 4, seatsInAll: 6 };
    const four = cartWith([sampleItem({ participantCount: 4 })]);
    expect(code(transition(four, { type: 'set-count', id: 101, participantCount: 5 }, NOW, policy))).toBe('booking-too-large');
    expect(ok(transition(four, { type: 'set-count', id: 101, participantCount: 5 }, NOW)).cartItems[0]?.participantCount).toBe(5);
    const second = ok(transition(four, { type: 'add-item', item: sampleItem({ id: 102, postId: 2, participantCount: 2 }) }, NOW, policy));
    expect(code(transition(second, { type: 'set-count', id: 102, participantCount: 3 }, NOW, policy))).toBe('booking-too-large');
    expect(ok(transition(second, { type: 'set-count', id: 101, participantCount: 3 }, NOW, policy)).cartItems[0]?.participantCount).toBe(3);
  });

  it('refuses a count for an item not in the cart', () => {
    expect(code(transition(cartWith([sampleItem()]), { type: 'set-count', id: 5, participantCount: 1 }, NOW))).toBe('unknown-item');
  });

  it('sets a trimmed coupon and clears it with a blank code or null', () => {
    const cart = cartWith([sampleItem()]);
    const withCoupon = ok(transition(cart, { type: 'set-coupon', couponCode: '  SPRING ' }, NOW));
    expect(withCoupon.couponCode).toBe('SPRING');
    expect(ok(transition(withCoupon, { type: 'set-coupon', couponCode: '  ' }, NOW)).couponCode).toBeNull();
    expect(ok(transition(withCoupon, { type: 'set-coupon', couponCode: null }, NOW)).couponCode).toBeNull();
  });

  // Issue 49, item 5: a lower-case code was echoed as typed ("valkommen10 applied").
  it('keeps a coupon code in capitals, as the back end knows it', () => {
    const cart = cartWith([sampleItem()]);
    expect(ok(transition(cart, { type: 'set-coupon', couponCode: ' valkommen10 ' }, NOW)).couponCode).toBe('VALKOMMEN10');
    expect(ok(transition(cart, { type: 'set-coupon', couponCode: 'Våren-2026' }, NOW)).couponCode).toBe('VÅREN-2026');
  });

  it('refuses a coupon on an empty cart or an oversized code', () => {
    expect(code(transition(createCart('d', NOW), { type: 'set-coupon', couponCode: 'X' }, NOW))).toBe('cart-empty');
    expect(code(transition(cartWith([sampleItem()]), { type: 'set-coupon', couponCode: 'x'.repeat(101) }, NOW))).toBe('invalid-coupon');
  });
});

describe('dropping past items', () => {
  it('drops the items whose start date has passed and keeps the rest', () => {
    const cart = cartWith([sampleItem({ id: 1, startDate: '2025-01-14' }), sampleItem({ id: 2, startDate: '2025-01-16' })]);
    expect(pastItems(cart, NOW).map((item) => item.id)).toEqual([1]);
    const next = ok(transition(cart, { type: 'drop-past-items' }, NOW));
    expect(next.cartItems.map((item) => item.id)).toEqual([2]);
  });

  it('drops an item starting today', () => {
    const cart = cartWith([sampleItem({ startDate: '2025-01-15', endDate: '2025-01-16' })]);
    expect(ok(transition(cart, { type: 'drop-past-items' }, NOW)).cartItems).toEqual([]);
  });

  it('returns the same cart when nothing has passed', () => {
    const cart = cartWith([sampleItem()]);
    expect(ok(transition(cart, { type: 'drop-past-items' }, NOW))).toBe(cart);
  });
});

describe('applying totals', () => {
  const cart = cartWith([sampleItem({ participantCount: 2 })]);
  const price = { total: 250, vat: 50, gross: 200, discount: 0, currency: 'sek' as const };
  const totals = (participantCount: number, id = 101) => ({
    cartPrice: price,
    items: [{ id, type: 'courseEvent' as const, participantCount, price: { ...price, id, type: 'standard' as const, vatPercentage: 25 } }],
  });

  it('stores totals that match the items and counts', () => {
    expect(ok(transition(cart, { type: 'apply-totals', totals: totals(2) }, NOW)).cartTotals).toEqual(totals(2));
  });

  it('refuses totals for other counts or items as stale', () => {
    expect(code(transition(cart, { type: 'apply-totals', totals: totals(3) }, NOW))).toBe('stale-totals');
    expect(code(transition(cart, { type: 'apply-totals', totals: totals(2, 555) }, NOW))).toBe('stale-totals');
  });

  it('refuses malformed totals', () => {
    const bad = { ...totals(2), cartPrice: { ...price, total: -4 } };
    expect(code(transition(cart, { type: 'apply-totals', totals: bad }, NOW))).toBe('invalid-totals');
  });
});
