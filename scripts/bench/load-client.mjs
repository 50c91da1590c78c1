// The load generator, run as its own process so it does not compete with the measuring script's
// event loop: a mixed request sequence per connection, bounded in time and in count.
import autocannon from 'autocannon';
import { fromVisitor } from './visitor-address.mjs';

const { url, requests, connections, duration, maxRequests } = JSON.parse(process.argv[2]);

// The load stands for many visitors: each request comes from another client address.
let visitor = 0;
const fromVisitors = requests.map((request) => ({
  ...request,
  setupRequest: (sent) => {
    visitor += 1;
    return { ...sent, headers: fromVisitor(sent.headers, visitor) };
  },
}));
// autocannon ignores `duration` when `amount` is set, so the count bound is enforced here.
const instance = autocannon({ url, connections, duration, timeout: 10, requests: fromVisitors });
let answered = 0;
instance.on('response', () => {
  answered += 1;
  if (answered === maxRequests) instance.stop();
});
// A last guard: whatever happens, the generator stops itself.
const guard = setTimeout(
  () => {
    instance.stop();
    setTimeout(() => process.exit(2), 5_000).unref();
  },
  (duration + 30) * 1000,
);
guard.unref();

const result = await instance;
clearTimeout(guard);
process.stdout.write(
  JSON.stringify({
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    // autocannon reports p90 and p97.5; interpolate p95 between them.
    p95: result.latency.p90 + (result.latency.p97_5 - result.latency.p90) * ((95 - 90) / (97.5 - 90)),
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }),
);
