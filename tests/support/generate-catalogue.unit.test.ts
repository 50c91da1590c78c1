import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../shared/random/seeded-random';
import { generateCatalogue } from './generate-catalogue';
import { searchRecordSchema } from '../../shared/search/search-record';

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
