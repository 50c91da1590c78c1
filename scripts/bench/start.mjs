// `npm run bench:start`: the long tasks of a page's start, this working tree against another commit,
// page loads of the two interleaved. Lighthouse's total blocking time moves by more than a change is
// worth on a shared machine (the same code measured 28-113 ms one hour and 84-299 ms the next), so
// this bench loads each page many times under the trace categories Lighthouse records (their cost
// counts, docs/decisions/019) without throttling, and counts every main-thread task after the first
// contentful paint as Lighthouse's simulation of a phone does: four times as long, blocking for
// what exceeds 50 ms. It prints that sum per load (its median per page) and the long tasks behind it,
// and the same sum counted by the main thread's CPU time instead of the clock, which leaves out the
// time the thread waited for a core and so shows a change to the page's own work far more steadily.
//
// BENCH_START_BASE: the commit to compare with (default HEAD, so uncommitted changes are measured);
// BENCH_START_ONLY: page types as in bench:pages (default the app's: shared cart and checkout);
// BENCH_START_ROUNDS: loads per page and side (default 6).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, loopbackOnlyArgs } from '../dev/chromium.mjs';
import { median } from './median.mjs';

const root = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));
const base = process.env.BENCH_START_BASE ?? 'HEAD';
const rounds = Number.parseInt(process.env.BENCH_START_ROUNDS ?? '6', 10);
if (!Number.isInteger(rounds) || rounds < 1 || rounds > 50) throw new Error('BENCH_START_ROUNDS must be a whole number from 1 to 50');
const only = (
  process.env.BENCH_START_ONLY ?? 'shared-cart,checkout-cart,checkout-customer,checkout-participants,checkout-confirm,checkout-status'
).split(',');

/** What Lighthouse 13 records (core/gather/gatherers/trace.js), screenshots left out. */
const LIGHTHOUSE_CATEGORIES = [
  'disabled-by-default-lighthouse',
  'loading',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'blink.console',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
  'disabled-by-default-devtools.timeline.frame',
  'latencyInfo',
  'disabled-by-default-devtools.target-rundown',
  'disabled-by-default-devtools.v8-source-rundown-sources',
  'disabled-by-default-devtools.v8-source-rundown',
  'blink.webdx_feature_usage',
];
const SLOWDOWN = 4;
const BLOCKING_MS = 50;

execFileSync(process.execPath, ['scripts/dev/ensure-chromium.mjs'], { cwd: root, stdio: 'inherit' });
// The base commit in a worktree of its own, beside a link to the shared folder as the clone has it.
const baseParent = await mkdtemp(path.join(tmpdir(), 'fei-bench-start-'));
const baseDir = path.join(baseParent, 'base');
execFileSync('git', ['worktree', 'add', '--detach', baseDir, base], { cwd: root, stdio: 'ignore' });
await symlink(path.join(root, 'node_modules'), path.join(baseDir, 'node_modules'));
await symlink(path.resolve(root, '../shared'), path.join(baseParent, 'shared')).catch(() => {});

const sides = [
  { name: `base ${base}`, dir: baseDir },
  { name: 'this tree', dir: root },
];
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_ARGS, ...loopbackOnlyArgs([])] });
const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);

/**
 * The tasks not inside another: Chromium nests a `ThreadControllerImpl::RunTask` inside a `RunTask`
 * of about the same length, one task that Lighthouse counts once.
 */
function outermost(tasks) {
  const kept = [];
  for (const task of [...tasks].sort((a, b) => a.ts - b.ts || b.dur - a.dur)) {
    const outer = kept.at(-1);
    if (!outer || task.ts >= outer.ts + outer.dur) kept.push(task);
  }
  return kept;
}

/** One load of `url`: the blocking time of its tasks after the first contentful paint, and those tasks (ms). */
async function measuredLoad(url, language) {
  const context = browser.contexts()[0];
  const page = await context.newPage();
  try {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.setExtraHTTPHeaders({ 'Accept-Language': language === 'sv' ? 'sv-SE,sv;q=0.9' : 'en-GB,en;q=0.9' });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      traceConfig: { includedCategories: LIGHTHOUSE_CATEGORIES, excludedCategories: ['*'] },
      transferMode: 'ReportEvents',
    });
    await page.goto(url);
    await page.waitForTimeout(3_000);
    await cdp.send('Tracing.end');
    await complete;
    const paint = events.find((event) => event.name === 'firstContentfulPaint');
    if (!paint) return null;
    const mainThread = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && event.pid === paint.pid);
    const runTasks = outermost(
      events
        .filter((event) => event.ph === 'X' && event.pid === paint.pid && event.tid === mainThread?.tid && event.ts >= paint.ts)
        .filter((event) => event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask'),
    );
    const blockingOf = (durations) => Math.round(durations.reduce((sum, ms) => sum + Math.max(0, ms * SLOWDOWN - BLOCKING_MS), 0));
    const tasks = runTasks.map((event) => event.dur / 1000).filter((ms) => ms * SLOWDOWN > BLOCKING_MS);
    // The same count by the thread's own CPU time: what the page's work blocks when the main
    // thread never waits for a core, far steadier on two shared cores (docs/decisions/020).
    const threadBlocking = blockingOf(runTasks.map((event) => (event.tdur ?? event.dur) / 1000));
    return { blocking: blockingOf(tasks), threadBlocking, tasks: tasks.map(Math.round) };
  } finally {
    await page.close();
  }
}

/** A script of a side's tree: at its place by role, or where a commit from before that layout had it (scripts/ flat). */
const sideScript = (dir, byRole, flat) => path.join(dir, existsSync(path.join(dir, byRole)) ? byRole : flat);

const results = new Map();
try {
  for (const side of sides) {
    execFileSync(process.execPath, [sideScript(side.dir, 'scripts/build/build.mjs', 'scripts/build.mjs')], { cwd: side.dir, stdio: 'ignore' });
    const { startDevServer, freePort } = await import(sideScript(side.dir, 'scripts/dev/dev-server.mjs', 'scripts/dev-server.mjs'));
    side.persistTo = await mkdtemp(path.join(tmpdir(), 'fei-bench-start-data-'));
    side.server = await startDevServer({ port: await freePort(), persistTo: side.persistTo, quiet: true });
    const { sitePages, PAGE_TYPES } = await import(path.join(side.dir, 'scripts/bench/site-pages.mjs'));
    const { prepareBrowserCarts } = await import(path.join(side.dir, 'scripts/bench/browser-carts.mjs'));
    const { pages, sharePath, confirmPath } = await sitePages(
      side.server.url,
      PAGE_TYPES.filter((type) => only.includes(type.name)),
    );
    side.pages = pages;
    if (pages.some((page) => page.cart !== 'none'))
      side.carts = await prepareBrowserCarts({
        devtoolsUrl: `http://127.0.0.1:${chrome.port}`,
        baseUrl: side.server.url,
        sharePath,
        confirmPath,
      });
  }
  const load = async (side, page) => {
    await browser.contexts()[0].clearCookies();
    if (side.carts) await side.carts.use(page.cart);
    const query = page.name === 'checkout-status' ? `?document=${side.carts.documentId}` : '';
    return measuredLoad(`${side.server.url}${page.path}${query}`, page.language);
  };
  // One load of each first warms the worker's caches.
  for (const [index] of sides[0].pages.entries()) for (const side of sides) await load(side, side.pages[index]);
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, page] of sides[0].pages.entries()) {
      for (const side of round % 2 ? [...sides].reverse() : sides) {
        const key = `${page.label} (${page.language})`;
        if (!results.has(key)) results.set(key, new Map(sides.map(({ name }) => [name, []])));
        const measured = await load(side, side.pages[index]);
        if (measured) results.get(key).get(side.name).push(measured);
      }
    }
    console.error(`round ${round + 1} of ${rounds}`);
  }
} finally {
  for (const side of sides) {
    await side.carts?.close().catch(() => {});
    await side.server?.stop();
    if (side.persistTo) await rm(side.persistTo, { recursive: true, force: true });
  }
  await browser.close().catch(() => {});
  await chrome.kill();
  execFileSync('git', ['worktree', 'remove', '--force', baseDir], { cwd: root, stdio: 'ignore' });
  await rm(baseParent, { recursive: true, force: true });
}

console.log(
  `\nBlocking time of a page's start, ${SLOWDOWN}x its tasks after first paint over ${BLOCKING_MS} ms (${rounds} loads per page and side)\n`,
);
const totals = new Map(sides.map(({ name }) => [name, { blocking: 0, threadBlocking: 0 }]));
for (const [page, bySide] of results) {
  console.log(page);
  for (const [name, loads] of bySide) {
    const total = totals.get(name);
    for (const { blocking, threadBlocking } of loads) {
      total.blocking += blocking;
      total.threadBlocking += threadBlocking;
    }
    const detail = loads.map(({ blocking, tasks }) => `${blocking} [${tasks.join(' ')}]`).join(', ');
    const byThread = median(loads.map(({ threadBlocking }) => threadBlocking));
    console.log(
      `  ${name.padEnd(16)} median ${String(median(loads.map(({ blocking }) => blocking))).padStart(4)} ms (by thread time ${byThread} ms)   ${detail}`,
    );
  }
}
console.log(`\nSum over every load: ${[...totals].map(([name, { blocking }]) => `${name} ${blocking} ms`).join(', ')}`);
console.log(
  `The same by the main thread's CPU time: ${[...totals].map(([name, { threadBlocking }]) => `${name} ${threadBlocking} ms`).join(', ')}`,
);
console.log('A bench, not a test: the same machine, both sides interleaved; compare only within one run.');
