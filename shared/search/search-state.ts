// No zod here: the explorer on the home and course pages needs these on first load, and the
// schemas (search-state-schema.ts) are only needed where a state comes from outside.
import type { SearchState } from './search-state-schema';

export type { DateSpan, SearchState, SearchStateInput } from './search-state-schema';

/** The largest page the hosted index serves; also the cap of `itemIds` lookups. */
export const MAX_HITS_PER_PAGE = 1000;
/** Rows shown before 'Show more'; each click adds this many rows. */
export const DEFAULT_ROWS = 2;
/** `rows` value meaning "everything in one page" (the search results page). */
export const ALL_ROWS = -1;

/** The state with nothing chosen: every visible record, first page (the schema's defaults). */
export function emptySearchState(): SearchState {
  return {
    query: '',
    language: null,
    departments: [],
    categories: [],
    eventCategories: [],
    locations: [],
    forms: [],
    dates: null,
    itemIds: [],
    page: 0,
    hitsPerPage: null,
    rows: DEFAULT_ROWS,
  };
}
