// `npm run bench`: one run of the speed figures on this machine, printed as a table.
// Sections live in scripts/bench/; each returns rows of { figure, value, unit, note }.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startDevServer } from './dev-server.mjs';
import { coursePath } from './bench/course-path.mjs';
import { firstLoadBytes } from './bench/first-load-bytes.mjs';
import { priceCall } from './bench/price-call.mjs';
import { renderRates } from './bench/render-rates.mjs';
import { searchBench } from './bench/search.mjs';

execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
const persistTo = await mkdtemp(path.join(tmpdir(), 'fei-bench-'));
const server = await startDevServer({ port: await freePort(), persistTo, quiet: true });
const rows = [];
try {
  const course = await coursePath(server.url);
  rows.push(...(await renderRates(server.url, [['home page (sv)', '/'], ['course page (sv)', course], ['filtered explorer (sv)', '/sok?department=course&location=Stockholm']])));
  rows.push(...(await firstLoadBytes(server.url, [['home page', '/'], ['course page', course]])));
  rows.push(...(await priceCall(server.url)));
  rows.push(...(await searchBench()));
} finally {
  await server.stop();
  await rm(persistTo, { recursive: true, force: true });
}

const width = Math.max(...rows.map((row) => row.figure.length));
console.log('\nBenchmark (one run, this machine; shared and noisy, so read the ratios more than the absolutes)\n');
for (const row of rows) {
  console.log(`${row.figure.padEnd(width)}  ${String(row.value).padStart(10)} ${row.unit.padEnd(8)} ${row.note ?? ''}`);
}
