import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../tests/support/property';
import {
  type FilterAst,
  buildFilter,
  buildFilterExpression,
  clauseAttribute,
  listedObjectIds,
  omitAttribute,
  printFilter,
} from './filter-expression';
import { parseFilterExpression } from './parse-filter-expression';
import { emptySearchState } from './search-state';
import { searchStateSchema } from './search-state-schema';

const state = (input: Parameters<typeof searchStateSchema.parse>[0]) => searchStateSchema.parse(input);

describe('buildFilterExpression', () => {
  it('keeps only visible catalogue records when nothing is chosen', () => {
    expect(buildFilterExpression(emptySearchState())).toBe('show_in_search:true AND (department:"course" OR department:"programme")');
  });

  it('leaves the department out in the site search, which finds articles too', () => {
    expect(buildFilterExpression({ ...emptySearchState(), siteSearch: true })).toBe('show_in_search:true');
    expect(buildFilterExpression(state({ siteSearch: true, departments: ['course'] }))).toBe('show_in_search:true AND department:"course"');
  });

  it('writes every filter in the spec order, OR inside a filter and AND between them', () => {
    const expression = buildFilterExpression(
      state({
        itemIds: [12, 7],
        forms: ['Online'],
        departments: ['course'],
        categories: ['Ledarskap', 'Ekonomi & finans'],
        locations: ['Göteborg'],
        dates: [100, 200],
      }),
    );
    expect(expression).toBe(
      'show_in_search:true AND (objectID:"12" OR objectID:"7") AND form:"Online" AND department:"course"' +
        ' AND (categories:"Ledarskap" OR categories:"Ekonomi & finans") AND location:"Göteborg"' +
        ' AND (min_date <= 200 OR start_date:100 TO 200) AND (max_date >= 100 OR start_date:100 TO 200)' +
        ' AND event_months:197001 TO 197001',
    );
  });

  it("filters event categories on the records' category, OR-combined", () => {
    const expression = buildFilterExpression(state({ departments: ['programme'], eventCategories: ['business-school', 'english-academic'] }));
    expect(expression).toBe('show_in_search:true AND department:"programme" AND (category:"business-school" OR category:"english-academic")');
  });

  it('never puts an AND inside an OR group, which the hosted engine refuses', () => {
    const expression = buildFilterExpression(state({ dates: [1, 2], categories: ['a', 'b'] }));
    for (const group of expression.match(/\([^)]*\)/g) ?? []) expect(group).not.toContain(' AND ');
  });

  it('escapes quotes and backslashes inside values', () => {
    expect(buildFilterExpression(state({ categories: ['Say "hi" \\ bye'] }))).toBe(
      'show_in_search:true AND (department:"course" OR department:"programme") AND categories:"Say \\"hi\\" \\\\ bye"',
    );
  });

  it('adds the language only when the state names one', () => {
    expect(buildFilterExpression(state({ language: 'en' }))).toBe(
      'show_in_search:true AND language:"en" AND (department:"course" OR department:"programme")',
    );
  });

  it('drops duplicate values of one filter', () => {
    expect(buildFilterExpression(state({ locations: ['Malmö', 'Malmö'] }))).toBe(
      'show_in_search:true AND (department:"course" OR department:"programme") AND location:"Malmö"',
    );
  });

  it('leaves out the filter of the facet named in omit and nothing else', () => {
    const full = state({ categories: ['a'], locations: ['b'], dates: [1, 2] });
    expect(buildFilterExpression(full, { omit: 'categories' })).toBe(
      'show_in_search:true AND (department:"course" OR department:"programme") AND location:"b" AND (min_date <= 2 OR start_date:1 TO 2) AND (max_date >= 1 OR start_date:1 TO 2) AND event_months:197001 TO 197001',
    );
    expect(omitAttribute(buildFilter(full), 'location')).toEqual(buildFilter(full, { omit: 'location' }));
  });
});

describe('clause helpers', () => {
  it('names the attribute of a single-attribute clause and null for the mixed date clauses', () => {
    const ast = buildFilter(state({ categories: ['a'], dates: [1, 2] }));
    expect(ast.map(clauseAttribute)).toEqual(['show_in_search', 'department', 'categories', null, null, 'event_months']);
  });

  it('lists the object ids of an id clause in order, or null without one', () => {
    expect(listedObjectIds(buildFilter(state({ itemIds: [3, 1, 2] })))).toEqual(['3', '1', '2']);
    expect(listedObjectIds(buildFilter(emptySearchState()))).toBeNull();
  });
});

const text = fc.string({ maxLength: 12 });
const attribute = fc.constantFrom('form', 'categories', 'location', 'min_date', 'objectID');
const atom = fc.oneof(
  fc.record({ kind: fc.constant('facet' as const), attribute, value: text }),
  fc.record({
    kind: fc.constant('compare' as const),
    attribute,
    operator: fc.constantFrom('<', '<=', '=', '!=', '>=', '>' as const),
    value: fc.integer({ min: -1e9, max: 1e9 }),
  }),
  fc.record({
    kind: fc.constant('range' as const),
    attribute,
    from: fc.integer({ min: -1e9, max: 1e9 }),
    to: fc.integer({ min: -1e9, max: 1e9 }),
  }),
);
const cnfTree = fc.array(fc.array(atom, { minLength: 1, maxLength: 4 }), { maxLength: 5 });
const cnfTreesRoundTripThroughPrintAndParse = fc.property(cnfTree, (tree: FilterAst) => {
  expect(parseFilterExpression(printFilter(tree))).toEqual({ ok: true, value: tree });
});

const parsingAnyTextNeverThrows = fc.property(fc.string({ maxLength: 60 }), (input) => {
  expect(typeof parseFilterExpression(input).ok).toBe('boolean');
});

describe('parseFilterExpression', () => {
  it('reads back what buildFilter printed', () => {
    const ast = buildFilter(state({ itemIds: [1], forms: ['Lärarledd'], categories: ['a "b"'], locations: ['x', 'y'], dates: [0, 9] }));
    expect(parseFilterExpression(printFilter(ast))).toEqual({ ok: true, value: ast });
  });

  it('reads the hosted documentation examples', () => {
    expect(parseFilterExpression('price < 10 AND (category:Book OR category:Ebook)')).toEqual({
      ok: true,
      value: [
        [{ kind: 'compare', attribute: 'price', operator: '<', value: 10 }],
        [
          { kind: 'facet', attribute: 'category', value: 'Book' },
          { kind: 'facet', attribute: 'category', value: 'Ebook' },
        ],
      ],
    });
    expect(parseFilterExpression('price:5.99 TO 100')).toEqual({
      ok: true,
      value: [[{ kind: 'range', attribute: 'price', from: 5.99, to: 100 }]],
    });
    expect(parseFilterExpression("author:'John Doe' OR genre:comedy")).toEqual({
      ok: true,
      value: [
        [
          { kind: 'facet', attribute: 'author', value: 'John Doe' },
          { kind: 'facet', attribute: 'genre', value: 'comedy' },
        ],
      ],
    });
  });

  it('reads an empty or blank filter as no filter', () => {
    expect(parseFilterExpression('')).toEqual({ ok: true, value: [] });
    expect(parseFilterExpression('   ')).toEqual({ ok: true, value: [] });
  });

  it.each([
    ['NOT a:b'],
    ['(a:b AND c:d)'],
    ['a:b OR c:d AND e:f'],
    ['a:"open'],
    ['a:"x" TO 3'],
    ['x >= abc'],
    ['((a:b))'],
    ['a:b AND'],
    ['a:b c:d'],
    [':b'],
    ['a ! 3'],
    ['(a:b OR c:d'],
  ])('refuses %s with a position instead of throwing', (input) => {
    const result = parseFilterExpression(input);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.code).toBe('invalid_filter');
      expect(result.position).toBeGreaterThanOrEqual(0);
    }
  });

  it('round-trips any CNF tree through print and parse', () => assertProperty({ cnfTreesRoundTripThroughPrintAndParse }, 100));

  it('never throws on arbitrary text', () => assertProperty({ parsingAnyTextNeverThrows }, 100));
});
