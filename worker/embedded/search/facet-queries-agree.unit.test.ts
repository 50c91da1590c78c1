import { describe, expect, it } from 'vitest';
import { buildSearchRequest } from '../../../shared/search/build-search-request';
import { disjunctiveFacetQueries, mergeFacetCounts } from '../../../shared/search/facet-queries';
import { searchStateSchema } from '../../../shared/search/search-state-schema';
import { SEARCH_RECORDS } from '../../../tests/contract/search-records';
import { createSearchIndex } from './embedded-engine';

// The hosted search adapter counts a refined facet's values with one extra query per facet
// (shared/search/facet-queries.ts); merged, they must equal what the embedded engine counts itself.
const index = createSearchIndex(SEARCH_RECORDS);
const refined = searchStateSchema.parse({ categories: ['Ledarskap'], locations: ['Malmö'], dates: [0, 2e9], hitsPerPage: 10 });

describe('disjunctive facet counts against the embedded engine', () => {
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
