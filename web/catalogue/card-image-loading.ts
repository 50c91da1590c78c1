/**
 * How a card's image loads: `lazy` below the fold, `eager` in the first row of a page, `lead` for
 * the one card image that is the page's largest paint (fetched first, never lazy).
 */
export type CardImageLoading = 'lazy' | 'eager' | 'lead';

/** Cards in the first row of the widest layout (three columns on a desktop). */
export const FIRST_ROW_CARDS = 3;

/** The `<img>` attributes of each way of loading; only the lead image asks for a high priority. */
export function cardImageLoading(loading: CardImageLoading) {
  if (loading === 'lazy') return { loading: 'lazy', decoding: 'async' } as const;
  if (loading === 'eager') return { loading: 'eager', decoding: 'async' } as const;
  return { loading: 'eager', fetchPriority: 'high' } as const;
}

/**
 * The loading of the card at `index` of a listing. Only a listing that leads its page (the search
 * page's results) has a lead image and an eager first row; elsewhere every card image is lazy.
 */
export function cardImageAt(index: number, leadsPage: boolean): CardImageLoading {
  if (!leadsPage || !(index >= 0) || index >= FIRST_ROW_CARDS) return 'lazy';
  return index === 0 ? 'lead' : 'eager';
}
