import { describe, expect, it } from 'vitest';
import { createCart } from '../cart/create-cart';
import { NOW, cartWith, sampleItem, sampleParticipant } from '../cart/testing';
import { CartMetaSchema, SharingSchema, ScriveSchema } from './cart-meta';
import { CartOrderSchema } from './cart-order';
import { CartTotalsSchema } from './cart-totals';

const key64 = 'a'.repeat(64);

describe('cart order schema', () => {
  it('accepts a new default cart', () => {
    expect(CartOrderSchema.safeParse(createCart('default', NOW)).success).toBe(true);
  });

  it('accepts a filled cart with participants and assignments', () => {
    const cart = {
      ...cartWith([sampleItem()]),
      participantPool: [sampleParticipant()],
      assignedParticipants: { '101': ['anna@example.se'] },
      locationOptions: { '101': ['Stockholm', 'Distans'] },
      checkoutConstraints: { '101': [{ title: 'company-only' }] },
      billingDates: { '101': '2025-02-01' },
    };
    expect(CartOrderSchema.safeParse(cart).success).toBe(true);
  });

  it('rejects an empty cart id', () => {
    expect(CartOrderSchema.safeParse({ ...createCart('default', NOW), id: '' }).success).toBe(false);
  });

  it('rejects two items with the same id', () => {
    expect(CartOrderSchema.safeParse(cartWith([sampleItem(), sampleItem()])).success).toBe(false);
  });

  it('rejects more assigned participants than the item books', () => {
    const cart = {
      ...cartWith([sampleItem({ participantCount: 1 })]),
      assignedParticipants: { '101': ['a@example.se', 'b@example.se'] },
    };
    expect(CartOrderSchema.safeParse(cart).success).toBe(false);
  });

  it('rejects per-item maps keyed by something other than an item id', () => {
    const cart = { ...cartWith([sampleItem()]), locationOptions: { abc: ['Stockholm'] } };
    expect(CartOrderSchema.safeParse(cart).success).toBe(false);
  });

  it('rejects assignments holding invalid e-mails', () => {
    const cart = { ...cartWith([sampleItem()]), assignedParticipants: { '101': ['nope'] } };
    expect(CartOrderSchema.safeParse(cart).success).toBe(false);
  });

  it('rejects more than 100 items', () => {
    const items = Array.from({ length: 101 }, (_, index) => sampleItem({ id: index + 1 }));
    expect(CartOrderSchema.safeParse(cartWith(items)).success).toBe(false);
  });

  it('rejects more than 200 participants in the pool', () => {
    const pool = Array.from({ length: 201 }, (_, index) => sampleParticipant({ email: `p${index}@example.se` }));
    expect(CartOrderSchema.safeParse({ ...createCart('default', NOW), participantPool: pool }).success).toBe(false);
  });

  it('rejects a record that is not a cart at all', () => {
    expect(CartOrderSchema.safeParse({ id: 'default' }).success).toBe(false);
    expect(CartOrderSchema.safeParse(null).success).toBe(false);
    expect(CartOrderSchema.safeParse('cart').success).toBe(false);
  });
});

describe('cart meta schema', () => {
  const meta = createCart('default', NOW).meta;

  it('accepts integer timestamps of zero or more', () => {
    expect(CartMetaSchema.safeParse({ ...meta, createdAt: 0, expiresAt: 0 }).success).toBe(true);
  });

  it.each([
    ['a negative createdAt', { createdAt: -1 }],
    ['a fractional expiresAt', { expiresAt: 1.5 }],
    ['a string committedAt', { committedAt: '2025-01-01' }],
    ['a missing commitHash', { commitHash: undefined }],
    ['extra fields that are not strings', { extraFields: { a: 1 } }],
  ])('rejects %s', (_name, overrides) => {
    expect(CartMetaSchema.safeParse({ ...meta, ...overrides }).success).toBe(false);
  });

  it('accepts a committed meta', () => {
    const committed = { ...meta, orderId: 'O-1', committedAt: NOW, commitHash: 'f'.repeat(64) };
    expect(CartMetaSchema.safeParse(committed).success).toBe(true);
  });

  it('accepts sharing that is missing, null, or has a null edit key', () => {
    const { sharing: _sharing, ...withoutSharing } = meta;
    expect(CartMetaSchema.safeParse(withoutSharing).success).toBe(true);
    expect(CartMetaSchema.safeParse({ ...meta, sharing: null }).success).toBe(true);
    expect(CartMetaSchema.safeParse({ ...meta, sharing: { id: key64, editKey: null } }).success).toBe(true);
  });

  it('rejects a sharing id or edit key that is not exactly 64 characters', () => {
    expect(SharingSchema.safeParse({ id: 'a'.repeat(63), editKey: null }).success).toBe(false);
    expect(SharingSchema.safeParse({ id: 'a'.repeat(65), editKey: null }).success).toBe(false);
    expect(SharingSchema.safeParse({ id: key64, editKey: 'b'.repeat(63) }).success).toBe(false);
    expect(SharingSchema.safeParse({ id: key64, editKey: key64 }).success).toBe(true);
  });

  it('accepts a scrive document whose id, title and url are null', () => {
    expect(ScriveSchema.safeParse({ deliveryMethod: 'email', id: null, title: null, url: null }).success).toBe(true);
    expect(ScriveSchema.safeParse({ id: '1', title: 't', url: 'u' }).success).toBe(false);
  });
});

describe('cart totals schema', () => {
  const price = { total: 125, vat: 25, gross: 100, discount: 0, currency: 'sek' };
  const item = {
    id: 101,
    type: 'courseEvent',
    participantCount: 1,
    price: { ...price, id: 101, type: 'standard', vatPercentage: 25 },
  };

  it('accepts totals with a standard and a package item', () => {
    const packaged = { ...item, id: 102, price: { ...item.price, id: 102, type: 'package' } };
    expect(CartTotalsSchema.safeParse({ cartPrice: price, items: [item, packaged] }).success).toBe(true);
  });

  it.each([
    ['an unknown currency', { cartPrice: { ...price, currency: 'usd' } }],
    ['upper-case currency', { cartPrice: { ...price, currency: 'SEK' } }],
    ['a negative total', { cartPrice: { ...price, total: -1 } }],
    ['an unknown price type', { items: [{ ...item, price: { ...item.price, type: 'bundle' } }] }],
    ['a VAT percentage above 100', { items: [{ ...item, price: { ...item.price, vatPercentage: 101 } }] }],
    ['an infinite amount', { cartPrice: { ...price, gross: Number.POSITIVE_INFINITY } }],
  ])('rejects %s', (_name, overrides) => {
    expect(CartTotalsSchema.safeParse({ cartPrice: price, items: [item], ...overrides }).success).toBe(false);
  });
});
