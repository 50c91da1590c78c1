import * as z from 'zod/mini';
import type { CartOrder } from '../schemas/cart-order';
import { ScriveSchema, SharingSchema } from '../schemas/cart-meta';
import { CommitResponseSchema } from '../schemas/commit';
import { fail, succeed, type CartResult } from './cart-event';
import { cartState } from './cart-state';

/** Locks the cart while the commit call runs. */
export function beginCommit(cart: CartOrder, now: number): CartResult {
  const state = cartState(cart);
  if (state === 'empty') return fail('cart-empty');
  if (state !== 'filled') return fail('cart-locked');
  return succeed({ ...cart, meta: { ...cart.meta, committingSince: now } });
}

const CommitValuesSchema = z.omit(CommitResponseSchema, { status: true });

/** Stores the order id, commit time and hash the back end answered; the cart stays locked. */
export function commitSucceeded(cart: CartOrder, values: unknown): CartResult {
  if (cartState(cart) !== 'committing') return fail('not-committing');
  const parsed = CommitValuesSchema.safeParse(values);
  if (!parsed.success) return fail('invalid-commit');
  const { orderId, committedAt, commitHash } = parsed.data;
  return succeed({
    ...cart,
    meta: { ...cart.meta, orderId, committedAt, commitHash, committingSince: null },
  });
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
