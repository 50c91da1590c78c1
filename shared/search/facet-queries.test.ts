import { describe, expect, it } from 'vitest';
import { buildSearchRequest } from './build-search-request';
import { disjunctiveFacetQueries } from './facet-queries';
import { emptySearchState } from './search-state';
import { searchStateSchema } from './search-state-schema';

const refined = searchStateSchema.parse({ categories: ['Ledarskap'], locations: ['Malmö'], dates: [0, 2e9], hitsPerPage: 10 });

describe('disjunctiveFacetQueries', () => {
  it('asks one counts-only query per refined facet, without that facet filter', () => {
    const queries = disjunctiveFacetQueries(buildSearchRequest(refined, 'desktop'));
    // The catalogue's own department clause (course or programme) counts as a refined facet too.
    expect(queries.map((q) => q.facet)).toEqual(['department', 'categories', 'location']);
    expect(queries[1]!.request).toMatchObject({ facets: ['categories'], hitsPerPage: 0, page: 0 });
    expect(queries[1]!.request.filters).not.toContain('categories:');
    expect(queries[1]!.request.filters).toContain('location:"Malmö"');
    expect(queries[1]!.request.filters).toContain('min_date');
  });

  it('asks nothing extra without refined facets or with an unreadable filter', () => {
    expect(disjunctiveFacetQueries(buildSearchRequest({ ...emptySearchState(), siteSearch: true }, 'desktop'))).toEqual([]);
    expect(disjunctiveFacetQueries({ query: '', filters: 'NOT x', facets: ['*'], hitsPerPage: 1, page: 0 })).toEqual([]);
  });
});
