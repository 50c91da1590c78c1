import { describe, expect, it } from 'vitest';
import { badgeCount } from './badge-count';
import { CartIdError, deriveCartId } from './cart-id';

describe('deriveCartId', () => {
  it('gives the default cart for the default source, whatever the parameters', () => {
    expect(deriveCartId('default')).toBe('default');
    expect(deriveCartId('default', { slug: 'abc' })).toBe('default');
  });

  it('takes the slug route parameter for the slug source', () => {
    expect(deriveCartId('slug', { slug: 'team-2027_a' })).toBe('team-2027_a');
  });

  it('throws a 500 "could not derive cart id" when the slug is missing or is no cart id', () => {
    for (const params of [{}, { slug: '' }, { slug: '../x' }, { slug: 'a'.repeat(65) }, { id: 'abc' }]) {
      const attempt = () => deriveCartId('slug', params);
      expect(attempt).toThrow(CartIdError);
      expect(attempt).toThrow('could not derive cart id');
    }
    try {
      deriveCartId('slug', {});
    } catch (error) {
      expect((error as CartIdError).status).toBe(500);
    }
  });

  it('throws for any other source handed in at run time', () => {
    expect(() => deriveCartId('shareId' as 'slug', { slug: 'abc', shareId: 'x' })).toThrow('could not derive cart id');
  });
});

describe('badgeCount', () => {
  it('shows no badge for an empty cart', () => {
    expect(badgeCount(0)).toBeNull();
    expect(badgeCount(-1)).toBeNull();
    expect(badgeCount(Number.NaN)).toBeNull();
  });

  it('shows the count up to 5 and caps it at 5', () => {
    expect(badgeCount(1)).toBe(1);
    expect(badgeCount(5)).toBe(5);
    expect(badgeCount(6)).toBe(5);
    expect(badgeCount(100)).toBe(5);
  });
});
