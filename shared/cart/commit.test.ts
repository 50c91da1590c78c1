import { describe, expect, it } from 'vitest';
import type { CartOrder } from '../schemas/cart-order';
import type { CartResult } from './cart-event';
import { cartState, isLocked } from './cart-state';
import { createCart } from './create-cart';
import { NOW, cartWith, sampleItem } from './testing';
import { transition } from './transition';

function ok(result: CartResult): CartOrder {
  if (!result.ok) throw new Error(`expected ok, got ${result.code}`);
  return result.cart;
}

const code = (result: CartResult) => (result.ok ? 'ok' : result.code);
const hash = 'e'.repeat(64);
const committedValues = { orderId: 'FEI-1001', committedAt: NOW + 10, commitHash: hash };
const scrive = { deliveryMethod: 'email', id: 'doc-1', title: 'Avtal', url: 'https://sign.example/doc-1' };
const sharing = { id: 'a'.repeat(64), editKey: 'b'.repeat(64) };

describe('committing and signing', () => {
  const filled = cartWith([sampleItem()]);
  const committing = ok(transition(filled, { type: 'begin-commit' }, NOW));
  const committed = ok(transition(committing, { type: 'commit-succeeded', ...committedValues }, NOW));

  it('moves through filled, committing and committed, locked in the last two', () => {
    expect(cartState(filled)).toBe('filled');
    expect(cartState(committing)).toBe('committing');
    expect(cartState(committed)).toBe('committed');
    expect(isLocked(filled)).toBe(false);
    expect(isLocked(committing)).toBe(true);
    expect(isLocked(committed)).toBe(true);
  });

  it('stores the order id, commit time and hash of the back end', () => {
    expect(committed.meta).toMatchObject({ ...committedValues, committingSince: null });
  });

  it('refuses to commit an empty or already locked cart', () => {
    expect(code(transition(createCart('d', NOW), { type: 'begin-commit' }, NOW))).toBe('cart-empty');
    expect(code(transition(committing, { type: 'begin-commit' }, NOW))).toBe('cart-locked');
    expect(code(transition(committed, { type: 'begin-commit' }, NOW))).toBe('cart-locked');
  });

  it('unlocks the cart when the commit fails', () => {
    const failed = ok(transition(committing, { type: 'commit-failed' }, NOW));
    expect(cartState(failed)).toBe('filled');
  });

  it('refuses commit answers when no commit is under way', () => {
    expect(code(transition(filled, { type: 'commit-succeeded', ...committedValues }, NOW))).toBe('not-committing');
    expect(code(transition(filled, { type: 'commit-failed' }, NOW))).toBe('not-committing');
    expect(code(transition(committed, { type: 'commit-failed' }, NOW))).toBe('not-committing');
  });

  it('refuses a malformed commit answer', () => {
    const bad = { type: 'commit-succeeded' as const, ...committedValues, commitHash: 'short' };
    expect(code(transition(committing, bad, NOW))).toBe('invalid-commit');
    expect(code(transition(committing, { type: 'commit-succeeded', ...committedValues, committedAt: -1 }, NOW))).toBe('invalid-commit');
  });

  it('stores the signing document only on a committed cart', () => {
    expect(ok(transition(committed, { type: 'set-scrive', scrive }, NOW)).meta.scrive).toEqual(scrive);
    expect(code(transition(filled, { type: 'set-scrive', scrive }, NOW))).toBe('not-committed');
    expect(code(transition(committed, { type: 'set-scrive', scrive: { ...scrive, deliveryMethod: 5 } as never }, NOW))).toBe('invalid-scrive');
  });

  it('stores sharing in every state and forgets it with null', () => {
    for (const cart of [filled, committing, committed]) {
      expect(ok(transition(cart, { type: 'set-sharing', sharing }, NOW)).meta.sharing).toEqual(sharing);
    }
    expect(ok(transition(filled, { type: 'set-sharing', sharing: null }, NOW)).meta.sharing).toBeNull();
  });

  it('refuses a sharing id of 63 characters', () => {
    const short = { id: 'a'.repeat(63), editKey: null };
    expect(code(transition(filled, { type: 'set-sharing', sharing: short }, NOW))).toBe('invalid-sharing');
  });

  it('refuses totals, coupons and details on a committed cart', () => {
    expect(code(transition(committed, { type: 'set-coupon', couponCode: 'X' }, NOW))).toBe('cart-locked');
    expect(code(transition(committed, { type: 'set-count', id: 101, participantCount: 3 }, NOW))).toBe('cart-locked');
    expect(code(transition(committed, { type: 'drop-past-items' }, NOW))).toBe('cart-locked');
    expect(code(transition(committed, { type: 'update-details', details: {} }, NOW))).toBe('cart-locked');
    expect(code(transition(committed, { type: 'apply-totals', totals: committed.cartTotals }, NOW))).toBe('cart-locked');
  });
});
