import type { ExplorerOptions } from '../search/explorer-options';
import type { ExplorerTab } from '../search/explorer-query';
import type { CardImage } from '../content/listing-cards';
import type { OtherLanguageHits } from '../search/no-results-help';
import type { SearchLimit } from '../search/search-limit';
import type { SearchRecord } from '../search/search-record';
import type { SearchResponse } from '../search/search-request';
import type { SearchState } from '../search/search-state';
import type { PageMeta } from '../page-meta';

/** A search's answer and the filter options it enables or disables. */
export interface ExplorerSearch {
  result: SearchResponse;
  options: ExplorerOptions;
}

/** A hit as the explorer's card shows it (the id keys the card); an index record has more. */
export type ExplorerHit = Pick<
  SearchRecord,
  'objectID' | 'department' | 'title' | 'url' | 'header_title' | 'new' | 'pace' | 'location_text' | 'content' | 'mux_id'
> & {
  image: CardImage | null;
};

/**
 * What a page sends of a search's answer: its hits as cards and its counts. The facets stay on the
 * server, which has turned them into the filters' options already.
 */
export interface ExplorerResult extends Omit<SearchResponse, 'hits' | 'facets'> {
  hits: ExplorerHit[];
}

/**
 * The catalogue explorer's data on a page: its state and tab from the URL query, the result and
 * the options, searched on the server so the filters work without JavaScript.
 */
export interface ExplorerData {
  state: SearchState;
  tab: ExplorerTab;
  result: ExplorerResult;
  options: ExplorerOptions;
  /**
   * The search was not run: the client went over its limit of page searches (`client`), or the
   * site's searches of the day are used up (`day`). The page shows the filters and, where the
   * results go, a message to try again in a minute, or tomorrow (`SEARCH_LIMIT_TEXT`).
   */
  limited?: SearchLimit;
  /** The search service failed: the results area says search is unavailable, with a retry, instead of "no results". */
  unavailable?: true;
  /** A site search found nothing and the other language has hits for its words: the empty state offers them. */
  otherLanguage?: OtherLanguageHits;
}

function explorerHit(record: SearchRecord): ExplorerHit {
  const { objectID, department, title, url, header_title, pace, location_text, content, mux_id, image } = record;
  return {
    objectID,
    department,
    title,
    url,
    header_title,
    new: record.new,
    pace,
    location_text,
    content,
    mux_id,
    image: image && { src: image.src },
  };
}

/**
 * What a page sends of a search's answer: each hit with only the fields its card shows (the index's
 * dates, a record's facet values and alt texts stay on the server), and no facets. This roughly
 * halves the explorer's share of a page, nearly all of it on the search results page.
 */
export function explorerResult({ hits, nbHits, nbPages, page, hitsPerPage }: SearchResponse): ExplorerResult {
  return { hits: hits.map(explorerHit), nbHits, nbPages, page, hitsPerPage };
}

/** The search results page (`/sok`, `/en/search`): the explorer with the URL's search over every item, its first rows of hits. */
export interface SearchPageData extends ExplorerData {
  meta: PageMeta;
}
