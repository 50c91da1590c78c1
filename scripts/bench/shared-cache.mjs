// What the location's shared page cache (the Cache API) is worth: requests per second of one
// public page rendered for every request, served from the isolate's own page cache, and served
// from the Cache API with the isolate's cache off (PAGE_CACHE_ENTRIES=0, the operator setting),
// as a second isolate of a location, or every isolate after a deploy, finds it. Two local workers
// (`wrangler dev`, whose Cache API is miniflare's) run side by side, and the three figures are
// measured in turn in each of BENCH_RATE_ROUNDS rounds, so a burst of other work on a shared
// machine lands on all three alike; each figure is the median of its rounds.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startDevServer } from '../dev/dev-server.mjs';
import { median } from './median.mjs';
import { rate, SWEDISH } from './render-rates.mjs';

const PAGE = process.env.BENCH_SHARED_CACHE_PAGE ?? '/kurs/budgetering-och-prognoser';
const ROUNDS = Number(process.env.BENCH_RATE_ROUNDS ?? 3);

execFileSync(process.execPath, ['scripts/build/build.mjs'], { stdio: 'inherit' });

const stateDirs = [];
const servers = [];
try {
  for (const vars of [{}, { PAGE_CACHE_ENTRIES: '0' }]) {
    const persistTo = await mkdtemp(path.join(tmpdir(), 'fei-bench-shared-cache-'));
    stateDirs.push(persistTo);
    servers.push(await startDevServer({ port: await freePort(), persistTo, vars, quiet: true }));
  }
  const [withIsolateCache, isolateCacheOff] = servers;
  const figures = [
    {
      figure: 'rendered every request',
      note: 'a unique query each',
      measure: () => rate(`${withIsolateCache.url}${PAGE}`, SWEDISH, { uncached: true }),
    },
    { figure: "from the isolate's page cache", note: 'the same address', measure: () => rate(`${withIsolateCache.url}${PAGE}`, SWEDISH) },
    {
      figure: 'from the Cache API, isolate cache off',
      note: 'PAGE_CACHE_ENTRIES=0, the same address',
      measure: () => rate(`${isolateCacheOff.url}${PAGE}`, SWEDISH),
    },
  ].map((row) => ({ ...row, results: [] }));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const row of figures) row.results.push(await row.measure());
  }

  const rps = (row) => median(row.results.map((result) => result.rps));
  const base = rps(figures[0]);
  const width = Math.max(...figures.map((row) => row.figure.length));
  console.log(`\nShared page cache: ${PAGE}, median of ${ROUNDS} round(s); load average ${loadavg()[0].toFixed(1)} (shared, noisy machine)\n`);
  for (const row of figures) {
    const bad = row.results.reduce((sum, result) => sum + result.bad, 0);
    const rounds = row.results.map((result) => result.rps).join(' ');
    console.log(
      `${row.figure.padEnd(width)}  ${String(rps(row)).padStart(7)} req/s  ${`×${(rps(row) / base).toFixed(1)}`.padStart(6)}  ${row.note}; rounds ${rounds}${bad ? `; ${bad} bad answers` : ''}`,
    );
  }
} finally {
  for (const server of servers) await server.stop();
  for (const dir of stateDirs) await rm(dir, { recursive: true, force: true });
}
