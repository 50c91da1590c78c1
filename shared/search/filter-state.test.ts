import { describe, expect, it } from 'vitest';
import {
  clearFilters,
  clearFiltersKeepingQuery,
  hasFilters,
  parseDateSpan,
  parseDepartment,
  selectCategories,
  selectDates,
  selectDepartment,
  selectEducationalForm,
  selectLocations,
  setQuery,
  toFilterValues,
} from './filter-state';
import { emptySearchState } from './search-state';

const base = { ...emptySearchState(), page: 4 };

describe('toFilterValues', () => {
  it('reads null, undefined and an empty select as no filter', () => {
    expect(toFilterValues(null)).toEqual([]);
    expect(toFilterValues(undefined)).toEqual([]);
    expect(toFilterValues('')).toEqual([]);
    expect(toFilterValues([])).toEqual([]);
    expect(toFilterValues(['', '  '])).toEqual([]);
  });

  it('reads one string as one value and a list as its distinct values, trimmed', () => {
    expect(toFilterValues(' Malmö ')).toEqual(['Malmö']);
    expect(toFilterValues(['Malmö', 'Distans', 'Malmö'])).toEqual(['Malmö', 'Distans']);
  });

  it('keeps numbers as text and drops every other kind of junk', () => {
    expect(toFilterValues([3, Number.NaN, {}, null, true, ['x'], 'ok'])).toEqual(['3', 'ok']);
    expect(toFilterValues({ length: 2 })).toEqual([]);
  });

  it('caps the number and length of values', () => {
    expect(toFilterValues(Array.from({ length: 80 }, (_, i) => `v${i}`))).toHaveLength(50);
    expect(toFilterValues('x'.repeat(201))).toEqual([]);
  });
});

describe('filter setters', () => {
  it('keep only the first educational form', () => {
    expect(selectEducationalForm(base, ['Online', 'Hybrid']).forms).toEqual(['Online']);
    expect(selectEducationalForm(base, 'Hybrid').forms).toEqual(['Hybrid']);
    expect(selectEducationalForm(base, null).forms).toEqual([]);
  });

  it('keep every category and location', () => {
    expect(selectCategories(base, ['a', 'b']).categories).toEqual(['a', 'b']);
    expect(selectLocations(base, 'Göteborg').locations).toEqual(['Göteborg']);
    expect(selectLocations(base, []).locations).toEqual([]);
  });

  it('start again at the first page', () => {
    expect(selectCategories(base, 'a').page).toBe(0);
    expect(setQuery(base, 'x').page).toBe(0);
  });

  it('leave the other filters alone', () => {
    const chosen = selectLocations(selectCategories(base, 'a'), 'b');
    expect(chosen).toMatchObject({ categories: ['a'], locations: ['b'] });
  });
});

describe('the date span', () => {
  it('accepts exactly two integers, as numbers or digit strings', () => {
    expect(parseDateSpan([100, 200])).toEqual([100, 200]);
    expect(parseDateSpan(['100', ' 200 '])).toEqual([100, 200]);
    expect(selectDates(base, ['5', '5']).dates).toEqual([5, 5]);
  });

  it.each([
    [null],
    ['100,200'],
    [[100]],
    [[100, 200, 300]],
    [[1.5, 2]],
    [['1e3', '2000']],
    [['abc', '2']],
    [[-1, 5]],
    [[200, 100]],
    [[Number.MAX_VALUE, Number.MAX_VALUE]],
    [['99999999999999999999', '99999999999999999999']],
  ])('clears the span for %o', (input) => {
    expect(parseDateSpan(input)).toBeNull();
    expect(selectDates({ ...base, dates: [1, 2] }, input as never).dates).toBeNull();
  });
});

describe('the department', () => {
  it('accepts course and programme only', () => {
    expect(parseDepartment('course')).toBe('course');
    expect(parseDepartment(['programme', 'course'])).toBe('programme');
    expect(selectDepartment(base, 'programme').departments).toEqual(['programme']);
  });

  it('means all for anything else', () => {
    for (const junk of ['all', 'Course', 'webinar', '', null, 5, ['x']]) {
      expect(parseDepartment(junk)).toBeNull();
      expect(selectDepartment({ ...base, departments: ['course'] }, junk as never).departments).toEqual([]);
    }
  });
});

describe('the query and clearing', () => {
  it('trims and caps the query and clears it for non-text', () => {
    expect(setQuery(base, '  ledar  ').query).toBe('ledar');
    expect(setQuery(base, 'x'.repeat(300)).query).toHaveLength(200);
    expect(setQuery({ ...base, query: 'a' }, 42).query).toBe('');
  });

  it('empties every filter but keeps the paging settings', () => {
    const chosen = { ...base, query: 'a', categories: ['b'], dates: [1, 2] as [number, number], rows: 4 };
    expect(clearFilters(chosen)).toEqual({ ...emptySearchState(), rows: 4 });
  });

  it('can empty the filters and keep the words, and tells whether any filter is chosen', () => {
    const chosen = { ...base, query: 'ledarskp', departments: ['course' as const], locations: ['Malmö'], page: 2, rows: 4 };
    expect(clearFiltersKeepingQuery(chosen)).toEqual({ ...emptySearchState(), query: 'ledarskp', rows: 4 });
    expect(hasFilters(chosen)).toBe(true);
    expect(hasFilters(clearFiltersKeepingQuery(chosen))).toBe(false);
    for (const filter of [
      { categories: ['b'] },
      { eventCategories: ['business-school' as const] },
      { forms: ['Online'] },
      { dates: [1, 2] as [number, number] },
    ]) {
      expect(hasFilters({ ...base, ...filter })).toBe(true);
    }
    expect(hasFilters({ ...base, query: 'words alone' })).toBe(false);
  });
});
