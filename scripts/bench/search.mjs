// Search latency of the embedded engine over a generated catalogue, next to a plain scan.
// shared/ is TypeScript with extensionless imports, which Node's type stripping cannot resolve,
// so the two modules are bundled with esbuild into a temporary file first.
import { build } from 'esbuild';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));
const RECORDS = 10_000;
const ITERATIONS = Number(process.env.BENCH_SEARCH_ITERATIONS ?? 1000);
const round = (value) => Math.round(value * 1000) / 1000;

/**
 * p50 and p95 of one search (a text query and all four filters, facets and paging included) in
 * the embedded engine over generateCatalogue(10_000), and of a plain scan of the same records
 * (the baseline); target p95 under 5 ms.
 */
export async function searchBench() {
  const dir = await mkdtemp(path.join(tmpdir(), 'fei-bench-search-'));
  try {
    const entry = path.join(dir, 'entry.ts');
    const outfile = path.join(dir, 'bench.mjs');
    await build({
      stdin: {
        contents: `export { benchSearch } from ${JSON.stringify(path.join(root, 'scripts/bench/bench-search.ts'))};
export { generateCatalogue } from ${JSON.stringify(path.join(root, 'tests/support/generate-catalogue.ts'))};`,
        resolveDir: root,
        loader: 'ts',
        sourcefile: entry,
      },
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile,
      logLevel: 'warning',
    });
    const { benchSearch, generateCatalogue } = await import(pathToFileURL(outfile).href);
    const result = benchSearch({ records: generateCatalogue(RECORDS), iterations: ITERATIONS, now: () => performance.now() });
    const note = `${result.records} events, ${result.iterations} searches, ~${Math.round(result.averageHits)} hits each`;
    return [
      {
        figure: 'search index build (embedded)',
        value: round(result.indexBuildMs),
        unit: 'ms',
        note: `${result.records} events, once per isolate and day`,
      },
      { figure: 'search p50 (embedded, text + 4 filters)', value: round(result.engine.p50), unit: 'ms', note },
      { figure: 'search p95 (embedded, text + 4 filters)', value: round(result.engine.p95), unit: 'ms', note: 'target < 5 ms' },
      { figure: 'plain scan p50 (baseline)', value: round(result.linearScan.p50), unit: 'ms', note: 'same text and filters, no facets' },
      { figure: 'plain scan p95 (baseline)', value: round(result.linearScan.p95), unit: 'ms', note: '' },
    ];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// `node scripts/bench/search.mjs` prints the rows on their own, without building the site.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const row of await searchBench())
    console.log(`${row.figure.padEnd(42)} ${String(row.value).padStart(9)} ${row.unit.padEnd(3)} ${row.note}`);
}
