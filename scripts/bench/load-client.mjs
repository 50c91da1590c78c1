// The load generator, run as its own process so it does not compete with the measuring script's
// event loop: a mixed request sequence per connection, bounded in time and in count.
import autocannon from 'autocannon';

const { url, requests, connections, duration, maxRequests } = JSON.parse(process.argv[2]);
const result = await autocannon({
  url,
  connections,
  duration,
  amount: maxRequests,
  timeout: 10,
  requests,
});
process.stdout.write(
  JSON.stringify({
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p95: result.latency.p97_5 === undefined ? result.latency.p99 : percentile95(result),
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }),
);

function percentile95(r) {
  // autocannon reports p90 and p97.5; interpolate p95 between them.
  return r.latency.p90 + (r.latency.p97_5 - r.latency.p90) * ((95 - 90) / (97.5 - 90));
}
