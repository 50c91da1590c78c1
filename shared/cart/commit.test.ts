import { describe, expect, it } from 'vitest';
import type { CartOrder } from '../schemas/cart-order';
import type { CartResult } from './cart-event';
import { cartState, isLocked } from './cart-state';
import { isHoldExpired, withoutOrder } from './commit-rules';
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

describe('the order token and the seat hold', () => {
  const token = 'c'.repeat(32);
  const filled = cartWith([sampleItem()]);
  const committing = ok(transition(filled, { type: 'begin-commit', orderToken: token }, NOW));
  const committed = ok(
    transition(committing, { type: 'commit-succeeded', ...committedValues, orderToken: token, holdExpiresAt: NOW + 30 * 60_000 }, NOW),
  );

  it('keeps the token the commit was begun with, and a retry after a failure presents the same one', () => {
    expect(committing.meta.orderToken).toBe(token);
    const failed = ok(transition(committing, { type: 'commit-failed' }, NOW));
    const retried = ok(transition(failed, { type: 'begin-commit', orderToken: 'd'.repeat(32) }, NOW));
    expect(retried.meta.orderToken).toBe(token);
  });

  it('refuses a token that is not 128 to 256 bits of hex', () => {
    expect(code(transition(filled, { type: 'begin-commit', orderToken: 'short' }, NOW))).toBe('invalid-event');
    expect(code(transition(filled, { type: 'begin-commit', orderToken: 'G'.repeat(32) }, NOW))).toBe('invalid-event');
  });

  it('stores the token and the end of the seat hold the commit answered', () => {
    expect(committed.meta).toMatchObject({ orderToken: token, holdExpiresAt: NOW + 30 * 60_000 });
  });

  it('tells an expired hold only once its end has come, and never for a cart without one', () => {
    expect(isHoldExpired(committed, NOW + 30 * 60_000 - 1)).toBe(false);
    expect(isHoldExpired(committed, NOW + 30 * 60_000)).toBe(true);
    const unlimited = ok(transition(committing, { type: 'commit-succeeded', ...committedValues }, NOW));
    expect(isHoldExpired(unlimited, NOW + 365 * 86_400_000)).toBe(false);
  });

  it('books again: the order, its token, hold and document are forgotten and the cart is unlocked', () => {
    const signed = ok(transition(committed, { type: 'set-scrive', scrive }, NOW));
    const again = ok(transition(signed, { type: 'book-again' }, NOW));
    expect(cartState(again)).toBe('filled');
    expect(again.meta).toMatchObject({ committedAt: null, commitHash: null, scrive: null });
    expect(again.meta).not.toHaveProperty('orderId');
    expect(again.meta).not.toHaveProperty('orderToken');
    expect(again.cartItems).toEqual(signed.cartItems);
    expect(code(transition(filled, { type: 'book-again' }, NOW))).toBe('not-committed');
  });

  it('a cart without its order keeps what is booked and its sharing, and drops every credential', () => {
    const shared = ok(transition(ok(transition(committed, { type: 'set-scrive', scrive }, NOW)), { type: 'set-sharing', sharing }, NOW));
    const stripped = withoutOrder(shared);
    expect(JSON.stringify(stripped)).not.toContain(token);
    expect(JSON.stringify(stripped)).not.toContain(hash);
    expect(JSON.stringify(stripped)).not.toContain('FEI-1001');
    expect(stripped.meta.sharing).toEqual(sharing);
    expect(stripped.cartItems).toEqual(shared.cartItems);
    expect(cartState(stripped)).toBe('filled');
  });
});
