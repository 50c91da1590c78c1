// `npm run bench:pages`: Lighthouse (mobile settings) on every page type of a locally served site in
// both languages: home, the catalogue page, a course, a programme, an inspiration article, search
// results, the shared-cart page and each checkout step (with a filled cart, see
// scripts/bench/browser-carts.mjs). Prints one table (performance, TBT and each run's TBT, LCP, CLS,
// accessibility, SEO, best practices) and whether each of our pages meets the target.
//
// BENCH_PAGES_RUNS=3 reports the median of three runs per page (the machine is shared and noisy);
// BENCH_PAGES_REPORTS=dir writes every run's full Lighthouse JSON report there;
// BENCH_PAGES_ONLY=home,course measures only those page types (names as printed, both languages);
// PEER_URL=http://127.0.0.1:3100 measures the peer's pages in the same run, interleaved with ours
// (PEER_PAGES=/,/products/x chooses them), and the target asks for at least the peer's best score;
// BENCH_PAGES_RENDERER_CORE=1 gives the page being measured a core of its own (scripts/bench/renderer-core.mjs).
//
// The browser asks for Swedish, the site's main language, so the home page is `/` itself (an
// English browser is redirected once to /en, which Lighthouse would count against the home page).
// The site runs on its embedded services, video included: stills come from the worker itself.
// Chromium resolves no host name but loopback and the peer's: nothing reaches the internet.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, loopbackOnlyArgs } from '../dev/chromium.mjs';
import { prepareBrowserCarts } from './browser-carts.mjs';
import { median } from './median.mjs';
import { interleave, peerFromEnv } from './peer.mjs';
import { rendererCore } from './renderer-core.mjs';
import { selectedPageTypes, sitePages } from './site-pages.mjs';
import { freePort, startDevServer } from '../dev/dev-server.mjs';

/** What a page of ours must reach on this bench (the peer's best performance score is added when measured). */
const TARGET = { performance: 99, tbtMs: 50, lcpMs: 1500 };

const runs = Number.parseInt(process.env.BENCH_PAGES_RUNS ?? '1', 10);
if (!Number.isInteger(runs) || runs < 1 || runs > 15) throw new Error('BENCH_PAGES_RUNS must be a whole number from 1 to 15');
const reportDir = process.env.BENCH_PAGES_REPORTS ? path.resolve(process.env.BENCH_PAGES_REPORTS) : null;
if (reportDir) await mkdir(reportDir, { recursive: true });
const types = selectedPageTypes();
const peer = peerFromEnv();
if (peer) {
  const probe = await fetch(`${peer.url}${peer.pages[0].path}`).catch((error) => ({ ok: false, status: error.cause?.code ?? error.message }));
  if (!probe.ok) throw new Error(`PEER_URL ${peer.url} does not answer (${probe.status}): start the peer first (see the README's benchmarks)`);
}

execFileSync(process.execPath, ['scripts/dev/ensure-chromium.mjs'], { stdio: 'inherit' });
execFileSync(process.execPath, ['scripts/build/build.mjs'], { stdio: 'inherit' });
const cores = process.env.BENCH_PAGES_RENDERER_CORE === '1' ? rendererCore() : null;
const persistTo = await mkdtemp(path.join(tmpdir(), 'fei-lighthouse-'));
const server = await startDevServer({ port: await freePort(), persistTo, quiet: true });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
  chromeFlags: [...CHROMIUM_ARGS, ...loopbackOnlyArgs(peer ? [new URL(peer.url).hostname] : [])],
});
const stopFollowing = cores?.follow(chrome.pid);
const settings = { port: chrome.port, output: 'json', logLevel: 'error', extraHeaders: { 'Accept-Language': 'sv-SE,sv;q=0.9' } };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
let carts;
let cookies;
const measured = [];
try {
  const { pages, sharePath, confirmPath } = await sitePages(server.url, types);
  if (pages.some((page) => page.cart !== 'none')) {
    carts = await prepareBrowserCarts({ devtoolsUrl: `http://127.0.0.1:${chrome.port}`, baseUrl: server.url, sharePath, confirmPath });
  }
  const ours = pages.map((page) => ({
    side: 'ours',
    label: `${page.label} (${page.language})`,
    file: `${page.name}-${page.language}`,
    cart: page.cart,
    // The page's language, asked for as a first visitor of that language asks for it (the
    // browser's cookies are cleared before each run, see `audit`).
    headers: { 'Accept-Language': page.language === 'sv' ? 'sv-SE,sv;q=0.9' : 'en-GB,en;q=0.9' },
    // The signing service sends the visitor back to the status page with the document's id.
    url: `${server.url}${page.name === 'checkout-status' ? `${page.path}?document=${carts.documentId}` : page.path}`,
    results: [],
    failures: [],
  }));
  const peers = (peer?.pages ?? []).map((page) => ({
    side: 'peer',
    label: page.label,
    file: page.label.replace(/[^a-z0-9]+/gi, '-'),
    cart: null,
    headers: settings.extraHeaders,
    url: `${peer.url}${page.path}`,
    results: [],
    failures: [],
  }));
  const order = interleave(ours, peers);
  measured.push(...ours, ...peers);

  // The site remembers the last language visited in a cookie, and the measuring browser visits
  // both: without clearing it, the Swedish home page would be measured as a redirect to /en.
  cookies = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const audit = async (entry, onlyCategories) => {
    await cookies.contexts()[0]?.clearCookies();
    if (entry.cart && carts) await carts.use(entry.cart);
    return lighthouse(entry.url, { ...settings, extraHeaders: entry.headers, onlyCategories });
  };
  // One pass first warms every page's caches (the worker's, the peer's); the passes after it are reported.
  for (const entry of order) await audit(entry, ['performance']).catch(() => null);
  for (let run = 1; run <= runs; run += 1) {
    for (const entry of order) {
      const result = await audit(entry, CATEGORIES).catch((error) => ({ lhr: { runtimeError: { code: String(error.message).slice(0, 80) } } }));
      if (reportDir && result.lhr.categories)
        await writeFile(path.join(reportDir, `${entry.file}-${run}.json`), JSON.stringify(result.lhr, null, 1));
      // A run whose trace broke (NO_NAVSTART and the like on a loaded machine) measured nothing.
      if (result.lhr.runtimeError) entry.failures.push(result.lhr.runtimeError.code);
      else entry.results.push(result.lhr);
    }
  }
} finally {
  stopFollowing?.();
  await carts?.close().catch(() => {});
  await cookies?.close().catch(() => {});
  await chrome.kill();
  await server.stop();
  await rm(persistTo, { recursive: true, force: true });
}

/** The medians of one page's runs, or null when no run measured anything. */
function summary(entry) {
  if (entry.results.length === 0) return null;
  const score = (id) => median(entry.results.map(({ categories }) => Math.round((categories[id]?.score ?? 0) * 100)));
  const values = (id) => entry.results.map(({ audits }) => audits[id]?.numericValue).filter((value) => typeof value === 'number');
  const metric = (id) => {
    const measured = values(id);
    return measured.length === entry.results.length ? median(measured) : null;
  };
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    tbt: metric('total-blocking-time'),
    // The median hides how far single loads of this machine spread (docs/decisions/020).
    tbtOfEachRun: values('total-blocking-time'),
    lcp: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
  };
}

for (const entry of measured) entry.summary = summary(entry);
const peerBest = Math.max(...measured.filter((entry) => entry.side === 'peer' && entry.summary).map((entry) => entry.summary.performance));
const hasPeer = Number.isFinite(peerBest);

/** Whether one of our pages meets the target, and what misses it. */
function verdict(s) {
  if (!s) return 'no (not measured)';
  const misses = [];
  if (s.performance < TARGET.performance) misses.push(`performance < ${TARGET.performance}`);
  if (hasPeer && s.performance < peerBest) misses.push(`performance < peer's ${peerBest}`);
  if (s.tbt === null || s.tbt > TARGET.tbtMs) misses.push(`TBT > ${TARGET.tbtMs} ms`);
  if (s.lcp === null || s.lcp > TARGET.lcpMs) misses.push(`LCP > ${TARGET.lcpMs / 1000} s`);
  // CLS counts as 0 when it rounds to 0.000, as Lighthouse shows it.
  if (s.cls === null || Math.round(s.cls * 1000) !== 0) misses.push('CLS > 0');
  return misses.length ? `no: ${misses.join(', ')}` : 'yes';
}

const number = (value, format) => (value === null ? 'n/a' : format(value));
const header = ['page', 'perf', 'TBT', 'TBT of each run', 'LCP', 'CLS', 'a11y', 'SEO', 'best pr.', 'meets target'];
const row = (entry) => {
  const s = entry.summary;
  const failed = entry.failures.length ? ` (${entry.failures.length} run(s) failed: ${[...new Set(entry.failures)].join(', ')})` : '';
  if (!s)
    return [entry.label, '-', '-', '-', '-', '-', '-', '-', '-', `${entry.side === 'ours' ? 'no: not measured' : 'not measured'}${failed}`];
  return [
    entry.label,
    String(s.performance),
    number(s.tbt, (v) => `${Math.round(v)} ms`),
    s.tbtOfEachRun.map(Math.round).join(' '),
    number(s.lcp, (v) => `${(v / 1000).toFixed(2)} s`),
    number(s.cls, (v) => v.toFixed(3)),
    String(s.accessibility),
    String(s.seo),
    String(s.bestPractices),
    (entry.side === 'ours' ? verdict(s) : 'peer') + failed,
  ];
};
const ourRows = measured.filter((entry) => entry.side === 'ours').map(row);
const peerRows = measured.filter((entry) => entry.side === 'peer').map(row);
const widths = header.map((_, column) => Math.max(...[header, ...ourRows, ...peerRows].map((cells) => cells[column].length)));
const line = (cells) =>
  cells
    .map((cell, column) => (column === 0 || column === cells.length - 1 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
    .join('  ')
    .trimEnd();

console.log(
  `\nLighthouse, mobile settings (${runs === 1 ? 'one run' : `median of ${runs} runs`} per page on this machine${hasPeer ? `, peer ${peer.url} interleaved` : ''}` +
    `${cores ? `, each page's renderer alone on core ${cores.own} and everything the bench started on ${cores.others}` : ''})\n`,
);
console.log(line(header));
for (const cells of ourRows) console.log(line(cells));
if (peerRows.length) {
  console.log(line(header.map((_, column) => '-'.repeat(widths[column]))));
  for (const cells of peerRows) console.log(line(cells));
}
console.log(
  `\nTarget for each of our pages: performance >= ${TARGET.performance}${hasPeer ? ` and >= the peer's best (${peerBest})` : " (and >= the peer's best: set PEER_URL)"}, ` +
    `TBT <= ${TARGET.tbtMs} ms, LCP <= ${TARGET.lcpMs / 1000} s, CLS 0. A bench, not a test: figures of one shared machine.`,
);
const below = measured.filter((entry) => entry.side === 'ours' && entry.results.length);
const lines = below.flatMap((entry) => {
  const failing = entry.results.flatMap(({ categories, audits }) =>
    Object.values(categories)
      .flatMap((category) => category.auditRefs.map((ref) => audits[ref.id]))
      .filter(
        (audit) =>
          audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual',
      ),
  );
  return failing.length ? [`  ${entry.label}: ${[...new Set(failing.map((audit) => audit.id))].slice(0, 16).join(', ')}`] : [];
});
if (lines.length) console.log(`\nAudits below 100 on our pages:\n${lines.join('\n')}`);
