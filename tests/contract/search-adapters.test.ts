// The shared table of search cases against both adapters: the embedded engine through the
// in-process requester, and the production adapter against a local fake of the hosted service.
import { describe, expect, test } from 'vitest';
import { searchStateSchema } from '../../shared/search/search-state-schema';
import { createEmbeddedSearch, createIndexCache } from '../../worker/adapters/search/embedded';
import { createRemoteSearch } from '../../worker/adapters/search/remote';
import type { SearchPort } from '../../worker/ports/search';
import { createFakeHostedRequester } from './fake-hosted-search';
import { SEARCH_CASES, SEARCH_RECORDS, type SearchCase } from './search-cases';

const HOSTED = { appId: 'TESTAPP123', apiKey: 'search-only-key', indexName: 'Catalog' };

const adapters: Record<string, () => SearchPort> = {
  embedded: () => createEmbeddedSearch({ indexName: 'Catalog', records: async () => SEARCH_RECORDS, cache: createIndexCache() }),
  remote: () => createRemoteSearch({ ...HOSTED, requester: createFakeHostedRequester({ ...HOSTED, records: SEARCH_RECORDS }) }),
};

function stateOf(searchCase: SearchCase) {
  return searchStateSchema.parse({ hitsPerPage: 100, ...searchCase.state });
}

for (const [name, create] of Object.entries(adapters)) {
  describe(`the ${name} search adapter`, () => {
    const port = create();
    for (const searchCase of SEARCH_CASES) {
      test(searchCase.name, async () => {
        const outcome = await port.search(stateOf(searchCase), searchCase.viewport ?? 'desktop');
        if (!outcome.ok) throw new Error(`${outcome.code}: ${outcome.message}`);
        const { value } = outcome;
        const ids = value.hits.map((hit) => hit.objectID);
        if (searchCase.ranked && name === 'remote') expect([...ids].sort()).toEqual([...searchCase.expected.objectIDs].sort());
        else expect(ids).toEqual(searchCase.expected.objectIDs);
        expect(value.nbHits).toBe(searchCase.expected.nbHits);
        if (searchCase.expected.nbPages !== undefined) expect(value.nbPages).toBe(searchCase.expected.nbPages);
        if (searchCase.expected.hitsPerPage !== undefined) expect(value.hitsPerPage).toBe(searchCase.expected.hitsPerPage);
        for (const [facet, counts] of Object.entries(searchCase.expected.facets ?? {})) {
          expect(value.facets[facet], facet).toEqual(counts);
        }
      });
    }

    test('hits carry the listing fields and no engine keys', async () => {
      const outcome = await port.search(searchStateSchema.parse({ itemIds: [101] }), 'desktop');
      expect(outcome.ok && outcome.value.hits[0]).toMatchObject({ objectID: '101', url: '/kurs/101', header_title: 'Kurs', new: true });
      expect(outcome.ok && Object.keys(outcome.value.hits[0]!).some((key) => key.startsWith('_'))).toBe(false);
    });
  });
}

describe('failures of the hosted service', () => {
  test('a failing service is an outcome, never an exception', async () => {
    const requester = createFakeHostedRequester({ ...HOSTED, records: SEARCH_RECORDS, failWith: 503 });
    const port = createRemoteSearch({ ...HOSTED, requester });
    const outcome = await port.search(searchStateSchema.parse({}), 'desktop');
    expect(outcome).toMatchObject({ ok: false, code: 'search_unavailable' });
  });

  test('a wrong key is refused by the service and reported as unavailable', async () => {
    const requester = createFakeHostedRequester({ ...HOSTED, records: SEARCH_RECORDS });
    const port = createRemoteSearch({ ...HOSTED, apiKey: 'another-key', requester });
    expect(await port.search(searchStateSchema.parse({}), 'desktop')).toMatchObject({ ok: false });
  });

  test('an index that does not exist is refused', async () => {
    const requester = createFakeHostedRequester({ ...HOSTED, records: SEARCH_RECORDS });
    const port = createRemoteSearch({ ...HOSTED, indexName: 'Elsewhere', requester });
    expect(await port.search(searchStateSchema.parse({}), 'desktop')).toMatchObject({ ok: false });
  });

  test('a blank index name is refused when the adapter is made', () => {
    expect(() => createRemoteSearch({ ...HOSTED, indexName: ' ' })).toThrow(/index name/);
  });

  test('the wire request is one multi-query with a disjunctive counts query per refined facet', async () => {
    const log: { url: string; body: unknown }[] = [];
    const requester = createFakeHostedRequester({ ...HOSTED, records: SEARCH_RECORDS, log });
    const port = createRemoteSearch({ ...HOSTED, requester });
    await port.search(searchStateSchema.parse({ categories: ['Ledarskap'], locations: ['Malmö'] }), 'desktop');
    expect(log).toHaveLength(1);
    const requests = (log[0]!.body as { requests: { filters: string; hitsPerPage: number }[] }).requests;
    // The main query, then counts for the catalogue's department clause, the category and the location.
    expect(requests).toHaveLength(4);
    expect(requests[0]!.filters).toBe(
      'show_in_search:true AND (department:"course" OR department:"programme") AND categories:"Ledarskap" AND location:"Malmö"',
    );
    expect(requests.slice(1).map((r) => r.hitsPerPage)).toEqual([0, 0, 0]);
  });
});

describe('the embedded index', () => {
  test('is built once per content: the same records again keep it, changed records rebuild it', async () => {
    let records = SEARCH_RECORDS;
    const cache = createIndexCache();
    const port = createEmbeddedSearch({ indexName: 'Catalog', records: async () => records, cache });
    await port.search(searchStateSchema.parse({}), 'desktop');
    const built = await cache.latest();
    await port.search(searchStateSchema.parse({ query: 'ledar' }), 'desktop');
    // Another copy of the same records (a refresh of the content cache, a new day) is the same content.
    records = structuredClone(SEARCH_RECORDS);
    await port.search(searchStateSchema.parse({}), 'desktop');
    expect(await cache.latest()).toBe(built);
    records = SEARCH_RECORDS.map((record, position) =>
      position === 0 ? { ...record, start_date: (record.start_date ?? 0) + 7 * 86_400 } : record,
    );
    await port.search(searchStateSchema.parse({}), 'desktop');
    expect(await cache.latest()).not.toBe(built);
  });

  test('a failing record source gives a failed outcome and is retried next time', async () => {
    let calls = 0;
    const port = createEmbeddedSearch({
      indexName: 'Catalog',
      records: async () => {
        calls += 1;
        if (calls === 1) throw new Error('content down');
        return SEARCH_RECORDS;
      },
      cache: createIndexCache(),
    });
    expect((await port.search(searchStateSchema.parse({}), 'desktop')).ok).toBe(false);
    expect((await port.search(searchStateSchema.parse({}), 'desktop')).ok).toBe(true);
  });
});
