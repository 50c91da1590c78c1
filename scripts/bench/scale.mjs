// `npm run bench:scale`: how a page's cost grows with the catalogue. Serves the site at each
// DEMO_SCALE of BENCH_SCALES (default 1, 5 and 20 times the demo catalogue), each on fresh local
// state and all at once, measures the render rates in BENCH_SCALE_ROUNDS rounds that interleave the
// scales, and prints one table with a column per scale and the goals.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, startDevServer } from '../dev/dev-server.mjs';
import { firstLoadBytes } from './first-load-bytes.mjs';
import { connect } from './inspector.mjs';
import { BROWSER_USER_AGENT } from './peer.mjs';
import { median } from './median.mjs';
import { uniqueQuery } from './render-rates.mjs';
import { scaleSearch } from './scale-search.mjs';
import { PAGE_TYPES, sitePages } from './site-pages.mjs';

const SCALES = (process.env.BENCH_SCALES ?? '1,5,20').split(',').map(Number);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = 10;
const SEARCH_ITERATIONS = Number(process.env.BENCH_SEARCH_ITERATIONS ?? 1000);
const ROUNDS = Number(process.env.BENCH_SCALE_ROUNDS ?? 3);
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error(`BENCH_SCALE_ROUNDS: ${ROUNDS} is not a whole number from 1 up`);
for (const scale of SCALES) {
  if (!Number.isInteger(scale) || scale < 1 || scale > 100) throw new Error(`BENCH_SCALES: ${scale} is not a whole number from 1 to 100`);
}
const SWEDISH = { Cookie: 'i18n_redirected=sv', 'user-agent': BROWSER_USER_AGENT };
const PAGE_NAMES = ['home', 'catalogue', 'course', 'search'];
const CRAWLER = {
  'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'accept-encoding': 'gzip, deflate, br',
};

/** Uncached render rate, p50 and p99 of one path: a unique query on every request (no page cache). */
async function measure(url, headers = SWEDISH) {
  const requests = uniqueQuery(new URL(url).pathname + new URL(url).search);
  await autocannon({ url, connections: 2, amount: 30, headers, requests });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers, requests });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * The isolate's V8 heap (used bytes) after a garbage collection, in MB; null when the inspector
 * does not answer within 30 s. V8 runs the inspector's collection as a task of the isolate, and
 * workerd runs an isolate's tasks only while it serves a request: asked of an idle site, the
 * collection (and its answer) waits for the next request. So the site is asked for its small
 * `robots.txt` until the collection is done.
 */
async function isolateHeapMb(inspectorPort, siteUrl) {
  let inspector;
  let waiting = true;
  const timeout = new Promise((resolve) => setTimeout(() => resolve(null), 30_000).unref());
  const heap = Promise.resolve().then(async () => {
    inspector = await connect(inspectorPort);
    const collected = inspector.send('HeapProfiler.collectGarbage').finally(() => {
      waiting = false;
    });
    while (waiting) {
      await fetch(`${siteUrl}/robots.txt`)
        .then((response) => response.arrayBuffer())
        .catch(() => null);
      await Promise.race([collected, new Promise((resolve) => setTimeout(resolve, 250))]);
    }
    await collected;
    return inspector.send('Runtime.getHeapUsage');
  });
  const usage = await Promise.race([heap, timeout]).catch(() => null);
  waiting = false;
  inspector?.close();
  return usage ? usage.usedSize / 1024 / 1024 : null;
}

/** The machine's load average over 1, 5 and 15 minutes, as `uptime` prints it. */
const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

const bytesOf = async (url) => (await (await fetch(url, { headers: SWEDISH })).arrayBuffer()).byteLength;

/**
 * Starts the site at one scale on fresh local state and takes what does not need the rounds: the
 * cold start, the pages measured and their bytes, the sitemap files. The server keeps running.
 */
async function startScale(scale) {
  const persistTo = await mkdtemp(path.join(tmpdir(), `fei-bench-scale-${scale}-`));
  const inspectorPort = await freePort();
  const started = performance.now();
  const server = await startDevServer({ port: await freePort(), persistTo, quiet: true, inspectorPort, vars: { DEMO_SCALE: String(scale) } });
  const figures = { startMs: performance.now() - started, pages: new Map() };
  const stop = async () => {
    await server.stop();
    await rm(persistTo, { recursive: true, force: true });
  };
  try {
    // The first page on fresh state creates the content tables and loads the scaled seed.
    let clock = performance.now();
    await fetch(`${server.url}/`, { headers: SWEDISH });
    figures.coldPageMs = performance.now() - clock;
    clock = performance.now();
    await fetch(`${server.url}/sok?q=ledarskap`, { headers: SWEDISH });
    figures.coldSearchMs = performance.now() - clock;

    const { pages } = await sitePages(
      server.url,
      PAGE_TYPES.filter((type) => PAGE_NAMES.includes(type.name)),
    );
    const swedish = pages.filter((page) => page.language === 'sv');
    const index = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((match) => new URL(match[1]).pathname)
      .filter((file) => /^\/[a-z]{2}-sitemap/.test(file));
    const sizes = await Promise.all(files.map(async (file) => ({ file, bytes: await bytesOf(`${server.url}${file}`) })));
    const largest = sizes.sort((a, b) => b.bytes - a.bytes)[0];
    figures.sitemapFiles = files.length;
    const targets = [
      ...swedish.map((page) => ({ name: page.name, path: page.path })),
      // Sitemaps are asked for as crawlers ask: they take gzip.
      { name: 'sitemap index', path: '/sitemap.xml', headers: CRAWLER },
      { name: 'largest locale sitemap', path: largest.file, headers: CRAWLER },
    ];
    for (const target of targets) {
      const url = `${server.url}${target.path}`;
      figures.pages.set(target.name, { path: target.path, url, headers: target.headers ?? SWEDISH, html: await bytesOf(url), runs: [] });
    }
    return { scale, server, inspectorPort, swedish, figures, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** First-load JavaScript in Chromium and the isolate's heap, once the rounds are done. */
async function finishScale({ scale, server, inspectorPort, swedish, figures }) {
  console.log(`  ${scale}x: first-load JavaScript in Chromium`);
  // First-load JavaScript of the Swedish pages in a real browser (three rows per page: JS, HTML, JS after).
  const rows = await firstLoadBytes(server.url, swedish);
  swedish.forEach((page, position) => {
    figures.pages.get(page.name).js = Number(rows[position * 3].value);
  });
  figures.heapMb = await isolateHeapMb(inspectorPort, server.url);
}

/**
 * The rates of every page at every scale, in rounds: within a round each page is measured at each
 * scale back to back (the order of the scales turning by one each round), so a burst of other work
 * on a shared machine lands on all scales alike. Each round gives a ratio of the largest scale's
 * rate to the smallest's; the table shows the median figure and the median ratio.
 */
async function measureRounds(sites) {
  for (let round = 0; round < ROUNDS; round++) {
    const order = sites.map((_, index) => sites[(index + round) % sites.length]);
    for (const name of sites[0].figures.pages.keys()) {
      for (const site of order) {
        console.log(`  round ${round + 1}/${ROUNDS}, ${site.scale}x: ${name} ${site.figures.pages.get(name).path}`);
        const page = site.figures.pages.get(name);
        page.runs.push(await measure(page.url, page.headers));
      }
    }
  }
  for (const site of sites) {
    for (const page of site.figures.pages.values()) {
      for (const figure of ['rps', 'p50', 'p99']) page[figure] = median(page.runs.map((run) => run[figure]));
      page.bad = page.runs.reduce((sum, run) => sum + run.bad, 0);
    }
  }
}

execFileSync(process.execPath, ['scripts/build/build.mjs'], { stdio: 'inherit' });
const uptimeBefore = loadAverage();
const sites = [];
try {
  // One after the other, so each cold start has the machine to itself; then all answer at once.
  for (const scale of SCALES) {
    console.log(`starting at ${scale}x ...`);
    sites.push(await startScale(scale));
  }
  await measureRounds(sites);
  for (const site of sites) await finishScale(site);
} finally {
  for (const site of sites) await site.stop();
}
const byScale = new Map(sites.map((site) => [site.scale, site.figures]));
const search = await scaleSearch(SCALES, SEARCH_ITERATIONS);

// One table: a row per figure, a column per scale, and the goal with whether the largest scale meets it.
const first = SCALES[0];
const last = SCALES.at(-1);
const fixed = (digits) => (value) => (value === undefined || value === null ? '-' : Number(value).toFixed(digits));
const rows = [];
const row = (figure, values, goal = '') => rows.push({ figure, values, goal });
const flat = (a, b) => b <= a * 1.05;
const yes = (ok) => (ok ? 'yes' : 'NO');
for (const name of [...PAGE_NAMES.map((page) => page), 'sitemap index', 'largest locale sitemap']) {
  const of = (scale) => byScale.get(scale).pages.get(name);
  const label = name === 'catalogue' ? 'catalogue page' : name === 'course' ? 'course page' : name === 'search' ? 'search results' : name;
  const rate = (scale) => of(scale)?.rps;
  // The ratio of each round (both scales measured back to back), then their median.
  const ratios = of(last).runs.map((run, round) => run.rps / Math.max(1, of(first).runs[round].rps));
  const ratio = median(ratios);
  row(
    `${label}: uncached req/s`,
    SCALES.map((scale) => fixed(0)(rate(scale))),
    `${last}x / ${first}x ${fixed(2)(ratio)} (rounds ${ratios.map(fixed(2)).join(' ')}) ≥ 0.80: ${yes(ratio >= 0.8)}`,
  );
  const sitemap = name.includes('sitemap');
  row(
    '  p50 / p99 ms',
    SCALES.map((scale) => `${of(scale).p50} / ${of(scale).p99}`),
    sitemap ? `p99 ≤ 500 ms at ${last}x: ${yes(of(last).p99 <= 500)}` : '',
  );
  row(
    '  HTML kB',
    SCALES.map((scale) => fixed(1)(of(scale).html / 1000)),
    sitemap ? '' : `flat (≤ +5%): ${yes(flat(of(first).html, of(last).html))}`,
  );
  if (!sitemap)
    row(
      '  first-load JS KiB gz',
      SCALES.map((scale) => fixed(1)(of(scale).js)),
      `flat (≤ +5%): ${yes(flat(of(first).js, of(last).js))}`,
    );
}
row(
  'sitemap files (index lists)',
  SCALES.map((scale) => String(byScale.get(scale).sitemapFiles + 1)),
  'each ≤ 50,000 URLs, 50 MB',
);
const s = (scale) => search.get(scale);
row(
  'search: records indexed',
  SCALES.map((scale) => String(s(scale).records)),
);
row(
  'search: index build ms (first / warm)',
  SCALES.map((scale) => `${fixed(0)(s(scale).firstBuildMs)} / ${fixed(0)(s(scale).buildMs)}`),
  `≤ 1000 at ${last}x: ${yes(s(last).firstBuildMs <= 1000)}`,
);
row(
  'search: query p50 / p95 ms',
  SCALES.map((scale) => `${fixed(2)(s(scale).p50)} / ${fixed(2)(s(scale).p95)}`),
  `p95 ≤ 10 at ${last}x: ${yes(s(last).p95 <= 10)}`,
);
row(
  'search: hits per query',
  SCALES.map((scale) => fixed(1)(s(scale).hitsPerSearch)),
);
row(
  'isolate heap after the run MB',
  SCALES.map((scale) => fixed(1)(byScale.get(scale).heapMb)),
  byScale.get(last).heapMb === null
    ? 'not measured: the inspector did not answer'
    : `V8 used after a GC; ≤ 64 MB at ${last}x (half the 128 MB limit): ${yes(byScale.get(last).heapMb <= 64)}`,
);
row(
  'cold start: worker answers ms',
  SCALES.map((scale) => fixed(0)(byScale.get(scale).startMs)),
  'wrangler dev start',
);
row(
  'cold start: first page ms',
  SCALES.map((scale) => fixed(0)(byScale.get(scale).coldPageMs)),
  'fresh state: loads the seed',
);
row(
  'cold start: first search page ms',
  SCALES.map((scale) => fixed(0)(byScale.get(scale).coldSearchMs)),
  'builds the index',
);

const width = Math.max(...rows.map((r) => r.figure.length));
const column = Math.max(12, ...rows.flatMap((r) => r.values.map((value) => value.length + 2)));
console.log(
  `\nbench:scale (one run, this machine, load average ${uptimeBefore} before and ${loadAverage()} after; ${ROUNDS} rounds of ${DURATION_S} s at ${CONNECTIONS} connections per page and scale, uncached, median shown; search ${SEARCH_ITERATIONS} queries in Node's V8)\n`,
);
console.log(`${'figure'.padEnd(width)}${SCALES.map((scale) => `${scale}x`.padStart(column)).join('')}  goal`);
for (const r of rows) console.log(`${r.figure.padEnd(width)}${r.values.map((value) => value.padStart(column)).join('')}  ${r.goal}`);
for (const [scale, figures] of byScale) {
  for (const [name, page] of figures.pages) {
    if (page.bad) console.log(`${scale}x ${name}: ${page.bad} answers were not 2xx: its figures are not to be trusted.`);
  }
}
