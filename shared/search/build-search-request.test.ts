import { describe, expect, it } from 'vitest';
import { buildSearchRequest, orderByItemIds, shouldRunSearch } from './build-search-request';
import { searchRecordSchema } from './search-record';
import { searchStateSchema } from './search-state-schema';

describe('buildSearchRequest', () => {
  it('sends the state filter, every facet, the page and columns times rows', () => {
    const state = searchStateSchema.parse({ query: '  ledar ', page: 2, rows: 3 });
    expect(buildSearchRequest(state, 1100)).toEqual({
      query: 'ledar',
      filters: 'show_in_search:true AND (department:"course" OR department:"programme")',
      facets: ['*'],
      hitsPerPage: 6,
      page: 2,
    });
  });

  it('fetches up to 1000 hits at page 0 for an item-id lookup', () => {
    const state = searchStateSchema.parse({ itemIds: [5, 3], page: 7, hitsPerPage: 2 });
    expect(buildSearchRequest(state, 'desktop')).toMatchObject({ hitsPerPage: 1000, page: 0 });
  });
});

describe('orderByItemIds', () => {
  const hit = (objectID: string) => searchRecordSchema.parse({ objectID, title: objectID, department: 'course' });

  it('orders hits by the id list and skips ids without a hit', () => {
    const ordered = orderByItemIds([hit('1'), hit('2'), hit('3')], [3, 9, 1, 3]);
    expect(ordered.map((h) => h.objectID)).toEqual(['3', '1']);
  });

  it('gives nothing for an empty list', () => {
    expect(orderByItemIds([hit('1')], [])).toEqual([]);
  });
});

describe('shouldRunSearch', () => {
  it('skips a supplied but blank query and runs without one', () => {
    expect(shouldRunSearch('')).toBe(false);
    expect(shouldRunSearch('  ')).toBe(false);
    expect(shouldRunSearch('a')).toBe(true);
    expect(shouldRunSearch(undefined)).toBe(true);
  });
});
