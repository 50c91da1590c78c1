// The embedded search engine on the records of a scaled demo catalogue (DEMO_SCALE), measured in
// Node's V8 on this machine: the worker's own code (seed, search records, engine), bundled with
// esbuild as scripts/bench/search.mjs does. workerd stops the clock while a request runs, so the
// isolate cannot time a search itself.
import { build } from 'esbuild';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));

// What the site asks the engine: the search results page (every hit of a word, articles too), the
// catalogue explorer (a department, a location, first rows) and the home page's filters.
const SITE_SEARCHES = [
  { query: 'ledarskap', language: 'sv', rows: -1, siteSearch: true },
  { query: 'leadership', language: 'en', rows: -1, siteSearch: true },
  { query: 'projekt', language: 'sv', departments: ['course'] },
  { query: '', language: 'sv', departments: ['course'], locations: ['Stockholm'] },
  { query: '', language: 'en', departments: ['programme'] },
  { query: 'ekonomi', language: 'sv' },
  { query: 'kommunikation', language: 'sv', rows: -1, siteSearch: true },
  { query: '', language: 'en' },
];

const ENTRY = `
import './shared/i18n/all-messages';
import { buildCatalogue } from './worker/embedded/content/seed';
import { buildArticleSearchRecord, buildSearchRecord } from './shared/content';
import { businessDay } from './shared/calendar/business-day';
import { buildSearchRequest } from './shared/search/build-search-request';
import { createSearchIndex } from './worker/embedded/search/embedded-engine';
import { emptySearchState } from './shared/search/search-state';

/** The records the isolate indexes: published courses and programmes, then articles, of both languages (ContentStore.searchRecords). */
export function scaledRecords(scale, nowMs) {
  const catalogue = buildCatalogue(businessDay(nowMs), scale);
  const today = catalogue.today;
  return ['sv', 'en'].flatMap((language) => {
    const own = (items) => items.filter((item) => item.language === language && item.published).sort((a, b) => a.id - b.id);
    return [
      ...own([...catalogue.courses, ...catalogue.programmes]).map((item) => buildSearchRecord(item, today)),
      ...own(catalogue.articles).map((article) => buildArticleSearchRecord(article)),
    ];
  });
}

export { buildSearchRequest, createSearchIndex, emptySearchState };
`;

const percentile = (sorted, share) => sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? 0;

/**
 * Per scale: records indexed, the index build (the first, as an isolate's first search pays it,
 * and the median of the next three) and p50/p95 of `iterations` searches of SITE_SEARCHES in turn.
 */
export async function scaleSearch(scales, iterations, nowMs = Date.now()) {
  const dir = await mkdtemp(path.join(tmpdir(), 'fei-bench-scale-search-'));
  try {
    const outfile = path.join(dir, 'bench.mjs');
    await build({
      stdin: { contents: ENTRY, resolveDir: root, loader: 'ts', sourcefile: 'scale-search-entry.ts' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile,
      logLevel: 'warning',
    });
    const engine = await import(pathToFileURL(outfile).href);
    const requests = SITE_SEARCHES.map((search) => engine.buildSearchRequest({ ...engine.emptySearchState(), ...search }, 'desktop'));
    const results = new Map();
    for (const scale of scales) {
      const records = engine.scaledRecords(scale, nowMs);
      const builds = [];
      let index;
      for (let round = 0; round < 4; round++) {
        const started = performance.now();
        index = engine.createSearchIndex(records);
        builds.push(performance.now() - started);
      }
      for (const request of requests) index.search(request);
      const samples = [];
      let hits = 0;
      for (let i = 0; i < iterations; i++) {
        const request = requests[i % requests.length];
        const started = performance.now();
        const outcome = index.search(request);
        samples.push(performance.now() - started);
        if (outcome.ok) hits += outcome.value.hits.length;
      }
      samples.sort((a, b) => a - b);
      const warm = builds.slice(1).sort((a, b) => a - b);
      results.set(scale, {
        records: index.size,
        firstBuildMs: builds[0],
        buildMs: warm[1],
        p50: percentile(samples, 0.5),
        p95: percentile(samples, 0.95),
        hitsPerSearch: hits / iterations,
      });
    }
    return results;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
