import { describe, expect, it } from 'vitest';
import { cardImageAt, cardImageLoading, FIRST_ROW_CARDS } from './card-image-loading';

describe('card image loading', () => {
  it('gives the first card of a listing that leads its page the only high priority', () => {
    const loadings = Array.from({ length: 8 }, (_, index) => cardImageAt(index, true));
    expect(loadings).toEqual(['lead', 'eager', 'eager', 'lazy', 'lazy', 'lazy', 'lazy', 'lazy']);
    expect(loadings.filter((loading) => loading === 'lead')).toHaveLength(1);
    expect(loadings.filter((loading) => loading !== 'lazy')).toHaveLength(FIRST_ROW_CARDS);
  });

  it('keeps every card image lazy in a listing further down a page', () => {
    expect(Array.from({ length: 4 }, (_, index) => cardImageAt(index, false))).toEqual(['lazy', 'lazy', 'lazy', 'lazy']);
  });

  it('treats an index outside the listing as below the fold', () => {
    expect(cardImageAt(-1, true)).toBe('lazy');
    expect(cardImageAt(Number.NaN, true)).toBe('lazy');
    expect(cardImageAt(1.5, true)).toBe('eager');
  });

  it('turns each loading into image attributes, high priority only for the lead image', () => {
    expect(cardImageLoading('lazy')).toEqual({ loading: 'lazy', decoding: 'async' });
    expect(cardImageLoading('eager')).toEqual({ loading: 'eager', decoding: 'async' });
    expect(cardImageLoading('lead')).toEqual({ loading: 'eager', fetchPriority: 'high' });
  });
});
