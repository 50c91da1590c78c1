import { isCategoryId } from '../schemas/category-ids';
import { type Department, isDepartment } from './department';
import type { DateSpan, SearchState } from './search-state';

/** What a filter setter accepts: nothing, one value or a list (from a select, a URL or a store). */
export type FilterInput = string | number | null | undefined | readonly unknown[];

/** At most this many values per filter and characters per value; more is junk, not a choice. */
export const MAX_FILTER_VALUES = 50;
export const MAX_FILTER_VALUE_LENGTH = 200;
const MAX_QUERY_LENGTH = 200;

/**
 * The chosen values of a select: null or an empty select gives [], one string gives [it], a list
 * gives its distinct non-blank strings (numbers as text), trimmed. Anything else is ignored.
 */
export function toFilterValues(input: unknown): string[] {
  const list = Array.isArray(input) ? input : [input];
  const values: string[] = [];
  for (const item of list) {
    const text = typeof item === 'string' ? item.trim() : typeof item === 'number' && Number.isFinite(item) ? String(item) : '';
    if (text !== '' && text.length <= MAX_FILTER_VALUE_LENGTH && !values.includes(text)) values.push(text);
    if (values.length === MAX_FILTER_VALUES) break;
  }
  return values;
}

const DIGITS = /^\d+$/;

function toInteger(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null;
  if (typeof value !== 'string' || !DIGITS.test(value.trim())) return null;
  const parsed = Number(value.trim());
  return Number.isSafeInteger(parsed) ? parsed : null;
}

/**
 * A date span from exactly two values, each an integer of 0 or more (Unix seconds, as numbers or
 * digit strings), the first not after the second. Anything else is null: the filter is cleared.
 */
export function parseDateSpan(input: unknown): DateSpan | null {
  if (!Array.isArray(input) || input.length !== 2) return null;
  const from = toInteger(input[0]);
  const to = toInteger(input[1]);
  return from !== null && to !== null && from <= to ? [from, to] : null;
}

/** The department of a tab or query value: course, programme, or null for anything else. */
export function parseDepartment(input: unknown): Department | null {
  const first = toFilterValues(input)[0];
  return isDepartment(first) ? first : null;
}

// Any change of filter starts again at the first page.
function withFilter(state: SearchState, change: Partial<SearchState>): SearchState {
  return { ...state, ...change, page: 0 };
}

/** Chooses the educational form; only the first value counts (the select is single). */
export function selectEducationalForm(state: SearchState, input: FilterInput): SearchState {
  return withFilter(state, { forms: toFilterValues(input).slice(0, 1) });
}

/** Chooses topics (categories); several are OR-combined. */
export function selectCategories(state: SearchState, input: FilterInput): SearchState {
  return withFilter(state, { categories: toFilterValues(input) });
}

/**
 * Reads the values of the URL's `category`: an event category id (a programme group of the menu)
 * chooses that event category, anything else a topic. Several of each are OR-combined.
 */
export function selectCategoryValues(state: SearchState, input: FilterInput): SearchState {
  const values = toFilterValues(input);
  return withFilter(state, {
    categories: values.filter((value) => !isCategoryId(value)),
    eventCategories: values.filter(isCategoryId),
  });
}

/** Chooses locations; several are OR-combined. */
export function selectLocations(state: SearchState, input: FilterInput): SearchState {
  return withFilter(state, { locations: toFilterValues(input) });
}

/** Chooses the month span; anything but exactly two integers clears it. */
export function selectDates(state: SearchState, input: FilterInput): SearchState {
  return withFilter(state, { dates: parseDateSpan(input) });
}

/** Chooses the department (the explorer tab); anything but course or programme means all. */
export function selectDepartment(state: SearchState, input: FilterInput): SearchState {
  const department = parseDepartment(input);
  return withFilter(state, { departments: department ? [department] : [] });
}

/** Sets the text query (trimmed, capped at 200 characters); non-text clears it. */
export function setQuery(state: SearchState, input: unknown): SearchState {
  const query = typeof input === 'string' ? input.trim().slice(0, MAX_QUERY_LENGTH) : '';
  return withFilter(state, { query });
}

/** Whether a filter beside the words is chosen: a department (tab), topic, event category, form, place or months. */
export function hasFilters(state: SearchState): boolean {
  return (
    state.departments.length > 0 ||
    state.categories.length > 0 ||
    state.eventCategories.length > 0 ||
    state.forms.length > 0 ||
    state.locations.length > 0 ||
    state.dates !== null
  );
}

/** Empties every filter but keeps the words, and the paging settings: what a search that found nothing can try next. */
export function clearFiltersKeepingQuery(state: SearchState): SearchState {
  return withFilter(state, { departments: [], categories: [], eventCategories: [], locations: [], forms: [], dates: null });
}

/** Empties every filter and the query, keeping the paging settings. */
export function clearFilters(state: SearchState): SearchState {
  return { ...clearFiltersKeepingQuery(state), query: '' };
}
