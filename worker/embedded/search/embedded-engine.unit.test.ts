import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostedTextTypos } from '../../../tests/contract/hosted-text-match';
import { SEARCH_CASES, SEARCH_RECORDS, searchCaseRequest } from '../../../tests/contract/search-cases';
import { assertProperty } from '../../../tests/support/property';
import { buildSearchRequest } from '../../../shared/search/build-search-request';
import { createSearchIndex } from './embedded-engine';
import { CATALOGUE_FORMS, CATALOGUE_LOCATIONS, CATALOGUE_TOPICS, generateCatalogue } from '../../../tests/support/generate-catalogue';
import { monthSpan } from '../../../shared/search/month-range';
import { tokenize } from './normalize-text';
import { FACET_ATTRIBUTES, SEARCHABLE_ATTRIBUTES, type SearchRecord, searchRecordSchema } from '../../../shared/search/search-record';
import type { SearchState } from '../../../shared/search/search-state';
import { searchStateSchema } from '../../../shared/search/search-state-schema';

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

const records = generateCatalogue(300, 11);
const parsed = records.map((record) => searchRecordSchema.parse(record));
const engine = createSearchIndex(records);

// The spec's filter, in its own (DNF) words, and the hosted engine's default text matching
// (tests/contract/hosted-text-match.ts), evaluated record by record.
function matches(record: SearchRecord, state: SearchState, omit?: string): boolean {
  const anyOf = (chosen: string[], values: string[]) =>
    chosen.length === 0 || values.some((value) => chosen.some((c) => c.toLowerCase() === value.toLowerCase()));
  if (!record.show_in_search) return false;
  if (state.itemIds.length > 0 && !state.itemIds.map(String).includes(record.objectID)) return false;
  if (omit !== 'form' && !anyOf(state.forms, [record.form])) return false;
  if (omit !== 'department' && !anyOf(state.departments, [record.department])) return false;
  if (omit !== 'categories' && !anyOf(state.categories, record.categories)) return false;
  if (omit !== 'location' && !anyOf(state.locations, record.location)) return false;
  if (state.dates) {
    const [from, to] = state.dates;
    const { min_date: min, max_date: max, start_date: start } = record;
    const overlaps = min !== null && max !== null && min <= to && max >= from;
    const starts = start !== null && start >= from && start <= to;
    if (!overlaps && !starts) return false;
  }
  const words = tokenize(state.query);
  const text = SEARCHABLE_ATTRIBUTES.flatMap((attribute) => {
    const value = record[attribute];
    return tokenize(Array.isArray(value) ? value.join(' ') : (value ?? ''));
  });
  return words.length === 0 || hostedTextTypos(words, text) !== null;
}

const stateArbitrary = fc.record({
  query: fc.constantFrom(
    '',
    'ledar',
    'kurs ekonomi',
    'grundkurs ekonomi',
    'göteborg',
    'gotebrog',
    'PRAKTISK',
    'zzz',
    'för',
    'ledarskp',
    'projektlednig',
  ),
  departments: fc.subarray(['course', 'programme'] as const, { maxLength: 1 }),
  categories: fc.subarray([...CATALOGUE_TOPICS, 'ledarskap'], { maxLength: 2 }),
  locations: fc.subarray([...CATALOGUE_LOCATIONS], { maxLength: 2 }),
  forms: fc.subarray([...CATALOGUE_FORMS], { maxLength: 1 }),
  dates: fc.option(
    fc.tuple(fc.integer({ min: 1, max: 24 }), fc.integer({ min: 0, max: 3 })).map(([month, length]) =>
      monthSpan(
        { year: 2025 + Math.ceil(month / 12), month: ((month - 1) % 12) + 1 },
        {
          year: 2025 + Math.ceil(Math.min(24, month + length) / 12),
          month: ((Math.min(24, month + length) - 1) % 12) + 1,
        },
      ),
    ),
  ),
  itemIds: fc.oneof(fc.constant([]), fc.array(fc.integer({ min: 1, max: 320 }), { maxLength: 40 })),
});

const hitsAndFacetCountsMatchTheSpec = fc.property(stateArbitrary, (input) => {
  const state = searchStateSchema.parse({ ...input, hitsPerPage: 1000 });
  const result = engine.search(buildSearchRequest(state, 'desktop'));
  if (!result.ok) throw new Error(result.message);
  const expected = parsed.filter((record) => matches(record, state)).map((record) => record.objectID);
  expect([...result.value.hits.map((hit) => hit.objectID)].sort()).toEqual([...expected].sort());
  expect(result.value.nbHits).toBe(expected.length);
  for (const facet of FACET_ATTRIBUTES) {
    const counts: Record<string, number> = {};
    for (const record of parsed.filter((r) => matches(r, state, facet))) {
      const values = record[facet];
      for (const value of new Set(Array.isArray(values) ? values : [values])) counts[value] = (counts[value] ?? 0) + 1;
    }
    expect(result.value.facets[facet]).toEqual(counts);
  }
});

describe('the embedded engine against a reference written from the spec', () => {
  it('returns exactly the records and facet counts the spec describes', () => assertProperty({ hitsAndFacetCountsMatchTheSpec }, 150));
});

describe('the embedded engine on its own terms', () => {
  it('refuses an unreadable filter as a result, not an exception', () => {
    const result = index.search({ filters: 'NOT form:x' });
    expect(result).toMatchObject({ ok: false, code: 'invalid_filter' });
  });

  it('refuses a request outside the schema', () => {
    expect(index.search({ hitsPerPage: 5000 })).toMatchObject({ ok: false, code: 'invalid_request' });
    expect(index.search({ page: -1 })).toMatchObject({ ok: false, code: 'invalid_request' });
  });

  it('never returns a hidden record, even without a visibility filter', () => {
    const result = index.search({ query: 'arkiverad', filters: '', hitsPerPage: 100 });
    expect(result.ok && result.value.nbHits).toBe(0);
  });

  it('treats a query of punctuation only as no query', () => {
    const result = index.search({ query: '!!! ---', filters: 'show_in_search:true', hitsPerPage: 100 });
    // Every visible record: 20 courses, 7 programmes and 2 inspiration articles.
    expect(result.ok && result.value.nbHits).toBe(29);
  });

  it('answers counts only for hitsPerPage 0', () => {
    const result = index.search({ hitsPerPage: 0 });
    expect(result.ok && result.value).toMatchObject({ hits: [], nbHits: 29, nbPages: 0 });
    expect(result.ok && result.value.facets.department).toEqual({ course: 20, programme: 7, article: 2 });
  });

  it('counts only the facets asked for', () => {
    const result = index.search({ facets: ['form', 'price'], hitsPerPage: 1 });
    expect(result.ok && Object.keys(result.value.facets)).toEqual(['form']);
  });

  it('lists facet values most frequent first', () => {
    const result = index.search({ hitsPerPage: 1 });
    expect(result.ok && Object.keys(result.value.facets.location ?? {})).toEqual(['Distans', 'Göteborg', 'Stockholm', 'Malmö', 'Alicante']);
  });

  it('skips invalid records, keeps the last of duplicate ids and carries unknown keys through', () => {
    const built = createSearchIndex([
      { objectID: '1', title: 'Första', department: 'course', show_in_search: true, language: 'sv' },
      { objectID: '2', title: 'Trasig', department: 'webinar' } as never,
      { objectID: '1', title: 'Andra', department: 'course', show_in_search: true, language: 'en' },
    ]);
    expect(built.size).toBe(1);
    expect(built.rejected).toEqual([1]);
    const result = built.search({});
    expect(result.ok && result.value.hits[0]).toMatchObject({ title: 'Andra', language: 'en' });
  });

  it('serves no hit beyond position 1000, like the hosted default', () => {
    const big = createSearchIndex(generateCatalogue(2500, 3));
    const last = big.search({ hitsPerPage: 300, page: 3, filters: 'show_in_search:true' });
    expect(last.ok && last.value.nbPages).toBe(4);
    expect(last.ok && last.value.hits.length).toBe(100);
    const beyond = big.search({ hitsPerPage: 300, page: 4 });
    expect(beyond.ok && beyond.value.hits).toEqual([]);
    expect(beyond.ok && beyond.value.nbHits).toBeGreaterThan(1000);
  });

  it('filters by language when the index holds both languages', () => {
    const both = createSearchIndex([
      { objectID: '1', title: 'Ledarskap', department: 'course', show_in_search: true, language: 'sv' },
      { objectID: '2', title: 'Leadership', department: 'course', show_in_search: true, language: 'en' },
    ]);
    const state = searchStateSchema.parse({ language: 'en', hitsPerPage: 10 });
    const result = both.search(buildSearchRequest(state, 'desktop'));
    expect(result.ok && result.value.hits.map((hit) => hit.objectID)).toEqual(['2']);
  });

  it('filters by event category, the programme groups of the menu', () => {
    const groups = createSearchIndex([
      { objectID: '1', title: 'Chefsprogrammet', department: 'programme', show_in_search: true, category: 'swedish-academic' },
      { objectID: '2', title: 'Executive Programme', department: 'programme', show_in_search: true, category: 'business-school' },
    ]);
    const state = searchStateSchema.parse({ eventCategories: ['business-school'], hitsPerPage: 10 });
    const result = groups.search(buildSearchRequest(state, 'desktop'));
    expect(result.ok && result.value.hits.map((hit) => hit.objectID)).toEqual(['2']);
  });

  it('matches a hyphenated word by its parts, as the index splits it the same way', () => {
    const result = index.search({ query: 'icke ekonomer', hitsPerPage: 10 });
    expect(result.ok && result.value.hits.map((hit) => hit.objectID)).toEqual(['108']);
  });
});

describe('the embedded engine and its callers', () => {
  it('hands out hits that cannot change the index', () => {
    const result = index.search({ hitsPerPage: 1 });
    const hit = result.ok ? result.value.hits[0]! : null;
    expect(() => {
      (hit!.categories as string[]).push('x');
    }).toThrow();
    expect(Object.isFrozen(hit)).toBe(true);
  });
});
