import type { FacetAttribute } from './search-record';
import { DEPARTMENTS } from './department';
import { monthNumbersOfSpan } from './event-months';
import type { SearchState } from './search-state';

/** The numeric comparison operators of the hosted filter syntax. */
export type CompareOperator = '<' | '<=' | '=' | '!=' | '>=' | '>';

/** One test on one attribute of a record. */
export type FilterAtom =
  | { kind: 'facet'; attribute: string; value: string }
  | { kind: 'compare'; attribute: string; operator: CompareOperator; value: number }
  | { kind: 'range'; attribute: string; from: number; to: number };

/** Atoms OR-combined. */
export type FilterClause = readonly FilterAtom[];

/**
 * Clauses AND-combined: conjunctive normal form. The hosted engine accepts nothing else (no AND
 * inside an OR group, no parentheses around the top level), so the tree is kept in that shape
 * and the date overlap is written as two clauses rather than `(A AND B) OR C`.
 */
export type FilterAst = readonly FilterClause[];

/** Options of buildFilter: `omit` drops one facet's own filter, for disjunctive facet counts. */
export interface BuildFilterOptions {
  omit?: FacetAttribute;
}

function facetClause(attribute: string, values: readonly string[]): FilterClause {
  return [...new Set(values)].map((value) => ({ kind: 'facet', attribute, value }));
}

/**
 * The filter of a search state as a tree: visible records only (of one language when the state
 * names one), then item ids, form, department (course or programme when none is chosen, except
 * in the site search, which finds articles too),
 * categories (topics), event category, location and the date overlap. A record overlaps the span [from, to] when
 * `min_date <= to AND max_date >= from`, or when its `start_date` lies in the span; distributed
 * into CNF that is `(min_date <= to OR start_date:from TO to) AND (max_date >= from OR
 * start_date:from TO to)`. A record without a date fails every numeric test on it, in both engines.
 * Then the months: the record must list an event month within the span's months
 * (`event_months:first TO last`, an array attribute matching when any element does), since the
 * overlap alone also passes a record with events before and after the span but none in it.
 */
export function buildFilter(state: SearchState, options: BuildFilterOptions = {}): FilterAst {
  const clauses: FilterClause[] = [[{ kind: 'facet', attribute: 'show_in_search', value: 'true' }]];
  const add = (facet: FacetAttribute, attribute: string, values: readonly string[]) => {
    if (values.length > 0 && options.omit !== facet) clauses.push(facetClause(attribute, values));
  };
  if (state.language) clauses.push(facetClause('language', [state.language]));
  if (state.itemIds.length > 0) clauses.push(facetClause('objectID', state.itemIds.map(String)));
  add('form', 'form', state.forms);
  // A catalogue explorer with no department chosen still asks for the catalogue's two departments,
  // which keeps articles out of it; the site search leaves the clause out and finds them too.
  const departments = state.departments.length > 0 || state.siteSearch ? state.departments : DEPARTMENTS;
  add('department', 'department', departments);
  add('categories', 'categories', state.categories);
  if (state.eventCategories.length > 0) clauses.push(facetClause('category', state.eventCategories));
  add('location', 'location', state.locations);
  if (state.dates) {
    const [from, to] = state.dates;
    const startInSpan: FilterAtom = { kind: 'range', attribute: 'start_date', from, to };
    clauses.push([{ kind: 'compare', attribute: 'min_date', operator: '<=', value: to }, startInSpan]);
    clauses.push([{ kind: 'compare', attribute: 'max_date', operator: '>=', value: from }, startInSpan]);
    const [firstMonth, lastMonth] = monthNumbersOfSpan(state.dates);
    clauses.push([{ kind: 'range', attribute: 'event_months', from: firstMonth, to: lastMonth }]);
  }
  return clauses;
}

// Values are always quoted (spaces, keywords, digits) except the booleans, which the hosted
// engine matches as `true` or "true" alike.
function printValue(value: string): string {
  if (value === 'true' || value === 'false') return value;
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function printAtom(atom: FilterAtom): string {
  switch (atom.kind) {
    case 'facet':
      return `${atom.attribute}:${printValue(atom.value)}`;
    case 'compare':
      return `${atom.attribute} ${atom.operator} ${atom.value}`;
    case 'range':
      return `${atom.attribute}:${atom.from} TO ${atom.to}`;
  }
}

/** The tree in the hosted engine's filter syntax; parseFilterExpression reads it back unchanged. */
export function printFilter(ast: FilterAst): string {
  return ast
    .filter((clause) => clause.length > 0)
    .map((clause) => (clause.length === 1 ? printAtom(clause[0]!) : `(${clause.map(printAtom).join(' OR ')})`))
    .join(' AND ');
}

/** The `filters` string sent to the hosted index for a search state (see buildFilter). */
export function buildFilterExpression(state: SearchState, options: BuildFilterOptions = {}): string {
  return printFilter(buildFilter(state, options));
}

/** The attribute a clause tests when all its atoms test the same one, else null (the date clauses). */
export function clauseAttribute(clause: FilterClause): string | null {
  const first = clause[0];
  if (!first) return null;
  return clause.every((atom) => atom.attribute === first.attribute) ? first.attribute : null;
}

/** The tree without the clauses on one attribute: a facet's counts ignore its own selection. */
export function omitAttribute(ast: FilterAst, attribute: string): FilterAst {
  return ast.filter((clause) => clauseAttribute(clause) !== attribute);
}

/** The object ids of an id-list clause, in the order given, or null when the filter has none. */
export function listedObjectIds(ast: FilterAst): string[] | null {
  const clause = ast.find((candidate) => clauseAttribute(candidate) === 'objectID');
  if (!clause) return null;
  return clause.flatMap((atom) => (atom.kind === 'facet' ? [atom.value] : []));
}
