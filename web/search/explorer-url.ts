import type { Language } from '../../shared/i18n/languages';
import { explorerQueryString } from '../../shared/search/explorer-query';
import { hasFilters } from '../../shared/search/filter-state';
import { ALL_ROWS, DEFAULT_ROWS, type SearchState } from '../../shared/search/search-state';

/**
 * The page query of an explorer state: its filters (shared explorer codec) and `rows` when more
 * than the default rows are shown. Empty when nothing is chosen.
 */
export function explorerPageQuery(state: SearchState): string {
  const parts = [explorerQueryString(state)];
  if (state.rows !== ALL_ROWS && state.rows > DEFAULT_ROWS) parts.push(`rows=${state.rows}`);
  return parts.filter((part) => part !== '').join('&');
}

/** The address of `GET /api/search` for a state, a language and the listing's width (if known). */
export function apiSearchUrl(state: SearchState, language: Language, width: number | null): string {
  const parts = [explorerQueryString(state), `language=${language}`, `rows=${state.rows}`];
  if (state.hitsPerPage !== null) parts.push(`hitsPerPage=${state.hitsPerPage}`);
  // The site search finds articles too; a catalogue explorer only courses and programmes.
  if (state.siteSearch) parts.push('site=true');
  if (width !== null && Number.isFinite(width)) parts.push(`width=${Math.round(width)}`);
  return `/api/search?${parts.filter((part) => part !== '').join('&')}`;
}

/** Whether the state has any filter or text a visitor could clear. */
export function hasChoices(state: SearchState): boolean {
  return state.query.trim() !== '' || hasFilters(state);
}
