import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../tests/support/generate-catalogue';
import { benchSearch } from './bench-search';

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
