// One table of search cases over tests/contract/search-records.ts, run against every search
// adapter (embedded engine, hosted index through algoliasearch). A case gives a search state;
// `searchCaseRequest` turns it into the one request both adapters send.
import { buildSearchRequest } from '../../shared/search/build-search-request';
import type { ViewportKind } from '../../shared/search/hits-per-page';
import type { FacetAttribute } from '../../shared/search/search-record';
import type { SearchRequest } from '../../shared/search/search-request';
import { type SearchStateInput, searchStateSchema } from '../../shared/search/search-state-schema';
import { months } from './search-records';

export { SEARCH_RECORDS } from './search-records';

export interface SearchCase {
  name: string;
  state: SearchStateInput;
  /** Viewport of the hits-per-page rule; desktop (3 columns) when absent. */
  viewport?: ViewportKind;
  /**
   * The order of hits depends on text relevance (fewest typos, then title before category before
   * location, whole word before prefix, then catalogue order). An adapter whose engine ranks otherwise compares
   * the ids as a set; without this flag the order is part of the contract.
   */
  ranked?: true;
  expected: {
    objectIDs: string[];
    nbHits: number;
    nbPages?: number;
    hitsPerPage?: number;
    /** Exact counts of the facets listed; facets not listed are not checked. */
    facets?: Partial<Record<FacetAttribute, Record<string, number>>>;
  };
}

/** The request of a case, built with the same shared code the adapters use in production. */
export function searchCaseRequest(searchCase: SearchCase): SearchRequest {
  const state = searchStateSchema.parse({ hitsPerPage: 100, ...searchCase.state });
  return buildSearchRequest(state, searchCase.viewport ?? 'desktop');
}

const L = 'Ledarskap';
const E = 'Ekonomi & finans';
const K = 'Kommunikation';
const ALL = [
  '101',
  '102',
  '103',
  '104',
  '105',
  '106',
  '107',
  '108',
  '109',
  '110',
  '111',
  '112',
  '113',
  '114',
  '115',
  '116',
  '117',
  '118',
  '119',
  '120',
  '201',
  '202',
  '203',
  '204',
  '205',
  '206',
  '207',
];
// The department counts leave out the department's own clause, which in a catalogue explorer is
// course or programme: the two articles are counted there, though no catalogue search returns them.
const FULL_FACETS = {
  department: { course: 20, programme: 7, article: 2 },
  categories: { [L]: 12, [E]: 9, [K]: 10 },
  form: { Lärarledd: 15, Online: 7, Hybrid: 5 },
  location: { Stockholm: 7, Göteborg: 7, Malmö: 4, Alicante: 3, Distans: 11 },
};
const NO_FACETS = { department: {}, categories: {}, form: {}, location: {} };
const MARCH_2026 = months([2026, 3]);

export const SEARCH_CASES: readonly SearchCase[] = [
  {
    name: 'no filters returns every visible record in catalogue order, hidden ones left out',
    state: {},
    expected: { objectIDs: ALL, nbHits: 27, nbPages: 1, facets: FULL_FACETS },
  },
  {
    name: 'the site search finds the visible articles after the catalogue, in catalogue order',
    state: { siteSearch: true },
    expected: {
      objectIDs: [...ALL, '301', '302'],
      nbHits: 29,
      facets: { department: FULL_FACETS.department, categories: { [L]: 12, [E]: 10, [K]: 10 } },
    },
  },
  {
    name: 'the site search finds an article by a word of its title: csrd',
    state: { siteSearch: true, query: 'csrd' },
    expected: { objectIDs: ['301'], nbHits: 1 },
  },
  {
    name: 'the site search finds an article beside the courses by a word prefix: presentation',
    state: { siteSearch: true, query: 'presentation' },
    ranked: true,
    expected: { objectIDs: ['113', '105', '302'], nbHits: 3 },
  },
  {
    name: 'a catalogue explorer never finds an article: csrd gives nothing',
    state: { query: 'csrd' },
    expected: { objectIDs: [], nbHits: 0 },
  },
  {
    name: 'a department chosen in the site search leaves the articles out',
    state: { siteSearch: true, departments: ['programme'] },
    expected: { objectIDs: ALL.slice(20), nbHits: 7 },
  },
  {
    name: 'a date span in the site search leaves the undated articles out',
    state: { siteSearch: true, dates: MARCH_2026 },
    expected: { objectIDs: ['101', '104', '106', '108', '112', '118', '119', '203', '204'], nbHits: 9 },
  },
  {
    name: 'department course keeps courses and still counts programmes in its own facet',
    state: { departments: ['course'] },
    expected: {
      objectIDs: ALL.slice(0, 20),
      nbHits: 20,
      facets: { department: FULL_FACETS.department, categories: { [L]: 8, [E]: 6, [K]: 9 } },
    },
  },
  {
    name: 'department programme keeps programmes',
    state: { departments: ['programme'] },
    expected: { objectIDs: ALL.slice(20), nbHits: 7 },
  },
  {
    name: 'one category',
    state: { categories: [L] },
    expected: {
      objectIDs: ['101', '102', '103', '104', '111', '116', '118', '120', '201', '202', '205', '207'],
      nbHits: 12,
      facets: {
        categories: FULL_FACETS.categories,
        location: { Stockholm: 4, Göteborg: 3, Malmö: 3, Alicante: 1, Distans: 4 },
      },
    },
  },
  {
    name: 'two categories are OR-combined, and a value with an ampersand is quoted safely',
    state: { categories: [E, K] },
    expected: {
      objectIDs: [
        '103',
        '105',
        '106',
        '107',
        '108',
        '109',
        '110',
        '111',
        '112',
        '113',
        '114',
        '115',
        '117',
        '118',
        '119',
        '202',
        '203',
        '204',
        '206',
      ],
      nbHits: 19,
    },
  },
  {
    name: 'a category of its own with an ampersand',
    state: { categories: [E] },
    expected: { objectIDs: ['108', '109', '110', '111', '114', '117', '202', '203', '206'], nbHits: 9 },
  },
  {
    name: 'location Malmö leaves out the hidden Malmö programme and counts every location',
    state: { locations: ['Malmö'] },
    expected: { objectIDs: ['104', '111', '112', '205'], nbHits: 4, facets: { location: FULL_FACETS.location } },
  },
  {
    name: 'a facet value matches regardless of case',
    state: { locations: ['MALMÖ'] },
    expected: { objectIDs: ['104', '111', '112', '205'], nbHits: 4 },
  },
  {
    name: 'two locations are OR-combined and a record in both appears once',
    state: { locations: ['Alicante', 'Distans'] },
    expected: {
      objectIDs: ['103', '104', '106', '109', '110', '113', '114', '115', '117', '120', '202', '204', '206'],
      nbHits: 13,
    },
  },
  {
    name: 'educational form',
    state: { forms: ['Online'] },
    expected: {
      objectIDs: ['103', '106', '109', '113', '117', '120', '204'],
      nbHits: 7,
      facets: { form: FULL_FACETS.form, department: { course: 6, programme: 1 } },
    },
  },
  {
    name: 'a month span matches ranges that overlap it, start dates inside it and edge days',
    state: { dates: MARCH_2026 },
    expected: { objectIDs: ['101', '104', '106', '108', '112', '118', '119', '203', '204'], nbHits: 9 },
  },
  {
    name: 'a record ending on the first day of the next month belongs to both months',
    state: { dates: months([2026, 4]) },
    expected: { objectIDs: ['102', '108', '113', '203', '204'], nbHits: 5 },
  },
  {
    name: 'a span across years',
    state: { dates: months([2026, 12], [2027, 1]) },
    expected: { objectIDs: ['116', '120', '201', '202'], nbHits: 4 },
  },
  {
    name: 'a record with only a start date matches when the start lies in the span',
    state: { dates: months([2026, 10]) },
    expected: { objectIDs: ['110', '201', '202', '206'], nbHits: 4 },
  },
  {
    name: 'a record with events before and after the span but none in it is left out',
    state: { dates: months([2027, 1], [2027, 2]) },
    expected: { objectIDs: ['116', '205'], nbHits: 2 },
  },
  {
    name: 'a span without events gives nothing and empty facets',
    state: { dates: months([2027, 7]) },
    expected: { objectIDs: [], nbHits: 0, nbPages: 0, facets: NO_FACETS },
  },
  {
    name: 'all four filters together, each facet counted without its own filter',
    state: { categories: [L], locations: ['Stockholm'], forms: ['Lärarledd'], dates: MARCH_2026 },
    expected: {
      objectIDs: ['101', '118'],
      nbHits: 2,
      facets: {
        department: { course: 2 },
        categories: { [L]: 2, [E]: 1, [K]: 1 },
        form: { Lärarledd: 2 },
        location: { Stockholm: 2 },
      },
    },
  },
  {
    name: 'disjunctive facets: a category and a location each count over the other',
    state: { categories: [L], locations: ['Malmö'] },
    expected: {
      objectIDs: ['104', '111', '205'],
      nbHits: 3,
      facets: {
        department: { course: 2, programme: 1 },
        categories: { [L]: 3, [E]: 1, [K]: 1 },
        form: { Lärarledd: 2, Hybrid: 1 },
        location: { Stockholm: 4, Göteborg: 3, Malmö: 3, Alicante: 1, Distans: 4 },
      },
    },
  },
  {
    name: 'a category nobody has gives no hits but keeps its own facet counts',
    state: { categories: ['Finns inte'] },
    expected: {
      objectIDs: [],
      nbHits: 0,
      facets: { categories: FULL_FACETS.categories, department: {}, form: {}, location: {} },
    },
  },
  {
    name: 'item ids come back in the order of the list, missing and hidden ids skipped',
    state: { itemIds: [203, 101, 999, 901, 105], page: 3, hitsPerPage: 2 },
    expected: { objectIDs: ['203', '101', '105'], nbHits: 3, nbPages: 1, hitsPerPage: 1000 },
  },
  {
    name: 'item ids are AND-combined with the other filters',
    state: { itemIds: [205, 104, 112], departments: ['programme'] },
    expected: { objectIDs: ['205'], nbHits: 1 },
  },
  {
    name: 'a word prefix finds Swedish compounds: ledar finds ledarskap and ledarutveckling',
    state: { query: 'ledar' },
    ranked: true,
    expected: {
      objectIDs: ['101', '102', '103', '116', '120', '201', '104', '111', '118', '202', '205', '207'],
      nbHits: 12,
    },
  },
  {
    name: 'text ignores accents and case: goteborg finds Göteborg',
    state: { query: 'goteborg' },
    ranked: true,
    expected: { objectIDs: ['119', '102', '107', '110', '116', '203', '207'], nbHits: 7 },
  },
  {
    name: 'text ignores accents and case: GÖTEBORG finds the same',
    state: { query: 'GÖTEBORG' },
    ranked: true,
    expected: { objectIDs: ['119', '102', '107', '110', '116', '203', '207'], nbHits: 7 },
  },
  {
    name: 'malmo finds Malmö, the title match first',
    state: { query: 'malmo' },
    ranked: true,
    expected: { objectIDs: ['205', '104', '111', '112'], nbHits: 4 },
  },
  {
    name: 'forhandling finds Förhandlingsteknik, and Kommunikation i förändring two typos away after it',
    state: { query: 'forhandling' },
    expected: { objectIDs: ['112', '107'], nbHits: 2 },
  },
  {
    name: 'every query word must match, the words before the last as whole words',
    state: { query: 'ledarskap stockholm' },
    ranked: true,
    expected: { objectIDs: ['101', '118', '201', '207'], nbHits: 4 },
  },
  {
    name: 'only the last word is a prefix: ledar stockholm finds nothing',
    state: { query: 'ledar stockholm' },
    expected: { objectIDs: [], nbHits: 0 },
  },
  // Typo tolerance as the hosted engine's defaults have it (docs/rules/search-semantics.md).
  {
    name: 'a typo in a word of eight letters: ledarskp finds every Ledarskap course',
    state: { query: 'ledarskp' },
    ranked: true,
    expected: {
      objectIDs: ['101', '102', '103', '116', '201', '104', '111', '118', '120', '202', '205', '207'],
      nbHits: 12,
    },
  },
  {
    name: 'an extra letter: projektlendning finds Projektledning grundkurs',
    state: { query: 'projektlendning' },
    expected: { objectIDs: ['104'], nbHits: 1 },
  },
  {
    name: 'a missing letter in the last word: projektlednig finds Projektledning grundkurs',
    state: { query: 'projektlednig' },
    expected: { objectIDs: ['104'], nbHits: 1 },
  },
  {
    name: 'a typo in a word before the last: ledarskp stockholm',
    state: { query: 'ledarskp stockholm' },
    ranked: true,
    expected: { objectIDs: ['101', '118', '201', '207'], nbHits: 4 },
  },
  {
    name: 'two swaps in a word of eight letters: goetbrog finds Göteborg',
    state: { query: 'goetbrog' },
    ranked: true,
    expected: { objectIDs: ['119', '102', '107', '110', '116', '203', '207'], nbHits: 7 },
  },
  {
    name: 'one typo in a word of four to seven letters: malno finds Malmö',
    state: { query: 'malno' },
    ranked: true,
    expected: { objectIDs: ['205', '104', '111', '112'], nbHits: 4 },
  },
  {
    name: 'two typos need eight letters: nalno finds nothing',
    state: { query: 'nalno' },
    expected: { objectIDs: [], nbHits: 0 },
  },
  {
    name: 'a word of three letters matches exactly: mba finds the Executive MBA',
    state: { query: 'mba' },
    expected: { objectIDs: ['202'], nbHits: 1 },
  },
  {
    name: 'a word of three letters with a typo finds nothing: mab',
    state: { query: 'mab' },
    expected: { objectIDs: [], nbHits: 0, facets: NO_FACETS },
  },
  {
    name: 'fewer typos rank first: ekonomer finds the courses for ekonomer before the Ekonomi topic, two typos away',
    state: { query: 'ekonomer' },
    expected: { objectIDs: ['108', '117', '109', '110', '111', '114', '202', '203', '206'], nbHits: 9 },
  },
  {
    name: 'a whole word ranks above a longer word it starts',
    state: { query: 'presentation' },
    ranked: true,
    expected: { objectIDs: ['113', '105'], nbHits: 2 },
  },
  {
    name: 'text and a filter together',
    state: { query: 'program', departments: ['programme'] },
    ranked: true,
    expected: { objectIDs: ['206', '201', '202', '203', '204', '205', '207'], nbHits: 7 },
  },
  {
    name: 'hidden records never match a text query',
    state: { query: 'arkiverad' },
    expected: { objectIDs: [], nbHits: 0, facets: NO_FACETS },
  },
  {
    name: 'a blank query is no query',
    state: { query: '   ' },
    expected: { objectIDs: ALL, nbHits: 27 },
  },
  {
    name: 'pages of five: the second page',
    state: { hitsPerPage: 5, page: 1 },
    expected: { objectIDs: ['106', '107', '108', '109', '110'], nbHits: 27, nbPages: 6, hitsPerPage: 5 },
  },
  {
    name: 'the last page is partial',
    state: { hitsPerPage: 5, page: 5 },
    expected: { objectIDs: ['206', '207'], nbHits: 27, nbPages: 6 },
  },
  {
    name: 'a page beyond the last is empty but still counts',
    state: { hitsPerPage: 5, page: 6 },
    expected: { objectIDs: [], nbHits: 27, nbPages: 6, facets: FULL_FACETS },
  },
  {
    name: 'two rows on desktop are six hits',
    state: { hitsPerPage: null, rows: 2 },
    expected: { objectIDs: ALL.slice(0, 6), nbHits: 27, nbPages: 5, hitsPerPage: 6 },
  },
  {
    name: 'two rows on a smaller desktop are four hits',
    state: { hitsPerPage: null, rows: 2 },
    viewport: 'small-desktop',
    expected: { objectIDs: ALL.slice(0, 4), nbHits: 27, nbPages: 7, hitsPerPage: 4 },
  },
  {
    name: 'rows -1 fetches everything in one page',
    state: { hitsPerPage: null, rows: -1 },
    viewport: 'tablet-or-smaller',
    expected: { objectIDs: ALL, nbHits: 27, nbPages: 1, hitsPerPage: 1000 },
  },
];
