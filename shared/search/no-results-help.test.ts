import { describe, expect, it } from 'vitest';
import { asksOtherLanguage, otherLanguage, otherLanguageSearch, otherLanguageSearchPath } from './no-results-help';
import { emptySearchState } from './search-state';

const siteSearch = { ...emptySearchState(), query: 'leadership', language: 'sv' as const, siteSearch: true };

describe('the other language of a search that found nothing', () => {
  it('is the site’s other language', () => {
    expect(otherLanguage('sv')).toBe('en');
    expect(otherLanguage('en')).toBe('sv');
  });

  it('is asked only by a site search with words that found nothing', () => {
    expect(asksOtherLanguage(siteSearch, 0)).toBe(true);
    expect(asksOtherLanguage(siteSearch, 3)).toBe(false);
    expect(asksOtherLanguage({ ...siteSearch, query: '  ' }, 0)).toBe(false);
    expect(asksOtherLanguage({ ...siteSearch, siteSearch: undefined }, 0)).toBe(false);
    expect(asksOtherLanguage({ ...siteSearch, itemIds: [101] }, 0)).toBe(false);
  });

  it('searches the same words in the other language, without the filters, for its count', () => {
    const filtered = { ...siteSearch, locations: ['Malmö'], categories: ['Ledarskap'], rows: -1, page: 3 };
    expect(otherLanguageSearch(filtered, 'en')).toEqual({
      ...emptySearchState(),
      query: 'leadership',
      language: 'en',
      siteSearch: true,
      hitsPerPage: 1,
    });
  });

  it('leads to the other language’s search page for the same words', () => {
    expect(otherLanguageSearchPath('en', 'leadership')).toBe('/en/search?q=leadership');
    expect(otherLanguageSearchPath('sv', 'chef & ledare')).toBe('/sok?q=chef%20%26%20ledare');
  });
});
