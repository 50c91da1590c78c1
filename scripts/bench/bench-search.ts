import { buildSearchRequest } from '../../shared/search/build-search-request';
import { createSearchIndex } from '../../worker/embedded/search/embedded-engine';
import { seededRandom } from '../../shared/random/seeded-random';
import { CATALOGUE_FORMS, CATALOGUE_LOCATIONS, CATALOGUE_TOPICS } from '../../tests/support/generate-catalogue';
import { monthNumbersOfSpan } from '../../shared/search/event-months';
import { monthSpan } from '../../shared/search/month-range';
import { tokenize } from '../../worker/embedded/search/normalize-text';
import { type SearchRecord, type SearchRecordInput, searchRecordSchema } from '../../shared/search/search-record';
import type { SearchRequest } from '../../shared/search/search-request';
import { type SearchState, emptySearchState } from '../../shared/search/search-state';

/** Latency percentiles of one way of searching, in milliseconds. */
export interface Latency {
  p50: number;
  p95: number;
  max: number;
}

/** What benchSearch measured. */
export interface SearchBenchResult {
  records: number;
  iterations: number;
  indexBuildMs: number;
  /** The embedded engine: text query and all four filters, facets and paging included. */
  engine: Latency;
  /** A plain scan matching the same filters and each word as a prefix, record by record (no typos, facets or paging). */
  linearScan: Latency;
  averageHits: number;
}

const QUERIES = ['ledar', 'ekonomi', 'goteborg', 'projekt', 'försälj', 'digital', 'kurs', 'praktisk'];

/** The K search states of a run: a text query and all four filters, varied by a seeded source. */
export function benchStates(iterations: number, seed = 7): SearchState[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  return Array.from({ length: iterations }, () => {
    const month = 1 + Math.floor(random() * 12);
    const end = Math.min(12, month + Math.floor(random() * 3));
    return {
      ...emptySearchState(),
      query: pick(QUERIES),
      categories: [pick(CATALOGUE_TOPICS)],
      locations: [pick(CATALOGUE_LOCATIONS)],
      forms: [pick(CATALOGUE_FORMS)],
      dates: monthSpan({ year: 2026, month }, { year: 2026, month: end }),
    };
  });
}

function latency(samples: number[]): Latency {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? 0;
  return { p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? 0 };
}

// The naive alternative the index is measured against: normalise and test every record per query
// (word prefixes only: the queries are one word each, and a typo-tolerant scan would be slower still).
function linearScan(records: readonly SearchRecord[], state: SearchState): number {
  const words = tokenize(state.query);
  let hits = 0;
  for (const record of records) {
    if (!record.show_in_search) continue;
    if (state.forms.length > 0 && !state.forms.includes(record.form)) continue;
    if (state.categories.length > 0 && !record.categories.some((c) => state.categories.includes(c))) continue;
    if (state.locations.length > 0 && !record.location.some((l) => state.locations.includes(l))) continue;
    if (state.dates) {
      const [from, to] = state.dates;
      const ranged = record.min_date !== null && record.max_date !== null && record.min_date <= to && record.max_date >= from;
      const started = record.start_date !== null && record.start_date >= from && record.start_date <= to;
      if (!ranged && !started) continue;
      const [firstMonth, lastMonth] = monthNumbersOfSpan(state.dates);
      if (!record.event_months.some((month) => month >= firstMonth && month <= lastMonth)) continue;
    }
    const text = tokenize(
      [
        record.title,
        record.header_title,
        ...record.categories,
        record.form,
        ...record.location,
        record.location_text,
        record.pace ?? '',
        record.content,
      ].join(' '),
    );
    if (words.every((word) => text.some((token) => token.startsWith(word)))) hits += 1;
  }
  return hits;
}

/**
 * Runs `iterations` searches (text query and all four filters) through the embedded engine and
 * the same number through a linear scan, timing each with `now` (milliseconds, e.g.
 * `performance.now`), after a short warm-up. Timings are the caller's to report, never to assert.
 */
export function benchSearch(options: {
  records: readonly SearchRecordInput[];
  iterations: number;
  now: () => number;
  seed?: number;
}): SearchBenchResult {
  const { records, iterations, now } = options;
  const buildStart = now();
  const index = createSearchIndex(records);
  const indexBuildMs = now() - buildStart;
  const parsed = records.flatMap((record) => {
    const result = searchRecordSchema.safeParse(record);
    return result.success ? [result.data] : [];
  });
  const states = benchStates(iterations, options.seed);
  const requests: SearchRequest[] = states.map((state) => buildSearchRequest(state, 'desktop'));

  for (const request of requests.slice(0, 20)) index.search(request);
  const engineSamples: number[] = [];
  let totalHits = 0;
  for (const request of requests) {
    const start = now();
    const result = index.search(request);
    engineSamples.push(now() - start);
    if (result.ok) totalHits += result.value.nbHits;
  }
  for (const state of states.slice(0, 3)) linearScan(parsed, state);
  const scanSamples = states.map((state) => {
    const start = now();
    linearScan(parsed, state);
    return now() - start;
  });
  return {
    records: index.size,
    iterations,
    indexBuildMs,
    engine: latency(engineSamples),
    linearScan: latency(scanSamples),
    averageHits: iterations > 0 ? totalHits / iterations : 0,
  };
}
