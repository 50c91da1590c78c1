import autocannon from 'autocannon';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = 10;

async function rate(url, headers = {}) {
  // Warm up caches and the isolate first so the figure measures steady state.
  await autocannon({ url, connections: 2, amount: 50, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
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
    rows.push({ figure: `rendered ${name} rate`, value: page.rps, unit: 'req/s', note: page.bad ? `${page.bad} bad answers` : '' });
    rows.push({ figure: `  ratio to static asset`, value: (page.rps / asset.rps).toFixed(2), unit: '', note: 'target ≥ 0.30; Hydrogen skeleton 0.15' });
  }
  return rows;
}
