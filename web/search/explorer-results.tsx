import type { ExplorerHit } from '../../shared/pages/explorer-data';
import { useI18n } from '../app/i18n-context';
import { CardGrid } from '../catalogue/card-grid';
import { cardImageAt } from '../catalogue/card-image-loading';
import { ListingCard, ListingCardPlaceholder, type ListingCardRecord } from '../catalogue/listing-card';
import { Carousel } from './carousel';
import { NoResults, type NoResultsProps } from './no-results';
import { columnsShowing } from '../../shared/search/hits-per-page';
import { SEARCH_LIMIT_TEXT, type SearchLimit } from '../../shared/search/search-limit';

/** Listing layouts: a grid that grows as the visitor scrolls, or a row to swipe. */
export type ListingLayout = 'carousel' | 'waterfall';

const FALLBACK_IMAGE = '/images/seed/ideas.webp';

// A hit as the listing card reads it: the index's defaults (no image, no pace) made explicit.
function asCardRecord(hit: ExplorerHit): ListingCardRecord {
  return { ...hit, pace: hit.pace ?? '', image: hit.image ?? { src: FALLBACK_IMAGE } };
}

/**
 * The class that shows the card at an index only where the listing has the columns for it: a page
 * is searched for the widest listing (rows × 3) and shows rows × its columns (web/styles/cards.css).
 */
export function listingCellClass(index: number, rows: number): string {
  return `listing-cell--from-${Math.min(3, columnsShowing(index, rows))}-columns`;
}

/**
 * The explorer's hits as listing cards in a carousel or a waterfall; shimmer placeholders while
 * loading; 'Inga resultat' / 'No results' when nothing matches, with what to try next
 * (`noResults`), and when to try again when the search was refused over the visitor's limit
 * (in a minute) or the site's searches of the day are used up (tomorrow). With `leadsPage` (the explorer is
 * the page's main content) the first row's images are not lazy and the first one comes first.
 */
export function ExplorerResults({
  hits,
  layout,
  loading,
  limited = null,
  placeholders,
  rows,
  leadsPage = false,
  noResults = { query: '' },
}: {
  hits: readonly ExplorerHit[];
  layout: ListingLayout;
  loading: boolean;
  /** The search was refused, over the visitor's limit or the site's of the day: when to try again, in place of results. */
  limited?: SearchLimit | null;
  placeholders: number;
  /** The rows of the page: the listing shows rows × its columns of the hits. */
  rows: number;
  leadsPage?: boolean;
  /** What the empty state offers to try next. */
  noResults?: NoResultsProps;
}) {
  const { t } = useI18n();
  const cellClass = (index: number) => listingCellClass(index, rows);
  if (loading) {
    // biome-ignore lint/suspicious/noArrayIndexKey: the placeholders are identical and only their number changes
    const cards = Array.from({ length: Math.max(1, placeholders) }, (_, k) => <ListingCardPlaceholder key={k} />);
    return (
      <div className="explorer-results" aria-busy="true" data-testid="explorer-loading">
        <CardGrid layout="waterfall" cellClassName={cellClass}>
          {cards}
        </CardGrid>
      </div>
    );
  }
  if (limited) {
    return (
      <p className="explorer-results__empty" role="status" data-testid="explorer-limited">
        {t(SEARCH_LIMIT_TEXT[limited])}
      </p>
    );
  }
  if (hits.length === 0) return <NoResults {...noResults} />;
  const cards = hits.map((hit, index) => (
    <ListingCard key={hit.objectID} record={asCardRecord(hit)} index={index} image={cardImageAt(index, leadsPage)} />
  ));
  return (
    <div className="explorer-results" data-testid="explorer-results">
      {layout === 'carousel' ? (
        <Carousel label={t('search.carousel')} slideClassName={cellClass}>
          {cards}
        </Carousel>
      ) : (
        <CardGrid layout="waterfall" cellClassName={cellClass}>
          {cards}
        </CardGrid>
      )}
    </div>
  );
}
