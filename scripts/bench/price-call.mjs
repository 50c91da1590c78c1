// The price call of the cart (POST /api/backend/cart/price) through the local worker and its
// embedded booking service in D1: latency percentiles of one request at a time.

import { fromVisitor } from './visitor-address.mjs';

const REQUESTS = Number(process.env.BENCH_PRICE_REQUESTS ?? 300);
const WARM_UP = 20;

// Each call from another client address: the figures are of the price call, not of the worker's
// per-client rate limit (worker/middleware/rate-limit.ts), which one client calling this often meets.
let caller = 0;

async function price(baseUrl, body) {
  caller += 1;
  const response = await fetch(`${baseUrl}/api/backend/cart/price`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...fromVisitor({}, caller) },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json().catch(() => null) };
}

/**
 * Two open course events of one category from the seed (ids 10000 + 10 n + i, see
 * worker/embedded/content/README.md), found by pricing candidates one by one.
 */
async function pickEvents(baseUrl) {
  const open = [];
  for (let n = 1; n <= 44; n++) {
    for (let i = 0; i < 4; i++) {
      const item = { id: 10_000 + n * 10 + i, type: 'courseEvent', participantCount: 2 };
      const { status, json } = await price(baseUrl, { items: [item] });
      if (status !== 200) continue;
      const currency = json.cartPrice.currency;
      const partner = open.find((candidate) => candidate.currency === currency && Math.floor(candidate.item.id / 10) !== n);
      if (partner) return [partner.item, item];
      open.push({ item, currency });
      break;
    }
  }
  throw new Error('price call bench: no two open events of one category in the seed');
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** p50 and p95 of the price call with two events, two participants each, and a coupon. */
export async function priceCall(baseUrl) {
  const items = await pickEvents(baseUrl);
  const body = { items, couponCode: 'VALKOMMEN10' };
  const first = await price(baseUrl, body);
  if (first.status !== 200) throw new Error(`price call bench: ${first.status} ${JSON.stringify(first.json)}`);
  for (let i = 0; i < WARM_UP; i++) await price(baseUrl, body);
  const times = [];
  let bad = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    const { status } = await price(baseUrl, body);
    times.push(performance.now() - started);
    if (status !== 200) bad++;
  }
  times.sort((a, b) => a - b);
  const note = `${REQUESTS} sequential requests, events ${items.map((item) => item.id).join(' + ')}${bad ? `, ${bad} bad answers` : ''}`;
  return [
    { figure: 'price call p50', value: percentile(times, 50).toFixed(1), unit: 'ms', note },
    { figure: 'price call p95', value: percentile(times, 95).toFixed(1), unit: 'ms', note: '' },
  ];
}
