import { describe, expect, it } from 'vitest';
import { cartLineAmount } from './cart-line-price';

describe('the price of a cart line', () => {
  it('is the list price for its participants excluding VAT and before the discount, as course pages show it', () => {
    // 2 participants at 14 900 kr excl. VAT, 10 % off, 25 % VAT on what is left.
    const price = {
      id: 1,
      type: 'standard' as const,
      vatPercentage: 25,
      gross: 29_800,
      discount: 2_980,
      vat: 6_705,
      total: 33_525,
      currency: 'sek' as const,
    };
    expect(cartLineAmount(price)).toBe(29_800);
    expect(cartLineAmount(price)).not.toBe(price.total);
  });
});
