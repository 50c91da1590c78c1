import { describe, expect, it } from 'vitest';
import { createCart } from '../cart/create-cart';
import { NOW } from '../cart/testing';
import { AnalyticsItemSchema } from './analytics-item';
import { CartUpdateRequestSchema } from './cart-update-request';
import { CommitResponseSchema } from './commit';
import { EventOpenResponseSchema } from './event-open';
import { ShareRequestSchema, ShareResponseSchema } from './share';
import { SigningDocumentRequestSchema, SigningDocumentResponseSchema } from './signing-document';
import { CheckoutConstraintSchema } from './checkout-constraint';

const hash = 'ab'.repeat(32);

describe('request and response schemas', () => {
  it('accepts a price request with and without a coupon', () => {
    const items = [{ id: 1, participantCount: 2, type: 'courseEvent' }];
    expect(CartUpdateRequestSchema.safeParse({ items }).success).toBe(true);
    expect(CartUpdateRequestSchema.safeParse({ items, couponCode: 'SPRING' }).success).toBe(true);
    expect(CartUpdateRequestSchema.safeParse({ items: [], couponCode: null }).success).toBe(true);
  });

  it.each([
    ['a negative count', [{ id: 1, participantCount: -2, type: 'courseEvent' }]],
    ['a fractional id', [{ id: 1.25, participantCount: 1, type: 'courseEvent' }]],
    ['a string count', [{ id: 1, participantCount: '2', type: 'courseEvent' }]],
    ['a missing type', [{ id: 1, participantCount: 1 }]],
    ['101 items', Array.from({ length: 101 }, (_, i) => ({ id: i + 1, participantCount: 1, type: 'courseEvent' }))],
  ])('rejects a price request with %s', (_name, items) => {
    expect(CartUpdateRequestSchema.safeParse({ items }).success).toBe(false);
  });

  it('rejects a price request with a huge coupon code', () => {
    expect(CartUpdateRequestSchema.safeParse({ items: [], couponCode: 'x'.repeat(101) }).success).toBe(false);
  });

  it('accepts a commit response and rejects another status or a short hash', () => {
    const response = { status: 'committed', orderId: 'O-1', committedAt: NOW, commitHash: hash };
    expect(CommitResponseSchema.safeParse(response).success).toBe(true);
    expect(CommitResponseSchema.safeParse({ ...response, status: 'pending' }).success).toBe(false);
    expect(CommitResponseSchema.safeParse({ ...response, commitHash: 'abc' }).success).toBe(false);
    expect(CommitResponseSchema.safeParse({ ...response, committedAt: -5 }).success).toBe(false);
  });

  it('accepts a share request and a share response carrying sharing', () => {
    const cart = createCart('default', NOW);
    expect(ShareRequestSchema.safeParse({ cart, fields: { 'fei:checkout:name': 'Anna' } }).success).toBe(true);
    const shared = { ...cart, meta: { ...cart.meta, sharing: { id: 'c'.repeat(64), editKey: 'd'.repeat(64) } } };
    expect(ShareResponseSchema.safeParse({ status: 'created', cart: shared }).success).toBe(true);
  });

  it('rejects a share response whose cart has no sharing', () => {
    const cart = createCart('default', NOW);
    expect(ShareResponseSchema.safeParse({ status: 'created', cart }).success).toBe(false);
  });

  it('rejects share fields that are not strings', () => {
    expect(ShareRequestSchema.safeParse({ cart: createCart('x', NOW), fields: { a: { b: 1 } } }).success).toBe(false);
  });

  it('accepts an event open answer only with a boolean', () => {
    expect(EventOpenResponseSchema.safeParse({ isOpen: false }).success).toBe(true);
    expect(EventOpenResponseSchema.safeParse({ isOpen: 'yes' }).success).toBe(false);
  });

  it('accepts a signing request only for an order id, a 64-hex hash and the order token', () => {
    const orderToken = 'ab'.repeat(16);
    expect(SigningDocumentRequestSchema.safeParse({ orderId: 'O-1', commitHash: hash, orderToken }).success).toBe(true);
    expect(SigningDocumentRequestSchema.safeParse({ orderId: 'O-1', commitHash: hash }).success).toBe(false);
    expect(SigningDocumentRequestSchema.safeParse({ orderId: 'O-1', commitHash: hash, orderToken: 'ab'.repeat(15) }).success).toBe(false);
    expect(SigningDocumentRequestSchema.safeParse({ orderId: '', commitHash: hash, orderToken }).success).toBe(false);
    expect(SigningDocumentRequestSchema.safeParse({ orderId: 'O-1', commitHash: 'G'.repeat(64), orderToken }).success).toBe(false);
    expect(SigningDocumentResponseSchema.safeParse({ deliveryMethod: 'api', id: 'd1', title: 'Avtal', url: 'https://x' }).success).toBe(true);
  });

  it('accepts an analytics item and rejects a zero quantity', () => {
    const item = { item_id: '101', item_name: 'Course', price: 100, discount: 0, quantity: 1 };
    expect(AnalyticsItemSchema.safeParse(item).success).toBe(true);
    expect(AnalyticsItemSchema.safeParse({ ...item, quantity: 0 }).success).toBe(false);
  });

  it('requires a title on a checkout constraint', () => {
    expect(CheckoutConstraintSchema.safeParse({ title: 'company-only' }).success).toBe(true);
    expect(CheckoutConstraintSchema.safeParse({ title: '  ' }).success).toBe(false);
  });
});
