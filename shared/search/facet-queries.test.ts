import { describe, expect, it } from 'vitest';
import { SEARCH_RECORDS } from '../../tests/contract/search-records';
import { buildSearchRequest } from './build-search-request';
import { createSearchIndex } from './embedded-engine';
import { disjunctiveFacetQueries, mergeFacetCounts } from './facet-queries';
import { emptySearchState } from './search-state';
import { searchStateSchema } from './search-state-schema';

const index = createSearchIndex(SEARCH_RECORDS);
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

  it('gives, once merged, the same facets as the embedded engine computes itself', () => {
    const request = buildSearchRequest(refined, 'desktop');
    const main = index.search(request);
    if (!main.ok) throw new Error(main.message);
    // A hosted index counts each facet over its own hits; stand in for it with conjunctive counts.
    const hosted = { ...main.value, facets: { department: main.value.facets.department ?? {} } };
    const answers = disjunctiveFacetQueries(request).map(({ facet, request: facetRequest }) => {
      const answer = index.search(facetRequest);
      if (!answer.ok) throw new Error(answer.message);
      return { facet, response: answer.value };
    });
    const merged = mergeFacetCounts(hosted, answers);
    expect(merged.facets.categories).toEqual(main.value.facets.categories);
    expect(merged.facets.location).toEqual(main.value.facets.location);
    expect(merged.facets.form).toEqual({});
    expect(merged.hits).toBe(main.value.hits);
  });
});
