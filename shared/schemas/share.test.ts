import { describe, expect, it } from 'vitest';
import { createCart } from '../cart/create-cart';
import { NOW, sampleItem } from '../cart/testing';
import { ShareReadResponseSchema, ShareResponseSchema, ShareWriteRequestSchema } from './share';

describe('share response parsing', () => {
  it('keeps the whole cart, not only its sharing', () => {
    const cart = createCart('default', NOW);
    const shared = {
      ...cart,
      cartItems: [sampleItem()],
      meta: { ...cart.meta, sharing: { id: 'c'.repeat(64), editKey: null } },
    };
    const parsed = ShareResponseSchema.parse({ status: 'created', cart: shared });
    expect(parsed.cart).toEqual(shared);
  });
});

describe('share write request', () => {
  const cart = createCart('default', NOW);

  it('accepts a create (no id) and an update (id with edit key)', () => {
    expect(ShareWriteRequestSchema.safeParse({ cart, fields: {} }).success).toBe(true);
    expect(ShareWriteRequestSchema.safeParse({ cart, fields: {}, id: 'a'.repeat(64), editKey: 'b'.repeat(64) }).success).toBe(true);
  });

  it('refuses an id without its edit key, and keys that are not 64 lower-case hex characters', () => {
    expect(ShareWriteRequestSchema.safeParse({ cart, fields: {}, id: 'a'.repeat(64) }).success).toBe(false);
    expect(ShareWriteRequestSchema.safeParse({ cart, fields: {}, id: 'A'.repeat(64), editKey: 'b'.repeat(64) }).success).toBe(false);
    expect(ShareWriteRequestSchema.safeParse({ cart, fields: {}, id: 'a'.repeat(63), editKey: 'b'.repeat(64) }).success).toBe(false);
  });
});

describe('share read response', () => {
  it('needs the sharing id on the cart and string fields', () => {
    const cart = createCart('default', NOW);
    const shared = { ...cart, meta: { ...cart.meta, sharing: { id: 'c'.repeat(64), editKey: null } } };
    expect(ShareReadResponseSchema.safeParse({ cart: shared, fields: { a: 'b' }, updatedAt: NOW }).success).toBe(true);
    expect(ShareReadResponseSchema.safeParse({ cart, fields: {}, updatedAt: NOW }).success).toBe(false);
    expect(ShareReadResponseSchema.safeParse({ cart: shared, fields: { a: 1 }, updatedAt: NOW }).success).toBe(false);
  });
});
