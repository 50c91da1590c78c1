import { LANGUAGES, type Language } from '../i18n/languages';
import { pathFor } from '../routing/paths';
import { explorerQueryString } from './explorer-query';
import { emptySearchState, type SearchState } from './search-state';

/** How many hits the same words have on the site in the other language. */
export interface OtherLanguageHits {
  language: Language;
  nbHits: number;
}

/** The site's other language (it has two). */
export function otherLanguage(language: Language): Language {
  return LANGUAGES.find((other) => other !== language)!;
}

/**
 * Whether a search that found `nbHits` also asks the other language's records: a site search (the
 * search page, the header's live results) with words that found nothing, as a visitor who types
 * `leadership` on the Swedish site finds nothing but the English site has it. One extra search,
 * and only then; an id lookup never.
 */
export function asksOtherLanguage(state: SearchState, nbHits: number): boolean {
  return nbHits === 0 && state.siteSearch === true && state.query.trim() !== '' && state.itemIds.length === 0;
}

/**
 * The other language's search for the same words: no filters (a topic or an educational form is
 * named in the page's language, and the link leads to the words alone), counts only (one hit).
 */
export function otherLanguageSearch(state: SearchState, language: Language): SearchState {
  return { ...emptySearchState(), query: state.query, language, siteSearch: true, hitsPerPage: 1 };
}

/** The other language's search page for the same words, as its own search form writes it. */
export function otherLanguageSearchPath(language: Language, query: string): string {
  const search = explorerQueryString({ ...emptySearchState(), query });
  return `${pathFor('search', language)}${search ? `?${search}` : ''}`;
}
