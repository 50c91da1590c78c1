import { BREAKPOINTS } from '../breakpoints';
import { ALL_ROWS, MAX_HITS_PER_PAGE, type SearchState } from './search-state';

/** From this width the listing has three columns ("desktop"). */
export const WIDE_DESKTOP_MIN_WIDTH = 1280;
// Below the wide desktop, the desktop breakpoint (1025 px) still gives two columns.
const SMALL_DESKTOP_MIN_WIDTH = BREAKPOINTS.desktop;

/** How wide the listing is: three, two or one column. */
export type ViewportKind = 'desktop' | 'small-desktop' | 'tablet-or-smaller';

/** Columns of the listing per viewport kind. */
export const COLUMNS: Readonly<Record<ViewportKind, number>> = {
  desktop: 3,
  'small-desktop': 2,
  'tablet-or-smaller': 1,
};

/**
 * The viewport kind of a width in CSS pixels. An unknown width (server render, no JavaScript)
 * counts as desktop so that the first page holds enough hits for the widest layout.
 */
export function viewportKind(width: number | null): ViewportKind {
  if (width === null || !Number.isFinite(width) || width >= WIDE_DESKTOP_MIN_WIDTH) return 'desktop';
  return width >= SMALL_DESKTOP_MIN_WIDTH ? 'small-desktop' : 'tablet-or-smaller';
}

/**
 * Hits per page: the explicit value, else everything (1000) when rows is -1, else columns times
 * rows. Accepts a viewport kind or a width; never more than the hosted maximum of 1000.
 */
export function hitsPerPageFor(state: Pick<SearchState, 'hitsPerPage' | 'rows'>, viewport: ViewportKind | number | null): number {
  if (state.hitsPerPage !== null) return clamp(state.hitsPerPage);
  if (state.rows === ALL_ROWS) return MAX_HITS_PER_PAGE;
  const kind = typeof viewport === 'string' ? viewport : viewportKind(viewport);
  return clamp(COLUMNS[kind] * state.rows);
}

function clamp(value: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(MAX_HITS_PER_PAGE, Math.max(1, Math.floor(value)));
}

/**
 * The fewest columns at which the hit at `index` (from 0) of a page of `rows` rows is shown: a
 * listing shows rows × columns hits, so a page searched for the widest listing (rows × 3) shows
 * its first rows × 1 on a phone, rows × 2 on a smaller desktop. Every hit with all rows (-1).
 */
export function columnsShowing(index: number, rows: number): number {
  if (rows === ALL_ROWS || rows < 1) return 1;
  return Math.floor(Math.max(0, index) / rows) + 1;
}

/**
 * The fewest columns (1 to 3) at which a page of `rows` rows shows all of `total` hits, so that
 * 'Show more' is needed only below it; null when even the widest listing leaves some out.
 */
export function columnsShowingAll(total: number, rows: number): number | null {
  if (rows === ALL_ROWS) return 1;
  for (const columns of [1, 2, 3]) if (rows * columns >= total) return columns;
  return null;
}
