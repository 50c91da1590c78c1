import { describe, expect, it } from 'vitest';
import { CartOrderSchema, type CartOrder } from '../schemas/cart-order';
import type { CartEvent, CartResult } from './cart-event';
import { cartState, isExpired, isLocked } from './cart-state';
import { CART_LIFETIME_MS, COMMIT_TIMEOUT_MS, createCart } from './create-cart';
import { NOW, cartWith, sampleItem } from './testing';
import { transition } from './transition';

function ok(result: CartResult): CartOrder {
  if (!result.ok) throw new Error(`expected ok, got ${result.code}`);
  return result.cart;
}

describe('cart creation, restore and clear', () => {
  it('creates a cart with the spec defaults', () => {
    const cart = ok(transition(undefined, { type: 'create', id: 'default' }, NOW));
    expect(cart.id).toBe('default');
    expect(cart.meta.createdAt).toBe(NOW);
    expect(cart.meta.expiresAt).toBe(NOW + 2_592_000_000);
    expect(cart.meta.signatoryCountry).toBe('unknown');
    expect(cart.meta.truncateIdentificationNumber).toBe(false);
    expect(cart.meta.committedAt).toBeNull();
    expect(cart.customer.type).toBe('company');
    expect(cart.cartTotals.cartPrice.currency).toBe('sek');
    expect(cart.cartItems).toEqual([]);
    expect(cartState(cart)).toBe('empty');
    expect(CartOrderSchema.safeParse(cart).success).toBe(true);
  });

  it('refuses to create a cart without an id', () => {
    expect(transition(undefined, { type: 'create', id: '' }, NOW)).toEqual({ ok: false, code: 'invalid-event' });
  });

  it('refuses every other event when there is no cart', () => {
    expect(transition(undefined, { type: 'restore' }, NOW)).toEqual({ ok: false, code: 'no-cart' });
    expect(transition(undefined, { type: 'add-item', item: sampleItem() }, NOW)).toEqual({ ok: false, code: 'no-cart' });
  });

  it('renews the lifetime on restore', () => {
    const later = NOW + 10 * 86_400_000;
    const cart = ok(transition(createCart('default', NOW), { type: 'restore' }, later));
    expect(cart.meta.expiresAt).toBe(later + CART_LIFETIME_MS);
    expect(cart.meta.createdAt).toBe(NOW);
  });

  it('reports an expired cart on restore so the store removes it', () => {
    const cart = createCart('default', NOW);
    expect(isExpired(cart, NOW + CART_LIFETIME_MS)).toBe(true);
    expect(transition(cart, { type: 'restore' }, NOW + CART_LIFETIME_MS)).toEqual({ ok: false, code: 'cart-expired' });
  });

  it('keeps a recent commit in progress on restore, and unlocks one that never answered', () => {
    const committing = ok(transition(cartWith([sampleItem()]), { type: 'begin-commit' }, NOW));
    expect(cartState(ok(transition(committing, { type: 'restore' }, NOW + 1000)))).toBe('committing');
    expect(cartState(ok(transition(committing, { type: 'restore' }, NOW + COMMIT_TIMEOUT_MS)))).toBe('filled');
  });

  it('clears everything and sets new timestamps, even when committed', () => {
    const filled = cartWith([sampleItem()]);
    const committing = ok(transition(filled, { type: 'begin-commit' }, NOW));
    const committed = ok(
      transition(committing, { type: 'commit-succeeded', orderId: 'O-1', committedAt: NOW, commitHash: 'a'.repeat(64) }, NOW),
    );
    const later = NOW + 5000;
    const cleared = ok(transition({ ...committed, couponCode: 'X' }, { type: 'clear' }, later));
    expect(cleared).toEqual(createCart('default', later));
    expect(isLocked(cleared)).toBe(false);
  });

  it('never modifies the cart it is given', () => {
    const cart = cartWith([sampleItem()]);
    const snapshot = JSON.parse(JSON.stringify(cart)) as CartOrder;
    const events: CartEvent[] = [
      { type: 'set-count', id: 101, participantCount: 5 },
      { type: 'remove-items', ids: [101] },
      { type: 'set-coupon', couponCode: 'SPRING' },
      { type: 'restore' },
      { type: 'begin-commit' },
    ];
    for (const event of events) transition(cart, event, NOW + 1);
    expect(cart).toEqual(snapshot);
  });

  it('answers invalid-event for an event it does not know', () => {
    const unknown = { type: 'explode' } as unknown as CartEvent;
    expect(transition(createCart('default', NOW), unknown, NOW)).toEqual({ ok: false, code: 'invalid-event' });
  });
});
