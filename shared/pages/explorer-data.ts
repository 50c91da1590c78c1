import type { ExplorerOptions } from '../search/explorer-options';
import type { ExplorerTab } from '../search/explorer-query';
import type { SearchResponse } from '../search/search-request';
import type { SearchState } from '../search/search-state';
import type { PageMeta } from '../page-meta';

/** A search's answer and the filter options it enables or disables. */
export interface ExplorerSearch {
  result: SearchResponse;
  options: ExplorerOptions;
}

/**
 * The catalogue explorer's data on a page: its state and tab from the URL query, the result and
 * the options, searched on the server so the filters work without JavaScript.
 */
export interface ExplorerData extends ExplorerSearch {
  state: SearchState;
  tab: ExplorerTab;
}

/** The search results page (`/sok`, `/en/search`): the explorer with every hit of the URL's search. */
export interface SearchPageData extends ExplorerData {
  meta: PageMeta;
}
