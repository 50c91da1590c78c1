import { type Bitset, addBit, bitPositions, createBitset, uniteInto } from './bitset';
import type { CompareOperator, FilterAtom, FilterClause } from './filter-expression';
import type { SearchRecord } from './search-record';

/** Attributes a facet filter can test; the facet-counted ones plus the visibility flag and id. */
const FILTERABLE = ['department', 'categories', 'form', 'location', 'show_in_search', 'objectID'] as const;
const NUMERIC = ['min_date', 'max_date', 'start_date'] as const;

/** Evaluates filter clauses and counts facet values over a fixed list of records. */
export interface FilterIndex {
  /** The positions whose record satisfies at least one atom of the clause. */
  clause(clause: FilterClause): Bitset;
  /** Counts of each value of `attribute` over the positions in `bits`; zero counts are absent. */
  count(attribute: string, bits: Bitset): Record<string, number>;
}

function valuesOf(record: SearchRecord, attribute: (typeof FILTERABLE)[number]): string[] {
  const value = record[attribute];
  if (Array.isArray(value)) return value;
  return typeof value === 'boolean' ? [String(value)] : [value];
}

function compare(left: number, operator: CompareOperator, right: number): boolean {
  switch (operator) {
    case '<':
      return left < right;
    case '<=':
      return left <= right;
    case '=':
      return left === right;
    case '!=':
      return left !== right;
    case '>=':
      return left >= right;
    case '>':
      return left > right;
  }
}

/**
 * Precomputes one bitset per facet value (keyed in lower case: the hosted engine matches facet
 * values without regard to case) and one numeric column per date attribute, with NaN for null so
 * that a record without a date fails every numeric test, as a record lacking the attribute does
 * in the hosted engine.
 */
export function createFilterIndex(records: readonly SearchRecord[]): FilterIndex {
  const size = records.length;
  const facetBits = new Map<string, Map<string, Bitset>>();
  // For counting: per attribute, the distinct values as written and, per record, their ids.
  const countNames = new Map<string, string[]>();
  const countIds = new Map<string, number[][]>();
  for (const attribute of FILTERABLE) {
    const bitsByValue = new Map<string, Bitset>();
    const names: string[] = [];
    const idByName = new Map<string, number>();
    const ids = records.map((record, position) =>
      [...new Set(valuesOf(record, attribute))].map((value) => {
        const key = value.toLowerCase();
        let bits = bitsByValue.get(key);
        if (!bits) bitsByValue.set(key, (bits = createBitset(size)));
        addBit(bits, position);
        let id = idByName.get(value);
        if (id === undefined) idByName.set(value, (id = names.push(value) - 1));
        return id;
      }),
    );
    facetBits.set(attribute, bitsByValue);
    countNames.set(attribute, names);
    countIds.set(attribute, ids);
  }
  const numeric = new Map<string, Float64Array>(
    NUMERIC.map((attribute) => [attribute, Float64Array.from(records, (record) => record[attribute] ?? NaN)]),
  );

  const addAtom = (target: Bitset, atom: FilterAtom): void => {
    if (atom.kind === 'facet') {
      const bits = facetBits.get(atom.attribute)?.get(atom.value.toLowerCase());
      if (bits) uniteInto(target, bits);
      return;
    }
    const column = numeric.get(atom.attribute);
    if (!column) return;
    for (let position = 0; position < size; position += 1) {
      const value = column[position]!;
      if (Number.isNaN(value)) continue;
      const ok =
        atom.kind === 'range' ? value >= atom.from && value <= atom.to : compare(value, atom.operator, atom.value);
      if (ok) addBit(target, position);
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
      for (const position of bitPositions(bits)) {
        for (const id of ids[position]!) counts[id]! += 1;
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
