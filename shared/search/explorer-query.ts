import type { Department } from './search-record';
import { DEFAULT_ROWS, emptySearchState, MAX_HITS_PER_PAGE, type SearchState } from './search-state';
import {
  parseDepartment,
  selectDates,
  selectDepartment,
  selectEducationalForm,
  selectCategoryValues,
  selectLocations,
  setQuery,
} from './filter-state';

/** The explorer tabs: All, Courses, Programmes. */
export type ExplorerTab = 'all' | Department;

/** A parsed URL query, as a router or URLSearchParams gives it: repeated keys become lists. */
export type RawQuery = Readonly<Record<string, string | readonly string[] | undefined>>;

/** The explorer's URL state: the search state and the tab it shows. */
export interface ExplorerQuery {
  state: SearchState;
  tab: ExplorerTab;
}

const PERCENT_ESCAPE = /%[0-9a-f]{2}/i;

// Values may arrive still percent-encoded (the spec: "URL-decoded"); a stray % stays as it is.
function decode(value: unknown): unknown {
  if (typeof value !== 'string' || !PERCENT_ESCAPE.test(value)) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function values(query: RawQuery, key: string): unknown[] {
  const raw: unknown = Object.hasOwn(query, key) ? query[key] : undefined;
  const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  return list.map(decode);
}

/**
 * Reads the explorer's query parameters onto a base state: `department`, `category` (a topic, or
 * an event category id), `form`,
 * `location` (repeated keys for several values), `dates=from,to`, `q` for the text, and `tab`
 * (all, course, programme), which when present and valid decides the department instead of
 * `department`. Junk values are dropped, never thrown; the page starts at 0.
 */
export function parseExplorerQuery(query: RawQuery, base: SearchState = emptySearchState()): ExplorerQuery {
  const tabValue = values(query, 'tab')[0];
  const tabDepartment = tabValue === 'all' ? null : parseDepartment(tabValue);
  const department = tabValue === 'all' || tabDepartment ? tabDepartment : parseDepartment(values(query, 'department'));
  const dates = values(query, 'dates');
  const dateParts = dates.length === 1 && typeof dates[0] === 'string' ? dates[0].split(',') : dates;

  let state = selectDepartment(base, department);
  state = selectCategoryValues(state, values(query, 'category'));
  state = selectEducationalForm(state, values(query, 'form'));
  state = selectLocations(state, values(query, 'location'));
  state = selectDates(state, dateParts);
  state = setQuery(state, values(query, 'q')[0]);
  return { state, tab: department ?? 'all' };
}

/**
 * The query parameters of a state, the inverse of parseExplorerQuery: only chosen filters
 * appear, a single value as a string and several as a list, in a fixed key order.
 */
export function toExplorerQuery(state: SearchState): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  const put = (key: string, list: readonly string[]) => {
    if (list.length === 1) query[key] = list[0]!;
    else if (list.length > 1) query[key] = [...list];
  };
  if (state.query.trim() !== '') query.q = state.query.trim();
  put('department', state.departments.slice(0, 1));
  put('category', [...state.categories, ...state.eventCategories]);
  put('form', state.forms.slice(0, 1));
  put('location', state.locations);
  if (state.dates) query.dates = `${state.dates[0]},${state.dates[1]}`;
  return query;
}

/** The same parameters as a query string without the leading `?` (empty when nothing is chosen). */
export function explorerQueryString(state: SearchState): string {
  return Object.entries(toExplorerQuery(state))
    .flatMap(([key, value]) => (Array.isArray(value) ? value : [value]).map((v) => `${key}=${encodeURIComponent(v)}`))
    .join('&');
}

/** What the explorer reads of a URL's query: the shape of `URLSearchParams`, in the worker and the browser. */
export interface QueryParams {
  keys(): Iterable<string>;
  get(name: string): string | null;
  getAll(name: string): string[];
}

/** The query of a URL as the explorer codec reads it: repeated keys become lists. */
export function rawQueryOf(params: QueryParams): RawQuery {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    query[key] = values.length === 1 ? values[0]! : values;
  }
  return query;
}

/** `rows` in a URL ('Show more' without JavaScript): whole numbers from 1 up, else the default. */
export function rowsOfQuery(params: QueryParams): number {
  const raw = params.get('rows');
  const rows = raw !== null && /^\d{1,4}$/.test(raw) ? Number(raw) : DEFAULT_ROWS;
  return Math.min(Math.max(rows, 1), MAX_HITS_PER_PAGE);
}
