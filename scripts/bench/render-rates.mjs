import autocannon from 'autocannon';
import { BROWSER_USER_AGENT } from './peer.mjs';
import { median } from './median.mjs';
import { fromVisitor } from './visitor-address.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const ROUNDS = Number(process.env.BENCH_RATE_ROUNDS ?? 2);
const CONNECTIONS = 10;
/** Our uncached render rate must be at least this many times the peer's. */
const PEER_RATIO_TARGET = 2;

/**
 * Gives every request its own query string (`name=n`), so no request is answered from the page
 * cache, and its own visitor's address: one client asking this often would meet the per-client
 * limit of page searches (429, no search run) on the search and explorer pages.
 */
export function uniqueQuery(path, name = 'bench') {
  let counter = 0;
  const separator = path.includes('?') ? '&' : '?';
  return [
    {
      setupRequest: (request) => {
        counter += 1;
        return { ...request, path: `${path}${separator}${name}=${counter}`, headers: fromVisitor(request.headers, counter) };
      },
    },
  ];
}

export async function rate(url, headers = {}, { uncached = false } = {}) {
  const requests = uncached ? uniqueQuery(new URL(url).pathname + new URL(url).search) : undefined;
  const allHeaders = { 'user-agent': BROWSER_USER_AGENT, ...headers };
  // Warm up caches and the isolate first so the figure measures steady state.
  await autocannon({ url, connections: 2, amount: 50, headers: allHeaders, requests });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: allHeaders, requests });
  const bad = result.non2xx + result.errors + result.timeouts;
  return { rps: Math.round(result.requests.average), p95: result.latency.p97_5 ?? result.latency.p99, bad };
}

export const SWEDISH = { Cookie: 'i18n_redirected=sv' };

/**
 * Requests per second of server-rendered pages (page cache warm) next to a static asset served by
 * the same local worker (the ceiling), and their ratio (target 0.30 or more).
 */
export async function renderRates(baseUrl, pages = [['home page (sv)', '/']]) {
  const assetInfo = await (await fetch(`${baseUrl}/builds/latest.json`)).json();
  const html = await (await fetch(`${baseUrl}/`, { headers: SWEDISH })).text();
  const css = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  if (!css) throw new Error(`no stylesheet found in the home page (build ${assetInfo.id})`);
  const asset = await rate(`${baseUrl}${css}`);
  const rows = [{ figure: 'static asset (CSS) rate', value: asset.rps, unit: 'req/s', note: `${CONNECTIONS} connections, ${DURATION_S} s` }];
  for (const [name, path] of pages) {
    const page = await rate(`${baseUrl}${path}`, SWEDISH);
    rows.push({
      figure: `rendered ${name} rate`,
      value: page.rps,
      unit: 'req/s',
      note: page.bad ? `${page.bad} bad answers` : 'page cache warm',
    });
    rows.push({ figure: `  ratio to static asset`, value: (page.rps / asset.rps).toFixed(2), unit: '', note: 'target ≥ 0.30' });
  }
  return rows;
}

/**
 * The render rate without our page cache (a unique query on every request) of each of our pages,
 * and, with a peer, the peer's pages measured in the same rounds, interleaved (ours, peer, ours,
 * peer), each figure the median of the rounds; `pairs` are [our label, our path, peer page or
 * undefined]. The peer renders every request itself (no page cache), as our uncached pages do.
 */
export async function uncachedRates(baseUrl, pairs, peer) {
  const ours = new Map();
  const theirs = new Map();
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [label, path, peerPage] of pairs) {
      (ours.get(label) ?? ours.set(label, []).get(label)).push(await rate(`${baseUrl}${path}`, SWEDISH, { uncached: true }));
      if (peer && peerPage) (theirs.get(label) ?? theirs.set(label, []).get(label)).push(await rate(`${peer.url}${peerPage.path}`));
    }
  }
  const rows = [];
  const note = (results) => {
    const bad = results.reduce((sum, result) => sum + result.bad, 0);
    return `median of ${results.length} round(s)${bad ? `, ${bad} bad answers` : ''}`;
  };
  for (const [label, , peerPage] of pairs) {
    const our = median(ours.get(label).map((result) => result.rps));
    rows.push({
      figure: `${label}, rendered every request`,
      value: our,
      unit: 'req/s',
      note: `unique query each, no page cache; ${note(ours.get(label))}`,
    });
    if (!peer || !peerPage) continue;
    const their = median(theirs.get(label).map((result) => result.rps));
    rows.push({
      figure: `  ${peerPage.label} ${peerPage.path}`,
      value: their,
      unit: 'req/s',
      note: `${peer.url}, interleaved; ${note(theirs.get(label))}`,
    });
    const ratio = our / their;
    rows.push({
      figure: '  ratio ours/peer',
      value: ratio.toFixed(2),
      unit: '',
      note: `target ≥ ${PEER_RATIO_TARGET}: ${ratio >= PEER_RATIO_TARGET ? 'yes' : 'no'}`,
    });
  }
  if (!peer)
    rows.push({ figure: '  ratio ours/peer', value: '-', unit: '', note: `target ≥ ${PEER_RATIO_TARGET}: set PEER_URL to measure the peer` });
  return rows;
}
