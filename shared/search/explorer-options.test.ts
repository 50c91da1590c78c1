import { describe, expect, test } from 'vitest';
import type { SearchOptions } from '../content/search-options';
import { explorerOptions, explorerResultSchema } from './explorer-options';

const OPTIONS: SearchOptions = {
  locations: { nodes: [{ name: 'Stockholm' }, { name: 'Göteborg' }, { name: 'Malmö' }, { name: 'Alicante' }, { name: 'Distans' }] },
  categories: {
    nodes: [
      { name: 'Ledarskap', iconFields: { icon: 'group' } },
      { name: 'Ekonomi', iconFields: { icon: null } },
    ],
  },
  educationalForms: { nodes: [{ name: 'Lärarledd' }, { name: 'Online' }] },
};

describe('explorerOptions', () => {
  test('options without hits are disabled, the others enabled, in the content order', () => {
    const result = explorerOptions(OPTIONS, {
      location: { Distans: 3, Stockholm: 1 },
      categories: { Ledarskap: 2 },
      form: { Online: 4, Lärarledd: 0 },
    });
    expect(result.locations).toEqual([
      { name: 'Stockholm', disabled: false, icon: null },
      { name: 'Göteborg', disabled: true, icon: null },
      { name: 'Malmö', disabled: true, icon: null },
      { name: 'Alicante', disabled: true, icon: null },
      { name: 'Distans', disabled: false, icon: null },
    ]);
    expect(result.categories).toEqual([
      { name: 'Ledarskap', disabled: false, icon: 'group' },
      { name: 'Ekonomi', disabled: true, icon: null },
    ]);
    expect(result.forms.map((f) => f.disabled)).toEqual([true, false]);
  });

  test('facet values match the option names regardless of case', () => {
    expect(explorerOptions(OPTIONS, { location: { MALMÖ: 1 } }).locations[2]!.disabled).toBe(false);
  });

  test('no facets disable every option, and no search options give empty lists', () => {
    expect(explorerOptions(OPTIONS, {}).forms.every((f) => f.disabled)).toBe(true);
    expect(explorerOptions(null, {})).toEqual({ forms: [], categories: [], locations: [] });
  });

  test('the API answer schema accepts a result with options and refuses one without', () => {
    const base = { hits: [], nbHits: 0, nbPages: 0, page: 0, hitsPerPage: 6, facets: {} };
    expect(explorerResultSchema.safeParse({ ...base, options: { forms: [], categories: [], locations: [] } }).success).toBe(true);
    expect(explorerResultSchema.safeParse(base).success).toBe(false);
  });
});
