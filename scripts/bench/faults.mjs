// `npm run bench:faults`: the site under load while its content service or its search is slow or failing.
// Starts the site behind stand-ins for its content service and its search, each reached through a
// fault proxy (scripts/bench/site-with-stand-ins.mjs), with a short CONTENT_CACHE_TTL.
// Each page is seen once; then, per fault, autocannon drives the pages for
// BENCH_FAULTS_SECONDS while one proxy fails every call that way, the fault ends, each page is
// asked once (an answer still showing a failure came from a cache), the same load runs
// BENCH_FAULTS_RECOVERY_SECONDS on the healthy service, each page is asked once more, and one
// table row is printed. The first row (no fault) is the baseline. Variables: see the README,
// "When a service is slow or down".
import { spawn } from 'node:child_process';
import { startSiteWithStandIns } from './site-with-stand-ins.mjs';

const SECONDS = Number(process.env.BENCH_FAULTS_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_FAULTS_CONNECTIONS ?? 64);
// Once a fault ends the same load runs this long: the breaker's open time (10 s) and a freshness period.
const RECOVERY_SECONDS = Number(process.env.BENCH_FAULTS_RECOVERY_SECONDS ?? 15);
// The content adapter's time-out (worker/adapters/content/remote.ts, CONTENT_TIMEOUT_MS).
const CONTENT_TIMEOUT_S = 5;
const SEED = Number(process.env.BENCH_FAULTS_SEED ?? 37);
const PAGES = Number(process.env.BENCH_FAULTS_PAGES ?? 8);
// Short, so that the content copies go stale during a run and the worker asks the service again.
const CONTENT_TTL = Number(process.env.BENCH_FAULTS_CONTENT_TTL ?? 5);
// By default every request carries a query string of its own, so the page cache never answers and
// each page renders from the content cache; `1` lets the page cache answer (a minute fresh).
const PAGE_CACHE = process.env.BENCH_FAULTS_PAGE_CACHE === '1';
const ONLY = process.env.BENCH_FAULTS_ONLY?.split(',').map((name) => name.trim());

const FAULTS = [
  { key: 'baseline', name: 'none (baseline)', mode: 'none' },
  { key: 'delay', name: 'delay 0-10 s', mode: 'delay' },
  { key: '5xx', name: '5xx', mode: '5xx' },
  { key: 'malformed', name: 'malformed JSON', mode: 'malformed' },
  { key: 'reset', name: 'reset connection', mode: 'reset' },
  { key: 'truncated', name: 'body cut half-way', mode: 'truncated' },
  // The same faults on the hosted search (ALGOLIA_HOST through the search proxy); `search` selects them all.
  { key: 'search-delay', name: 'search: delay 0-10 s', mode: 'delay', search: true },
  { key: 'search-5xx', name: 'search: 5xx', mode: '5xx', search: true },
  { key: 'search-malformed', name: 'search: malformed JSON', mode: 'malformed', search: true },
  { key: 'search-reset', name: 'search: reset connection', mode: 'reset', search: true },
  // The baseline always runs: every other row is read beside it.
].filter((fault) => !ONLY || fault.key === 'baseline' || ONLY.includes(fault.key) || (fault.search && ONLY.includes('search')));

const SEARCH_PAGE = '/sok?q=ledarskap';
const SEARCH_API = '/api/search?q=ledar&department=course&language=sv';
const SEARCH_UNAVAILABLE = /Sökningen fungerar inte just nu|Search is unavailable right now/;

/** Up to `count` published pages of the running site, from its Swedish sitemap, spread over the page types. */
async function pagesOf(baseUrl, count) {
  const xml = await (await fetch(`${baseUrl}/sv-sitemap.xml`)).text();
  const byType = new Map();
  for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const pathname = new URL(loc).pathname;
    const type = pathname.split('/')[1] ?? '';
    if (!byType.has(type)) byType.set(type, []);
    byType.get(type).push(pathname);
  }
  const pages = ['/'];
  const lists = [...byType.values()];
  for (let round = 0; pages.length < count && lists.some((list) => list.length > round); round++) {
    for (const list of lists) if (list[round] && !pages.includes(list[round]) && pages.length < count) pages.push(list[round]);
  }
  return pages;
}

function runLoad(url, requests, bypass, duration) {
  const client = spawn(
    process.execPath,
    ['scripts/bench/fault-client.mjs', JSON.stringify({ url, requests, connections: CONNECTIONS, duration, bypass })],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  client.stdout.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) =>
    client.on('exit', (code) => (code === 0 ? resolve(JSON.parse(output)) : reject(new Error(`fault client exited with ${code}`)))),
  );
}

/** Asks each path once: how many answers still show a failure (an error, the search outage) and how many are `no-store`. */
async function checkPaths(baseUrl, paths, label) {
  const result = { asked: paths.length, failing: 0, noStore: 0 };
  for (const pathname of paths) {
    const failure = await stillFailing(baseUrl, pathname);
    if (failure?.startsWith('no-store')) result.noStore += 1;
    else if (failure !== null) result.failing += 1;
    if (failure !== null) console.log(`  ${label}: ${pathname} ${failure}`);
  }
  return result;
}

/** Why an answer after the fault still shows it (an error status, a `no-store` page built on a failure, the search outage), or null. */
async function stillFailing(baseUrl, pathname) {
  try {
    const response = await fetch(`${baseUrl}${pathname}`, { headers: { 'CF-Connecting-IP': '10.255.0.1' } });
    const body = await response.text();
    // Built on a failure just now (the breaker may still be open), so not from a cache.
    if (/no-store/.test(response.headers.get('cache-control') ?? '')) {
      return `no-store (${response.status}${SEARCH_UNAVAILABLE.test(body) ? ', search unavailable' : ''})`;
    }
    if (response.status !== 200) return `${response.status}`;
    if (pathname.startsWith('/api/search')) return JSON.parse(body).hits?.length > 0 ? null : 'no hits';
    return SEARCH_UNAVAILABLE.test(body) ? 'search unavailable' : null;
  } catch (error) {
    return error.message;
  }
}

/**
 * The worker's `content_stale_served` log lines (README "Operate"): the copy's age, and whether the
 * circuit breaker refused the call. One line per key and failed refresh (however many requests the
 * copy served meanwhile), and one per key and open period while the breaker refuses.
 */
const staleEvents = (output) =>
  output
    .split('\n')
    .filter((line) => line.includes('"event":"content_stale_served"'))
    .map((line) => jsonOfLine(line))
    .filter((event) => event !== null)
    .map((event) => ({ age: Number(event.ageSeconds ?? 0), refused: event.how === 'breaker_open' }));

/** The JSON object a worker log line holds (after any prefix the dev server adds), or null. */
function jsonOfLine(line) {
  try {
    return JSON.parse(line.slice(line.indexOf('{')));
  } catch {
    return null;
  }
}

/** A run's 5xx, with the count of each status when there are any (502 bad answer, 503 breaker open, 504 time-out). */
function withStatuses(load) {
  const fiveXx = Object.entries(load.statuses ?? {}).filter(([status]) => Number(status) >= 500);
  return fiveXx.length ? `${load.fiveXx} (${fiveXx.map(([status, count]) => `${status}: ${count}`).join(', ')})` : String(load.fiveXx);
}

const sum = (values) => values.reduce((total, value) => total + value, 0);

const { site, upstream, contentProxy, searchProxy, stop } = await startSiteWithStandIns({
  name: 'faults',
  seed: SEED,
  vars: { CONTENT_CACHE_TTL: String(CONTENT_TTL) },
});
try {
  const pages = await pagesOf(site.url, PAGES);
  const searchPaths = [SEARCH_PAGE, SEARCH_API];
  // Each page seen once before any fault: its content is in the worker's memory and KV caches.
  for (const pathname of [...pages, ...searchPaths]) await fetch(`${site.url}${pathname}`, { headers: { 'CF-Connecting-IP': '10.255.0.2' } });

  console.log(`\nbench:faults — seed ${SEED}, ${CONNECTIONS} connections, ${SECONDS} s per fault, CONTENT_CACHE_TTL=${CONTENT_TTL} s,`);
  console.log(`page cache ${PAGE_CACHE ? 'on' : 'bypassed (a query string per request)'}; pages: ${pages.join(' ')}`);
  console.log(`content: site -> fault proxy ${contentProxy.url} -> embedded content service ${upstream.url}`);
  console.log(`search: site -> fault proxy ${searchProxy.url} -> embedded search engine (hosted protocol) ${upstream.url}\n`);
  const rows = [];
  const raw = [];
  const markdown = [];
  for (const fault of FAULTS) {
    const paths = fault.search ? searchPaths : pages;
    const requests = paths.map((pathname) => ({ method: 'GET', path: pathname }));
    // The proxy the fault is put on, whose calls the row counts.
    const faulty = fault.search ? searchProxy : contentProxy;
    const bypass = !PAGE_CACHE;
    const staleBefore = staleEvents(site.output()).length;
    faulty.resetCalls();
    faulty.setFault(fault.mode);
    const load = await runLoad(site.url, requests, bypass, SECONDS);
    faulty.setFault('none');
    const calls = [...faulty.calls().values()];
    // Asked once right after the fault: an error or the search outage there came from a cache;
    // a `no-store` answer did not (the content breaker may still be open, so the copy answers).
    const rightAfter = await checkPaths(site.url, paths, `right after ${fault.name}`);
    // The same load once the service is back, without the fault: how the site recovers.
    faulty.resetCalls();
    const after = await runLoad(site.url, requests, bypass, RECOVERY_SECONDS);
    const afterCalls = [...faulty.calls().values()];
    const stale = staleEvents(site.output()).slice(staleBefore);
    const refused = stale.filter((event) => event.refused).length;
    // Past the breaker's open time and a freshness period, any answer still failing came from a cache.
    const later = await checkPaths(site.url, paths, `after the recovery of ${fault.name}`);
    if (later.failing + later.noStore > 0) {
      // What the worker said about its services last: why the answers still fail.
      const said = site
        .output()
        .split('\n')
        .filter((line) => /"event":"(search_failed|search_options_failed|menu_unavailable|content_stale_served)"/.test(line));
      for (const line of said.slice(-4)) console.log(`    worker: ${line.slice(0, 200)}`);
    }
    const row = {
      fault: fault.name,
      answered: load.answered,
      '5xx': withStatuses(load),
      'p50 ms': load.p50,
      'p99 ms': load.p99,
      'failed refreshes, copy served (log)': stale.length
        ? `${stale.length} (${refused} breaker open; max ${Math.max(...stale.map((event) => event.age))} s old)`
        : '0',
      'no-store answers': load.noStore,
      'cached failures (right after; after recovery)': `${rightAfter.failing}, ${later.failing + later.noStore} of ${rightAfter.asked}`,
      'no-store right after': rightAfter.noStore,
      'upstream calls (keys, max per key)': `${sum(calls)} (${calls.length}, ${calls.length ? Math.max(...calls) : 0})`,
      'after: 5xx, p99, calls (max per key)': `${withStatuses(after)}, ${after.p99} ms, ${sum(afterCalls)} (${afterCalls.length ? Math.max(...afterCalls) : 0})`,
      'socket errors': load.errors + load.timeouts + after.errors + after.timeouts,
    };
    rows.push(row);
    raw.push({
      fault,
      p99: load.p99,
      fiveXx: load.fiveXx,
      maxPerKey: calls.length ? Math.max(...calls) : 0,
      cached: rightAfter.failing + later.failing + later.noStore,
      afterFiveXx: after.fiveXx,
      afterMaxPerKey: afterCalls.length ? Math.max(...afterCalls) : 0,
    });
    markdown.push(`| ${Object.values(row).join(' | ')} |`);
    console.log(`${fault.name}: ${JSON.stringify(row)}`);
  }
  console.log('');
  console.table(rows);
  // The issue's goals, read from this run.
  const baseline = raw.find((entry) => entry.fault.key === 'baseline');
  const delay = raw.find((entry) => entry.fault.key === 'delay');
  const searchRows = raw.filter((entry) => entry.fault.search);
  const perTimeout = Math.ceil(SECONDS / CONTENT_TIMEOUT_S);
  const perFreshness = Math.ceil(RECOVERY_SECONDS / CONTENT_TTL) + 1;
  const goals = [];
  if (baseline && delay) {
    goals.push(
      `delay: p99 ${delay.p99} ms, at most ${2 * baseline.p99} ms (twice the baseline's): ${delay.p99 <= 2 * baseline.p99 ? 'met' : 'missed'}`,
      `delay: ${delay.fiveXx} 5xx, 0 wanted: ${delay.fiveXx === 0 ? 'met' : 'missed'}`,
      `delay: at most ${delay.maxPerKey} calls per key, at most ${perTimeout} wanted (one per ${CONTENT_TIMEOUT_S} s time-out): ${delay.maxPerKey <= perTimeout ? 'met' : 'missed'}`,
    );
  }
  for (const search of searchRows) {
    goals.push(
      `${search.fault.name}: ${search.cached} cached failures (right after, and results after recovery), 0 wanted: ${search.cached === 0 ? 'met' : 'missed'}`,
    );
  }
  const recovered = raw.filter((entry) => entry.fault.key !== 'baseline');
  // Content is cached for a freshness period; every search is asked of the service, so only content rows have this goal.
  const contentRecovered = recovered.filter((entry) => !entry.fault.search);
  if (contentRecovered.length) {
    const worst = Math.max(...contentRecovered.map((entry) => entry.afterMaxPerKey));
    goals.push(
      `after recovery: at most ${worst} content calls per key in ${RECOVERY_SECONDS} s, at most ${perFreshness} wanted (one per freshness period of ${CONTENT_TTL} s, and the first): ${worst <= perFreshness ? 'met' : 'missed'}`,
    );
    // Search has no copy to serve: while its breaker stays open after the fault (10 s) it answers 503 with Retry-After.
    const failed = contentRecovered.reduce((total, entry) => total + entry.afterFiveXx + entry.cached, 0);
    goals.push(`after recovery (content): ${failed} 5xx or cached failures, 0 wanted: ${failed === 0 ? 'met' : 'missed'}`);
  }
  console.log(`\nGoals (issue 37):\n${goals.map((goal) => `  ${goal}`).join('\n')}`);
  console.log(
    `\n| ${Object.keys(rows[0] ?? {}).join(' | ')} |\n|${' --- |'.repeat(Object.keys(rows[0] ?? {}).length)}\n${markdown.join('\n')}\n`,
  );
  for (const line of [
    "answered: responses in the fault run (autocannon, all statuses); failed refreshes: the worker's content_stale_served lines",
    'in the run and its recovery, one per content key and failed refresh, one per key and open period while the breaker refuses;',
    'no-store answers: answers marked as built on a failure; cached failures: answers still showing a failure (an error status,',
    'the search outage) when each path is asked once right after the fault, and after the recovery run (then no-store counts too);',
    "upstream calls: calls the faulty service's proxy received in the run (content, or search for the search rows); after: the",
    `same load for ${RECOVERY_SECONDS} s once the fault has ended. The search rows drive the search page and /api/search.`,
  ])
    console.log(line);
} finally {
  await stop();
}
