import { type Bitset, addBit, createBitset, uniteInto } from './bitset';
import type { FilterAtom, FilterClause } from '../../../shared/search/filter-expression';
import type { SearchRecord } from '../../../shared/search/search-record';

/** Attributes a facet filter can test: the counted ones, the visibility flag, id and language. */
const FILTERABLE = ['department', 'categories', 'category', 'form', 'location', 'show_in_search', 'objectID', 'language'] as const;
const NUMERIC = ['min_date', 'max_date', 'start_date', 'event_months'] as const;

/** Evaluates filter clauses and counts facet values over a fixed list of records. */
export interface FilterIndex {
  /** The positions whose record satisfies at least one atom of the clause. */
  clause(clause: FilterClause): Bitset;
  /** Counts of each value of `attribute` over the positions in `bits`; zero counts are absent. */
  count(attribute: string, bits: Bitset): Record<string, number>;
}

function valuesOf(record: SearchRecord, attribute: (typeof FILTERABLE)[number]): string[] {
  const value: unknown = record[attribute];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return typeof value === 'string' || typeof value === 'boolean' ? [String(value)] : [];
}

// A numeric attribute sorted by value: a comparison is then a contiguous run of positions found
// by binary search, not a pass over every record. Records without the value are not in it; a
// record with a list of values (event_months) is in it once per value, so it passes a test when
// any of its values does, as an array attribute does in the hosted engine.
interface NumericColumn {
  values: Float64Array;
  positions: Int32Array;
}

function numericColumn(records: readonly SearchRecord[], attribute: (typeof NUMERIC)[number]): NumericColumn {
  const pairs: [value: number, position: number][] = [];
  records.forEach((record, position) => {
    const value: unknown = record[attribute];
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'number' && Number.isFinite(item)) pairs.push([item, position]);
    }
  });
  pairs.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return { values: Float64Array.from(pairs, (pair) => pair[0]), positions: Int32Array.from(pairs, (pair) => pair[1]) };
}

// The first index whose value is >= bound (or > bound when `after`).
function boundary(values: Float64Array, bound: number, after: boolean): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const value = values[middle]!;
    if (value < bound || (after && value === bound)) low = middle + 1;
    else high = middle;
  }
  return low;
}

// The index runs [from, to) of a numeric test.
function numericRuns(values: Float64Array, atom: Exclude<FilterAtom, { kind: 'facet' }>): [number, number][] {
  const end = values.length;
  if (atom.kind === 'range') return [[boundary(values, atom.from, false), boundary(values, atom.to, true)]];
  const below = boundary(values, atom.value, false);
  const through = boundary(values, atom.value, true);
  switch (atom.operator) {
    case '<':
      return [[0, below]];
    case '<=':
      return [[0, through]];
    case '=':
      return [[below, through]];
    case '!=':
      return [
        [0, below],
        [through, end],
      ];
    case '>=':
      return [[below, end]];
    case '>':
      return [[through, end]];
  }
}

/**
 * Precomputes one bitset per facet value (keyed in lower case: the hosted engine matches facet
 * values without regard to case) and one sorted column per date attribute that leaves out null,
 * so a record without a date fails every numeric test, as a record lacking the attribute does in
 * the hosted engine.
 */
export function createFilterIndex(records: readonly SearchRecord[]): FilterIndex {
  const size = records.length;
  // Per attribute and lower-cased value: a bitset when the value is common, else its positions
  // (an objectID has one), so memory stays proportional to the records, not records squared.
  const facetSets = new Map<string, Map<string, Bitset | Int32Array>>();
  // For counting: per attribute, the distinct values as written and, per record, their ids.
  const countNames = new Map<string, string[]>();
  const countIds = new Map<string, { offsets: Int32Array; flat: Int32Array }>();
  for (const attribute of FILTERABLE) {
    const positionsByValue = new Map<string, number[]>();
    const names: string[] = [];
    const idByName = new Map<string, number>();
    const ids = records.map((record, position) =>
      [...new Set(valuesOf(record, attribute))].map((value) => {
        const key = value.toLowerCase();
        let list = positionsByValue.get(key);
        if (!list) {
          list = [];
          positionsByValue.set(key, list);
        }
        if (list[list.length - 1] !== position) list.push(position);
        let id = idByName.get(value);
        if (id === undefined) {
          id = names.push(value) - 1;
          idByName.set(value, id);
        }
        return id;
      }),
    );
    const sets = new Map<string, Bitset | Int32Array>();
    for (const [key, list] of positionsByValue) {
      if (list.length * 32 < size) sets.set(key, Int32Array.from(list));
      else {
        const bits = createBitset(size);
        for (const position of list) addBit(bits, position);
        sets.set(key, bits);
      }
    }
    facetSets.set(attribute, sets);
    countNames.set(attribute, names);
    const offsets = new Int32Array(size + 1);
    ids.forEach((list, position) => {
      offsets[position + 1] = offsets[position]! + list.length;
    });
    countIds.set(attribute, { offsets, flat: Int32Array.from(ids.flat()) });
  }
  const numeric = new Map<string, NumericColumn>(NUMERIC.map((attribute) => [attribute, numericColumn(records, attribute)]));

  const addAtom = (target: Bitset, atom: FilterAtom): void => {
    if (atom.kind === 'facet') {
      const set = facetSets.get(atom.attribute)?.get(atom.value.toLowerCase());
      if (set instanceof Uint32Array) uniteInto(target, set);
      else if (set) for (const position of set) addBit(target, position);
      return;
    }
    const column = numeric.get(atom.attribute);
    if (!column) return;
    for (const [from, to] of numericRuns(column.values, atom)) {
      for (let k = from; k < to; k += 1) addBit(target, column.positions[k]!);
    }
  };

  return {
    clause(clause) {
      const bits = createBitset(size);
      for (const atom of clause) addAtom(bits, atom);
      return bits;
    },
    count(attribute, bits) {
      const names = countNames.get(attribute);
      const ids = countIds.get(attribute);
      if (!names || !ids) return {};
      const counts = new Int32Array(names.length);
      const { offsets, flat } = ids;
      for (let word = 0; word < bits.length; word += 1) {
        let value = bits[word]!;
        while (value !== 0) {
          const lowest = value & -value;
          const position = word * 32 + 31 - Math.clz32(lowest);
          for (let k = offsets[position]!; k < offsets[position + 1]!; k += 1) counts[flat[k]!]! += 1;
          value ^= lowest;
        }
      }
      return sortedCounts(names, counts);
    },
  };
}

// Most frequent first, then by name, the order in which the hosted engine lists facet values.
function sortedCounts(names: readonly string[], counts: Int32Array): Record<string, number> {
  const entries: [string, number][] = [];
  counts.forEach((count, id) => {
    if (count > 0) entries.push([names[id]!, count]);
  });
  entries.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return Object.fromEntries(entries);
}
