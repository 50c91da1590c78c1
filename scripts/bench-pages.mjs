// `npm run bench:pages`: Lighthouse (mobile settings) on the home, explorer, course and checkout
// pages of a locally served site; prints the four category scores, LCP and CLS per page.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from './chromium.mjs';
import { samplePaths } from './bench/sample-paths.mjs';
import { freePort, startDevServer } from './dev-server.mjs';

execFileSync(process.execPath, ['scripts/ensure-chromium.mjs'], { stdio: 'inherit' });
execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
const persistTo = await mkdtemp(path.join(tmpdir(), 'fei-lighthouse-'));
const server = await startDevServer({ port: await freePort(), persistTo, quiet: true });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROMIUM_ARGS,
});
const rows = [];
try {
  const paths = await samplePaths(server.url);
  for (const [name, pagePath] of Object.entries(paths)) {
    if (!pagePath) {
      rows.push([name, 'no such page on this site yet']);
      continue;
    }
    // The first run warms the worker's caches; the second is the one reported.
    const url = `${server.url}${pagePath}`;
    await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const { categories, audits } = result.lhr;
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    const metric = (id, scale, digits, unit) => {
      const value = audits[id]?.numericValue;
      return typeof value === 'number' ? `${(value / scale).toFixed(digits)}${unit}` : `n/a (${audits[id]?.errorMessage ?? 'no value'})`;
    };
    rows.push([
      name,
      `performance ${score('performance')}, accessibility ${score('accessibility')}, best practices ${score('best-practices')}, SEO ${score('seo')}, ` +
        `LCP ${metric('largest-contentful-paint', 1000, 2, ' s')}, CLS ${metric('cumulative-layout-shift', 1, 3, '')}`,
    ]);
    const failing = Object.values(categories)
      .flatMap((category) => category.auditRefs.map((ref) => audits[ref.id]))
      .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual');
    if (failing.length) rows.push(['', `  below 100: ${[...new Set(failing.map((a) => a.id))].slice(0, 12).join(', ')}`]);
  }
} finally {
  await chrome.kill();
  await server.stop();
  await rm(persistTo, { recursive: true, force: true });
}
console.log('\nLighthouse, mobile settings (one run on this machine)\n');
for (const [name, text] of rows) console.log(`${name.padEnd(10)} ${text}`);
