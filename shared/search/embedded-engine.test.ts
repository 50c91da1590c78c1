import { describe, expect, it } from 'vitest';
import { SEARCH_CASES, SEARCH_RECORDS, searchCaseRequest } from '../../tests/contract/search-cases';
import { createSearchIndex } from './embedded-engine';

const index = createSearchIndex(SEARCH_RECORDS);

describe('the embedded engine against the shared search cases', () => {
  it.each(SEARCH_CASES.map((c) => [c.name, c] as const))('%s', (_name, searchCase) => {
    const result = index.search(searchCaseRequest(searchCase));
    if (!result.ok) throw new Error(result.message);
    const { expected } = searchCase;
    expect(result.value.hits.map((hit) => hit.objectID)).toEqual(expected.objectIDs);
    expect(result.value.nbHits).toBe(expected.nbHits);
    if (expected.nbPages !== undefined) expect(result.value.nbPages).toBe(expected.nbPages);
    if (expected.hitsPerPage !== undefined) expect(result.value.hitsPerPage).toBe(expected.hitsPerPage);
    for (const [facet, counts] of Object.entries(expected.facets ?? {})) {
      expect(result.value.facets[facet], facet).toEqual(counts);
    }
  });
});
