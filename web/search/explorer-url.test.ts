import { describe, expect, test } from 'vitest';
import { emptySearchState } from '../../shared/search/search-state';
import { apiSearchUrl, explorerPageQuery, hasChoices } from './explorer-url';

describe('explorer URLs', () => {
  test('an empty state has an empty page query and nothing to clear', () => {
    expect(explorerPageQuery(emptySearchState())).toBe('');
    expect(hasChoices(emptySearchState())).toBe(false);
  });

  test('filters and extra rows are written, values encoded', () => {
    const state = {
      ...emptySearchState(),
      departments: ['course' as const],
      locations: ['Göteborg'],
      categories: ['Ekonomi & finans'],
      rows: 4,
    };
    expect(explorerPageQuery(state)).toBe('department=course&category=Ekonomi%20%26%20finans&location=G%C3%B6teborg&rows=4');
    expect(hasChoices(state)).toBe(true);
  });

  test('the API address carries language, rows and the width', () => {
    const state = { ...emptySearchState(), query: 'ledar', rows: -1 };
    expect(apiSearchUrl(state, 'en', 390.4)).toBe('/api/search?q=ledar&language=en&rows=-1&width=390');
    expect(apiSearchUrl(emptySearchState(), 'sv', null)).toBe('/api/search?language=sv&rows=2');
  });

  test('the site search asks for articles too with site=true; its page address stays the same', () => {
    const state = { ...emptySearchState(), query: 'CSRD', siteSearch: true };
    expect(apiSearchUrl(state, 'sv', null)).toBe('/api/search?q=CSRD&language=sv&rows=2&site=true');
    expect(explorerPageQuery(state)).toBe('q=CSRD');
  });
});
