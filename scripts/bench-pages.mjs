// `npm run bench:pages`: Lighthouse (mobile settings) on the home, explorer, course and checkout
// pages of a locally served site; prints the four category scores, LCP, CLS and TBT per page.
// BENCH_PAGES_RUNS=3 reports the median of three runs per page (the machine is shared and noisy);
// BENCH_PAGES_REPORTS=dir writes every run's full Lighthouse JSON report there.
// The browser asks for Swedish, the site's main language, so the home page is `/` itself (an
// English browser is redirected once to /en, which Lighthouse would count against the home page).
// The site runs on its embedded services, video included: stills come from the worker itself.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from './chromium.mjs';
import { samplePaths } from './bench/sample-paths.mjs';
import { freePort, startDevServer } from './dev-server.mjs';

const runs = Number.parseInt(process.env.BENCH_PAGES_RUNS ?? '1', 10);
if (!Number.isInteger(runs) || runs < 1 || runs > 15) throw new Error('BENCH_PAGES_RUNS must be a whole number from 1 to 15');
const reportDir = process.env.BENCH_PAGES_REPORTS ? path.resolve(process.env.BENCH_PAGES_REPORTS) : null;
if (reportDir) await mkdir(reportDir, { recursive: true });

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

execFileSync(process.execPath, ['scripts/ensure-chromium.mjs'], { stdio: 'inherit' });
execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
const persistTo = await mkdtemp(path.join(tmpdir(), 'fei-lighthouse-'));
const server = await startDevServer({ port: await freePort(), persistTo, quiet: true });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROMIUM_ARGS,
});
const settings = { port: chrome.port, output: 'json', logLevel: 'error', extraHeaders: { 'Accept-Language': 'sv-SE,sv;q=0.9' } };
const rows = [];
try {
  const paths = await samplePaths(server.url);
  for (const [name, pagePath] of Object.entries(paths)) {
    if (!pagePath) {
      rows.push([name, 'no such page on this site yet']);
      continue;
    }
    // The first run warms the worker's caches; the runs after it are the ones reported.
    const url = `${server.url}${pagePath}`;
    await lighthouse(url, { ...settings, onlyCategories: ['performance'] });
    const results = [];
    const failures = [];
    for (let run = 1; run <= runs; run += 1) {
      const result = await lighthouse(url, { ...settings, onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
      if (reportDir) await writeFile(path.join(reportDir, `${name}-${run}.json`), JSON.stringify(result.lhr, null, 1));
      // A run whose trace broke (NO_NAVSTART and the like on a loaded machine) measured nothing.
      if (result.lhr.runtimeError) failures.push(result.lhr.runtimeError.code);
      else results.push(result.lhr);
    }
    if (results.length === 0) {
      rows.push([name, `no run measured (${failures.join(', ')})`]);
      continue;
    }
    const score = (id) => median(results.map(({ categories }) => Math.round((categories[id]?.score ?? 0) * 100)));
    const metric = (id, scale, digits, unit) => {
      const values = results.map(({ audits }) => audits[id]?.numericValue).filter((value) => typeof value === 'number');
      if (values.length < results.length) return `n/a (${results.map(({ audits }) => audits[id]?.errorMessage).find(Boolean) ?? 'no value'})`;
      return `${(median(values) / scale).toFixed(digits)}${unit}`;
    };
    rows.push([
      name,
      `performance ${score('performance')}, accessibility ${score('accessibility')}, best practices ${score('best-practices')}, SEO ${score('seo')}, ` +
        `LCP ${metric('largest-contentful-paint', 1000, 2, ' s')}, CLS ${metric('cumulative-layout-shift', 1, 3, '')}, ` +
        `TBT ${metric('total-blocking-time', 1, 0, ' ms')}` +
        (failures.length ? ` (${failures.length} run(s) failed: ${failures.join(', ')})` : ''),
    ]);
    const failing = results.flatMap(({ categories, audits }) =>
      Object.values(categories)
        .flatMap((category) => category.auditRefs.map((ref) => audits[ref.id]))
        .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual'),
    );
    if (failing.length) rows.push(['', `  below 100: ${[...new Set(failing.map((a) => a.id))].slice(0, 16).join(', ')}`]);
  }
} finally {
  await chrome.kill();
  await server.stop();
  await rm(persistTo, { recursive: true, force: true });
}
console.log(`\nLighthouse, mobile settings (${runs === 1 ? 'one run' : `median of ${runs} runs`} on this machine)\n`);
for (const [name, text] of rows) console.log(`${name.padEnd(10)} ${text}`);
