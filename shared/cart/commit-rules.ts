import * as z from 'zod/mini';
import type { CartOrder } from '../schemas/cart-order';
import { ScriveSchema, SharingSchema } from '../schemas/cart-meta';
import { OrderTokenSchema } from '../schemas/order-token';
import { CommitResponseSchema } from '../schemas/commit';
import { fail, succeed, type CartResult } from './cart-event';
import { cartState } from './cart-state';

/**
 * Locks the cart while the commit call runs, with the order token the commit will bind. A token
 * the cart already holds is kept: a commit retried after a time-out must present the same token
 * to find its order again.
 */
export function beginCommit(cart: CartOrder, now: number, orderToken?: string): CartResult {
  const state = cartState(cart);
  if (state === 'empty') return fail('cart-empty');
  if (state !== 'filled') return fail('cart-locked');
  const token = cart.meta.orderToken ?? orderToken;
  if (token !== undefined && !OrderTokenSchema.safeParse(token).success) return fail('invalid-event');
  return succeed({ ...cart, meta: { ...cart.meta, committingSince: now, ...(token === undefined ? {} : { orderToken: token }) } });
}

const CommitValuesSchema = z.omit(CommitResponseSchema, { status: true });

/** Stores the order id, commit time and hash the back end answered; the cart stays locked. */
export function commitSucceeded(cart: CartOrder, values: unknown): CartResult {
  if (cartState(cart) !== 'committing') return fail('not-committing');
  const parsed = CommitValuesSchema.safeParse(values);
  if (!parsed.success) return fail('invalid-commit');
  const { orderId, committedAt, commitHash, orderToken, holdExpiresAt } = parsed.data;
  return succeed({
    ...cart,
    meta: {
      ...cart.meta,
      orderId,
      committedAt,
      commitHash,
      committingSince: null,
      ...(orderToken === undefined ? {} : { orderToken }),
      holdExpiresAt: holdExpiresAt ?? null,
    },
  });
}

/**
 * After the order's seat hold ran out unsigned: forgets the order (its id, hash, token, hold and
 * signing document) and unlocks the cart, so the visitor can book the same cart again as a new
 * order. Only a committed cart whose hold is known can be booked again.
 */
export function bookAgain(cart: CartOrder): CartResult {
  if (cartState(cart) !== 'committed') return fail('not-committed');
  return succeed(withoutOrder(cart));
}

/** Whether the committed cart's seat hold is over at `now` (never when no hold is known). */
export function isHoldExpired(cart: CartOrder, now: number): boolean {
  const until = cart.meta.holdExpiresAt;
  return cartState(cart) === 'committed' && until != null && now >= until;
}

/**
 * The cart without any order of it: what a share stores and answers, and what booking again
 * starts from. A share link goes to other people, so it must carry no credential of the order
 * (its id, commit hash, token, signing document) nor its committed state.
 */
export function withoutOrder(cart: CartOrder): CartOrder {
  const { orderId: _orderId, orderToken: _orderToken, holdExpiresAt: _holdExpiresAt, ...meta } = cart.meta;
  return { ...cart, meta: { ...meta, committedAt: null, commitHash: null, committingSince: null, scrive: null } };
}

/** Unlocks the cart after a failed commit so the visitor can correct it. */
export function commitFailed(cart: CartOrder): CartResult {
  if (cartState(cart) !== 'committing') return fail('not-committing');
  return succeed({ ...cart, meta: { ...cart.meta, committingSince: null } });
}

/** Stores the signing document of a committed order. */
export function setScrive(cart: CartOrder, scrive: unknown): CartResult {
  if (cartState(cart) !== 'committed') return fail('not-committed');
  const parsed = ScriveSchema.safeParse(scrive);
  if (!parsed.success) return fail('invalid-scrive');
  return succeed({ ...cart, meta: { ...cart.meta, scrive: parsed.data } });
}

/** Stores (or forgets, with null) the share of this cart; allowed in every state. */
export function setSharing(cart: CartOrder, sharing: unknown): CartResult {
  const parsed = z.nullable(SharingSchema).safeParse(sharing);
  if (!parsed.success) return fail('invalid-sharing');
  return succeed({ ...cart, meta: { ...cart.meta, sharing: parsed.data } });
}

/** The values a successful commit stores in the cart meta. */
export type CommitValues = z.infer<typeof CommitValuesSchema>;
