import { describe, expect, it } from 'vitest';
import { createCart } from '../cart/create-cart';
import { NOW, sampleItem } from '../cart/testing';
import { ShareResponseSchema } from './share';

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
