// What the location's shared page cache (the Cache API) is worth: requests per second of one
// public page rendered for every request, served from the isolate's own page cache, and served
// from the Cache API with the isolate's cache off (PAGE_CACHE_ENTRIES=0, the operator setting),
// as a second isolate of a location, or every isolate after a deploy, finds it. One run, two
// local workers one after the other (`wrangler dev`, whose Cache API is miniflare's).
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startDevServer } from './dev-server.mjs';
import { rate, SWEDISH } from './bench/render-rates.mjs';

const PAGE = process.env.BENCH_SHARED_CACHE_PAGE ?? '/kurs/budgetering-och-prognoser';

execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });

/** Runs `measure` against a fresh local worker started with `vars`. */
async function withServer(vars, measure) {
  const persistTo = await mkdtemp(path.join(tmpdir(), 'fei-bench-shared-cache-'));
  const server = await startDevServer({ port: await freePort(), persistTo, vars, quiet: true });
  try {
    return await measure(server.url);
  } finally {
    await server.stop();
    await rm(persistTo, { recursive: true, force: true });
  }
}

const rows = [];
const note = (result, what) => `${what}${result.bad ? `, ${result.bad} bad answers` : ''}; p97.5 ${result.p95} ms`;
await withServer({}, async (url) => {
  const rendered = await rate(`${url}${PAGE}`, SWEDISH, { uncached: true });
  rows.push({ figure: 'rendered every request', result: rendered, note: note(rendered, 'a unique query each') });
  const isolate = await rate(`${url}${PAGE}`, SWEDISH);
  rows.push({ figure: "from the isolate's page cache", result: isolate, note: note(isolate, 'the same address') });
});
await withServer({ PAGE_CACHE_ENTRIES: '0' }, async (url) => {
  const shared = await rate(`${url}${PAGE}`, SWEDISH);
  rows.push({ figure: 'from the Cache API, isolate cache off', result: shared, note: note(shared, 'PAGE_CACHE_ENTRIES=0') });
});

const base = rows[0].result.rps;
const width = Math.max(...rows.map((row) => row.figure.length));
console.log(`\nShared page cache (one run, this machine; shared and noisy): ${PAGE}\n`);
for (const { figure, result, note: text } of rows) {
  console.log(`${figure.padEnd(width)}  ${String(result.rps).padStart(7)} req/s  ${`×${(result.rps / base).toFixed(1)}`.padStart(6)}  ${text}`);
}
