import { describe, expect, it } from 'vitest';
import { emptySearchState } from '../../../shared/search/search-state';
import type { SearchOutcome } from '../../ports/search';
import { createSearchMemo } from './search-memo';

const found = (nbHits: number): SearchOutcome => ({
  ok: true,
  value: { hits: [], nbHits, nbPages: 0, page: 0, hitsPerPage: 12, facets: {} } as never,
});

describe('search memo', () => {
  it('answers the same search on the same index once, with frozen objects', async () => {
    const memo = createSearchMemo<object>();
    const index = {};
    let runs = 0;
    const search = async () => {
      runs += 1;
      return found(3);
    };
    const first = await memo(index, emptySearchState(), null, search, async () => index);
    const second = await memo(index, emptySearchState(), null, search, async () => index);
    expect(runs).toBe(1);
    expect(second).toBe(first);
    expect(Object.isFrozen(first.ok && first.value)).toBe(true);
  });

  it('searches again on a new index, for another state and after a failure', async () => {
    const memo = createSearchMemo<object>();
    const [today, tomorrow] = [{}, {}];
    let runs = 0;
    const search = async () => {
      runs += 1;
      return runs === 3 ? ({ ok: false, code: 'search_unavailable', message: 'down' } as const) : found(runs);
    };
    await memo(today, emptySearchState(), null, search, async () => today);
    await memo(tomorrow, emptySearchState(), null, search, async () => tomorrow);
    const failed = await memo(tomorrow, { ...emptySearchState(), query: 'ledarskap' }, null, search, async () => tomorrow);
    const retried = await memo(tomorrow, { ...emptySearchState(), query: 'ledarskap' }, null, search, async () => tomorrow);
    expect(failed.ok).toBe(false);
    expect(retried).toEqual(found(4));
    expect(runs).toBe(4);
  });

  it('keeps no answer that ran on another index than the one asked for', async () => {
    const memo = createSearchMemo<object>();
    const [stale, latest] = [{}, {}];
    let runs = 0;
    const search = async () => {
      runs += 1;
      return found(runs);
    };
    await memo(stale, emptySearchState(), 'tablet-or-smaller', search, async () => latest);
    await memo(stale, emptySearchState(), 'tablet-or-smaller', search, async () => latest);
    expect(runs).toBe(2);
  });
});
