import { describe, expect, it } from 'vitest';
import { sampleItem } from '../cart/testing';
import { CartItemSchema, NewCartItemSchema } from './cart-item';

describe('cart item schema', () => {
  it('accepts a valid course event item', () => {
    expect(CartItemSchema.safeParse(sampleItem()).success).toBe(true);
  });

  it('accepts a programme event and the other type', () => {
    expect(CartItemSchema.safeParse(sampleItem({ type: 'programmeEvent' })).success).toBe(true);
    expect(CartItemSchema.safeParse({ ...sampleItem(), type: 'other' }).success).toBe(true);
  });

  it('accepts a null or missing code', () => {
    expect(CartItemSchema.safeParse(sampleItem({ code: null })).success).toBe(true);
    const { code: _code, ...withoutCode } = sampleItem();
    expect(CartItemSchema.safeParse(withoutCode).success).toBe(true);
  });

  it.each([
    ['a fractional id', { id: 1.5 }],
    ['a zero id', { id: 0 }],
    ['a negative post id', { postId: -3 }],
    ['a string document id', { documentId: '7' }],
    ['a zero participant count', { participantCount: 0 }],
    ['a negative participant count', { participantCount: -1 }],
    ['a fractional participant count', { participantCount: 1.5 }],
    ['more than 200 participants', { participantCount: 201 }],
    ['an unknown type', { type: 'bundle' }],
    ['an unknown category', { category: 'cooking' }],
    ['a datetime start date', { startDate: '2025-03-10T09:00:00Z' }],
    ['an impossible date', { startDate: '2025-02-30' }],
    ['an end before the start', { endDate: '2025-03-01' }],
    ['an empty title', { displayTitle: '' }],
    ['a huge title', { displayTitle: 'x'.repeat(501) }],
  ])('rejects %s', (_name, overrides) => {
    expect(CartItemSchema.safeParse({ ...sampleItem(), ...overrides }).success).toBe(false);
  });

  it('lets a new item lack its document id so the cart can report no-document', () => {
    expect(NewCartItemSchema.safeParse({ ...sampleItem(), documentId: null }).success).toBe(true);
    expect(CartItemSchema.safeParse({ ...sampleItem(), documentId: null }).success).toBe(false);
  });
});
