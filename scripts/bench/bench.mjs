// `npm run bench`: one run of the speed figures on this machine, printed as a table.
// Sections live in scripts/bench/; each returns rows of { figure, value, unit, note }.
// PEER_URL (and PEER_PAGES) measures the peer's render rates in the same rounds as ours.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startDevServer } from '../dev/dev-server.mjs';
import { firstLoadBytes } from './first-load-bytes.mjs';
import { peerFromEnv } from './peer.mjs';
import { priceCall } from './price-call.mjs';
import { renderRates, uncachedRates } from './render-rates.mjs';
import { searchBench } from './search.mjs';
import { sitePages } from './site-pages.mjs';

const peer = peerFromEnv();
if (peer) {
  const probe = await fetch(`${peer.url}${peer.pages[0].path}`).catch((error) => ({ ok: false, status: error.cause?.code ?? error.message }));
  if (!probe.ok) throw new Error(`PEER_URL ${peer.url} does not answer (${probe.status}): start the peer first (see the README's benchmarks)`);
}
execFileSync(process.execPath, ['scripts/build/build.mjs'], { stdio: 'inherit' });
const persistTo = await mkdtemp(path.join(tmpdir(), 'fei-bench-'));
const server = await startDevServer({ port: await freePort(), persistTo, quiet: true });
const rows = [];
try {
  const { pages } = await sitePages(server.url);
  const course = pages.find((page) => page.name === 'course' && page.language === 'sv').path;
  rows.push(
    ...(await renderRates(server.url, [
      ['home page (sv)', '/'],
      ['course page (sv)', course],
      ['filtered explorer (sv)', '/sok?department=course&location=Stockholm'],
    ])),
  );
  rows.push(
    ...(await uncachedRates(
      server.url,
      [
        ['home page (sv)', '/', peer?.pages[0]],
        ['course page (sv)', course, peer?.pages[1]],
        ['filtered explorer (sv)', '/sok?department=course&location=Stockholm', undefined],
      ],
      peer,
    )),
  );
  rows.push(...(await firstLoadBytes(server.url, pages)));
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
