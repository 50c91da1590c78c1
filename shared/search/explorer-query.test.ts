import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../tests/support/property';
import { CATEGORY_IDS } from '../schemas/category-ids';
import { explorerQueryString, parseExplorerQuery, toExplorerQuery } from './explorer-query';
import { emptySearchState } from './search-state';

const value = fc.oneof(fc.string(), fc.array(fc.string(), { maxLength: 3 }));
const parsingAnyQueryNeverThrows = fc.property(
  fc.dictionary(fc.constantFrom('department', 'category', 'form', 'location', 'dates', 'q', 'tab', 'x'), value),
  (query) => {
    expect(parseExplorerQuery(query).state.page).toBe(0);
  },
);

describe('parseExplorerQuery', () => {
  it('reads every parameter, repeated keys as several values', () => {
    const { state, tab } = parseExplorerQuery({
      department: 'course',
      category: ['Ledarskap', 'Ekonomi & finans'],
      form: 'Online',
      location: ['Malmö', 'Distans'],
      dates: '100,200',
      q: ' ledar ',
    });
    expect(tab).toBe('course');
    expect(state).toMatchObject({
      departments: ['course'],
      categories: ['Ledarskap', 'Ekonomi & finans'],
      forms: ['Online'],
      locations: ['Malmö', 'Distans'],
      dates: [100, 200],
      query: 'ledar',
      page: 0,
    });
  });

  it('reads an event category id in category as a programme group, and writes it back there', () => {
    const { state } = parseExplorerQuery({ department: 'programme', category: ['business-school', 'Ledarskap', 'no-such-group'] });
    expect(state.eventCategories).toEqual(['business-school']);
    expect(state.categories).toEqual(['Ledarskap', 'no-such-group']);
    expect(explorerQueryString(state)).toBe('department=programme&category=Ledarskap&category=no-such-group&category=business-school');
  });

  it('decodes values that are still percent-encoded and keeps a stray percent sign', () => {
    const { state } = parseExplorerQuery({ location: 'G%C3%B6teborg', category: ['100%', 'Ekonomi%20%26%20finans'] });
    expect(state.locations).toEqual(['Göteborg']);
    expect(state.categories).toEqual(['100%', 'Ekonomi & finans']);
  });

  it('lets a valid tab decide the department and all mean no department', () => {
    expect(parseExplorerQuery({ tab: 'programme', department: 'course' }).state.departments).toEqual(['programme']);
    expect(parseExplorerQuery({ tab: 'all', department: 'course' })).toMatchObject({ tab: 'all', state: { departments: [] } });
    expect(parseExplorerQuery({ tab: 'junk', department: 'course' }).tab).toBe('course');
  });

  it('drops junk without throwing', () => {
    const { state, tab } = parseExplorerQuery({
      department: 'webinar',
      dates: '1,2,3',
      form: ['', '  '],
      q: ['', 'second'],
      constructor: 'x',
      __proto__: 'y',
    } as never);
    expect(tab).toBe('all');
    expect(state).toEqual(emptySearchState());
  });

  it('reads dates given as two repeated keys', () => {
    expect(parseExplorerQuery({ dates: ['5', '9'] }).state.dates).toEqual([5, 9]);
    expect(parseExplorerQuery({ dates: ['9', '5'] }).state.dates).toBeNull();
  });

  it('keeps the paging settings of the base state but starts at page 0', () => {
    const base = { ...emptySearchState(), rows: 4, page: 3 };
    expect(parseExplorerQuery({}, base).state).toMatchObject({ rows: 4, page: 0 });
  });

  it('never throws on arbitrary input', () => assertProperty({ parsingAnyQueryNeverThrows }, 100));
});

const text = fc
  .string({ minLength: 1, maxLength: 10 })
  .map((s) => s.trim())
  .filter((s) => s !== '' && !/%[0-9a-f]{2}/i.test(s));
const chosenState = fc.record({
  query: fc.oneof(fc.constant(''), text),
  departments: fc.subarray(['course', 'programme'] as const, { maxLength: 1 }),
  categories: fc.uniqueArray(text, { maxLength: 3 }),
  eventCategories: fc.subarray([...CATEGORY_IDS]),
  forms: fc.uniqueArray(text, { maxLength: 1 }),
  locations: fc.uniqueArray(text, { maxLength: 3 }),
  dates: fc.option(fc.tuple(fc.nat(), fc.nat()).map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as [number, number])),
});
const explorerQueriesReadBackUnchanged = fc.property(chosenState, (chosen) => {
  const full = { ...emptySearchState(), ...chosen };
  expect(parseExplorerQuery(toExplorerQuery(full)).state).toEqual(full);
});

describe('toExplorerQuery', () => {
  it('writes only what is chosen', () => {
    expect(toExplorerQuery(emptySearchState())).toEqual({});
    expect(
      toExplorerQuery({ ...emptySearchState(), departments: ['course'], locations: ['Malmö', 'Distans'], dates: [1, 2], query: 'x' }),
    ).toEqual({ q: 'x', department: 'course', location: ['Malmö', 'Distans'], dates: '1,2' });
  });

  it('is read back unchanged by parseExplorerQuery', () => assertProperty({ explorerQueriesReadBackUnchanged }, 100));
});

describe('explorerQueryString', () => {
  it('encodes values for a link or a GET form', () => {
    const state = { ...emptySearchState(), categories: ['Ekonomi & finans', 'A'], locations: ['Göteborg'] };
    expect(explorerQueryString(state)).toBe('category=Ekonomi%20%26%20finans&category=A&location=G%C3%B6teborg');
    expect(explorerQueryString(emptySearchState())).toBe('');
  });
});
