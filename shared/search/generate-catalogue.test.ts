import { describe, expect, it } from 'vitest';
import { benchSearch } from './bench-search';
import { seededRandom } from '../random/seeded-random';
import { generateCatalogue } from './generate-catalogue';
import { searchRecordSchema } from './search-record';

describe('generateCatalogue', () => {
  it('gives the same records for the same seed and others for another seed', () => {
    expect(generateCatalogue(50, 4)).toEqual(generateCatalogue(50, 4));
    expect(generateCatalogue(50, 4)).not.toEqual(generateCatalogue(50, 5));
  });

  it('gives valid records with unique ids, some hidden, some undated', () => {
    const records = generateCatalogue(1000, 1).map((record) => searchRecordSchema.parse(record));
    expect(new Set(records.map((r) => r.objectID)).size).toBe(1000);
    expect(records.some((r) => !r.show_in_search)).toBe(true);
    expect(records.some((r) => r.start_date === null)).toBe(true);
    expect(records.some((r) => r.min_date === null && r.start_date !== null)).toBe(true);
    expect(records.some((r) => r.department === 'programme')).toBe(true);
    for (const r of records) if (r.min_date !== null) expect(r.max_date!).toBeGreaterThanOrEqual(r.min_date);
  });

  it('gives nothing for zero', () => {
    expect(generateCatalogue(0)).toEqual([]);
  });
});

describe('seededRandom', () => {
  it('stays in [0, 1)', () => {
    const random = seededRandom(9);
    for (let i = 0; i < 1000; i += 1) {
      const value = random();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});

describe('benchSearch', () => {
  it('reports percentiles measured with the clock it is given', () => {
    let tick = 0;
    const result = benchSearch({ records: generateCatalogue(200, 2), iterations: 20, now: () => (tick += 1) });
    // Every measured interval is exactly one tick of this fake clock.
    expect(result.engine).toEqual({ p50: 1, p95: 1, max: 1 });
    expect(result.linearScan).toEqual({ p50: 1, p95: 1, max: 1 });
    expect(result).toMatchObject({ records: 200, iterations: 20 });
    expect(result.averageHits).toBeGreaterThanOrEqual(0);
  });

  it('handles zero iterations', () => {
    const result = benchSearch({ records: [], iterations: 0, now: () => 0 });
    expect(result).toMatchObject({ iterations: 0, averageHits: 0, engine: { p50: 0, p95: 0 } });
  });
});
