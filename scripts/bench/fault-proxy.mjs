// A local HTTP proxy in front of an outside service, for `npm run bench:faults`: it forwards every
// request to its upstream, or fails it the way a real service can, as its fault mode says. The mode
// changes at run time, from the importing script (`proxy.setFault('delay')`) or over HTTP
// (`POST /__fault?mode=delay`, `GET /__fault` answers the mode and the counts). It counts the calls
// it receives per key (a GraphQL operation and its variables, else method and path).
//
// Modes: none (forward), delay (forward after 0 to maxDelayMs, drawn from a fixed seed), 5xx (500
// with a GraphQL error body), malformed (200 with JSON that stops), reset (the connection is
// destroyed unanswered), truncated (the upstream's answer, half of its body, then the connection
// is destroyed).
//
// Standalone (the project's Node 22): `npx node scripts/bench/fault-proxy.mjs <upstream-url> [port] [seed]`.
import http from 'node:http';
import { fileURLToPath } from 'node:url';
// The project's Node 22 reads the TypeScript module itself (npm scripts run it).
import { seededRandom } from '../../shared/random/seeded-random.ts';

export const FAULT_MODES = ['none', 'delay', '5xx', 'malformed', 'reset', 'truncated'];

/** The key a call is counted under: its GraphQL operation and variables, else its method and path. */
function callKey(method, url, body) {
  if (body.length > 0) {
    try {
      const parsed = JSON.parse(body.toString('utf8'));
      if (parsed && typeof parsed === 'object' && typeof parsed.operationName === 'string') {
        return `${parsed.operationName} ${JSON.stringify(parsed.variables ?? {})}`;
      }
    } catch {
      // not JSON: counted by path
    }
  }
  return `${method} ${url}`;
}

/**
 * Starts the proxy on loopback. `upstream` is the service's base URL (the request's path and query
 * are kept); `seed` fixes the delays; `maxDelayMs` bounds them (10 s by default).
 */
export async function startFaultProxy({ upstream, port = 0, seed = 1, maxDelayMs = 10_000 }) {
  const target = new URL(upstream);
  const random = seededRandom(seed);
  let mode = 'none';
  let calls = new Map();
  const sockets = new Set();

  function forward(request, body) {
    return new Promise((resolve, reject) => {
      const headers = { ...request.headers, host: target.host };
      delete headers.connection;
      const outgoing = http.request(
        { host: target.hostname, port: target.port || 80, method: request.method, path: request.url, headers },
        (answer) => {
          const chunks = [];
          answer.on('data', (chunk) => chunks.push(chunk));
          answer.on('end', () => resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: Buffer.concat(chunks) }));
          answer.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }

  function send(response, answer) {
    const headers = { ...answer.headers };
    delete headers['transfer-encoding'];
    delete headers.connection;
    headers['content-length'] = String(answer.body.length);
    response.writeHead(answer.status, headers);
    response.end(answer.body);
  }

  async function handle(request, response) {
    const chunks = [];
    for await (const chunk of request) chunks.push(chunk);
    const body = Buffer.concat(chunks);
    const url = new URL(request.url ?? '/', 'http://proxy');
    if (url.pathname === '/__fault') {
      if (request.method === 'POST') setFault(url.searchParams.get('mode') ?? 'none');
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ mode, calls: Object.fromEntries(calls) }));
      return;
    }
    const key = callKey(request.method, request.url, body);
    calls.set(key, (calls.get(key) ?? 0) + 1);
    switch (mode) {
      case '5xx':
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ errors: [{ message: 'fault proxy: internal error' }] }));
        return;
      case 'malformed':
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"data": {');
        return;
      case 'reset':
        request.socket.destroy();
        return;
      case 'delay':
        await new Promise((resolve) => setTimeout(resolve, Math.round(random() * maxDelayMs)));
        break;
      default:
        break;
    }
    const answer = await forward(request, body);
    if (mode === 'truncated') {
      const headers = { ...answer.headers, 'content-length': String(answer.body.length) };
      delete headers['transfer-encoding'];
      response.writeHead(answer.status, headers);
      response.write(answer.body.subarray(0, Math.floor(answer.body.length / 2)), () => request.socket.destroy());
      return;
    }
    send(response, answer);
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error) => {
      if (response.headersSent) {
        request.socket.destroy();
        return;
      }
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`fault proxy: upstream failed: ${error.message}`);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });

  function setFault(next) {
    if (!FAULT_MODES.includes(next)) throw new Error(`unknown fault mode ${next} (one of ${FAULT_MODES.join(', ')})`);
    mode = next;
  }

  return {
    url: `http://127.0.0.1:${server.address().port}`,
    seed,
    setFault,
    get mode() {
      return mode;
    },
    /** The calls received since the last reset, per key. */
    calls: () => new Map(calls),
    resetCalls() {
      calls = new Map();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [upstream, port = '0', seed = '1'] = process.argv.slice(2);
  if (!upstream) {
    console.error('usage: node scripts/bench/fault-proxy.mjs <upstream-url> [port] [seed]');
    process.exit(2);
  }
  const proxy = await startFaultProxy({ upstream, port: Number(port), seed: Number(seed) });
  console.log(`fault proxy on ${proxy.url} -> ${upstream} (seed ${proxy.seed}); POST ${proxy.url}/__fault?mode=<${FAULT_MODES.join('|')}>`);
}
