import autocannon from 'autocannon';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = 10;

/** Gives every request its own query string, so no request is answered from the page cache. */
function uniqueQuery(path) {
  let counter = 0;
  const separator = path.includes('?') ? '&' : '?';
  return [
    {
      setupRequest: (request) => {
        counter += 1;
        return { ...request, path: `${path}${separator}bench=${counter}` };
      },
    },
  ];
}

async function rate(url, headers = {}, { uncached = false } = {}) {
  const requests = uncached ? uniqueQuery(new URL(url).pathname + new URL(url).search) : undefined;
  // Warm up caches and the isolate first so the figure measures steady state.
  await autocannon({ url, connections: 2, amount: 50, headers, requests });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers, requests });
  const bad = result.non2xx + result.errors + result.timeouts;
  return { rps: Math.round(result.requests.average), p95: result.latency.p97_5 ?? result.latency.p99, bad };
}

/**
 * Requests per second of server-rendered pages next to a static asset served by the same local
 * worker (the ceiling), and their ratio (target 0.30 or more).
 */
export async function renderRates(baseUrl, pages = [['home page (sv)', '/']]) {
  const assetInfo = await (await fetch(`${baseUrl}/builds/latest.json`)).json();
  const html = await (await fetch(`${baseUrl}/`, { headers: { Cookie: 'i18n_redirected=sv' } })).text();
  const css = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  if (!css) throw new Error(`no stylesheet found in the home page (build ${assetInfo.id})`);
  const asset = await rate(`${baseUrl}${css}`);
  const rows = [{ figure: 'static asset (CSS) rate', value: asset.rps, unit: 'req/s', note: `${CONNECTIONS} connections, ${DURATION_S} s` }];
  for (const [name, path] of pages) {
    const page = await rate(`${baseUrl}${path}`, { Cookie: 'i18n_redirected=sv' });
    rows.push({ figure: `rendered ${name} rate`, value: page.rps, unit: 'req/s', note: page.bad ? `${page.bad} bad answers` : 'page cache warm' });
    rows.push({ figure: `  ratio to static asset`, value: (page.rps / asset.rps).toFixed(2), unit: '', note: 'target ≥ 0.30; Hydrogen skeleton 0.15' });
    const uncached = await rate(`${baseUrl}${path}`, { Cookie: 'i18n_redirected=sv' }, { uncached: true });
    rows.push({ figure: `  rendered every request`, value: uncached.rps, unit: 'req/s', note: uncached.bad ? `${uncached.bad} bad answers` : 'unique query each, no page cache' });
    rows.push({ figure: `  ratio to static asset`, value: (uncached.rps / asset.rps).toFixed(2), unit: '', note: '' });
  }
  return rows;
}
