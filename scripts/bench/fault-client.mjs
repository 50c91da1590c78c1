// The load generator of `npm run bench:faults`, run as its own process so that it does not compete
// with the fault proxy's event loop: autocannon over a list of requests, each from another client
// address (as load-client.mjs), optionally with a fresh query string per request (`bypass`) so
// that the worker's page cache never answers and every request renders from the content cache.
// Prints one JSON line: answers, 5xx, latency, answers marked `no-store` (built on a failure).
import autocannon from 'autocannon';
import { fromVisitor } from './visitor-address.mjs';

const { url, requests, connections, duration, bypass } = JSON.parse(process.argv[2]);

let sent = 0;
let noStore = 0;
const statuses = {};
const prepared = requests.map((request) => ({
  ...request,
  setupRequest: (outgoing) => {
    sent += 1;
    const path =
      bypass && !request.path.startsWith('/api/') ? `${request.path}${request.path.includes('?') ? '&' : '?'}b=${sent}` : request.path;
    return {
      ...outgoing,
      path,
      headers: fromVisitor(outgoing.headers, sent),
    };
  },
  onResponse: (status, _body, _context, headers) => {
    statuses[status] = (statuses[status] ?? 0) + 1;
    // autocannon keeps each header name as the server spelt it (`Cache-Control`).
    const cacheControl = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === 'cache-control')?.[1];
    if (/no-store/.test(String(cacheControl ?? ''))) noStore += 1;
  },
}));

const instance = autocannon({ url, connections, duration, timeout: 20, requests: prepared });
const guard = setTimeout(
  () => {
    instance.stop();
    setTimeout(() => process.exit(2), 5_000).unref();
  },
  (duration + 40) * 1000,
);
guard.unref();

const result = await instance;
clearTimeout(guard);
const fiveXx = Object.entries(statuses)
  .filter(([status]) => Number(status) >= 500)
  .reduce((sum, [, count]) => sum + count, 0);
process.stdout.write(
  JSON.stringify({
    answered: Object.values(statuses).reduce((sum, count) => sum + count, 0),
    fiveXx,
    statuses,
    noStore,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
  }),
);
