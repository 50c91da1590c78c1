// `npm run bench:load`: starts the site and sends a mixed load (home, explorer with filters, course
// pages, search, price calls) from a second process on loopback for 60 s at 64 connections, then
// prints requests per second, latency percentiles, errors and the worker's memory before and after.
import { execFileSync, spawn } from 'node:child_process';
import { readdir, readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { samplePaths } from './sample-paths.mjs';
import { freePort, startDevServer } from '../dev/dev-server.mjs';

const DURATION_S = Number(process.env.LOAD_DURATION ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 64);
const MAX_REQUESTS = 2_000_000;

/** Resident memory (MB) of the workerd processes under a PID, read from /proc. */
async function workerdMemoryMb(rootPid) {
  const children = new Map();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const status = await readFile(`/proc/${entry}/status`, 'utf8').catch(() => '');
    const ppid = Number(/PPid:\s+(\d+)/.exec(status)?.[1]);
    const name = /Name:\s+(\S+)/.exec(status)?.[1];
    const rss = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    children.set(Number(entry), { ppid, name, rss });
  }
  let total = 0;
  const walk = (pid) => {
    for (const [child, info] of children) {
      if (info.ppid !== pid) continue;
      if (info.name?.startsWith('workerd')) total += info.rss;
      walk(child);
    }
  };
  walk(rootPid);
  return (total / 1024).toFixed(0);
}

async function firstEventId(baseUrl, coursePath) {
  if (!coursePath) return null;
  const payload = await (await fetch(`${baseUrl}${coursePath}/_payload.json`)).json();
  const course = Object.values(payload.loaderData ?? {}).find((data) => data?.course)?.course;
  const event = course?.events?.find((e) => !e.cancelled) ?? null;
  return event ? { id: event.id, type: event.type } : null;
}

execFileSync(process.execPath, ['scripts/build/build.mjs'], { stdio: 'inherit' });
const persistTo = await mkdtemp(path.join(tmpdir(), 'fei-load-'));
const server = await startDevServer({ port: await freePort(), persistTo, quiet: true });
try {
  const paths = await samplePaths(server.url);
  const event = await firstEventId(server.url, paths.course);
  const cookie = { Cookie: 'i18n_redirected=sv' };
  const requests = [
    { method: 'GET', path: paths.home, headers: cookie },
    { method: 'GET', path: paths.explorer },
    ...(paths.course ? [{ method: 'GET', path: paths.course }] : []),
    { method: 'GET', path: '/api/search?q=ledar&department=course&language=sv' },
    ...(event
      ? [
          {
            method: 'POST',
            path: '/api/backend/cart/price',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ items: [{ id: event.id, type: event.type, participantCount: 2 }] }),
          },
        ]
      : []),
  ];
  // Warm every route once so the figures measure steady state.
  for (const request of requests)
    await fetch(`${server.url}${request.path}`, { method: request.method, headers: request.headers, body: request.body });
  const before = await workerdMemoryMb(server.pid);
  const client = spawn(
    process.execPath,
    [
      'scripts/bench/load-client.mjs',
      JSON.stringify({ url: server.url, requests, connections: CONNECTIONS, duration: DURATION_S, maxRequests: MAX_REQUESTS }),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  client.stdout.on('data', (chunk) => (output += chunk));
  const code = await new Promise((resolve) => client.on('exit', resolve));
  if (code !== 0) throw new Error(`load client exited with ${code}`);
  const result = JSON.parse(output);
  const after = await workerdMemoryMb(server.pid);
  const errors = result.non2xx + result.errors + result.timeouts;
  console.log(`\nMixed load: ${requests.length} request kinds (${requests.map((r) => `${r.method} ${r.path.split('?')[0]}`).join(', ')})`);
  console.log(`${CONNECTIONS} connections for ${DURATION_S} s from a second process on loopback\n`);
  console.log(`requests         ${result.requests}`);
  console.log(`requests/s       ${result.rps.toFixed(0)}`);
  console.log(`latency p50      ${result.p50} ms`);
  console.log(`latency p95      ${result.p95.toFixed(0)} ms`);
  console.log(`latency p99      ${result.p99} ms`);
  console.log(`errors           ${errors} (non-2xx ${result.non2xx}, socket errors ${result.errors}, time-outs ${result.timeouts}; must be 0)`);
  console.log(`workerd memory   ${before} MB before, ${after} MB after`);
  if (errors > 0) process.exitCode = 1;
} finally {
  await server.stop();
  await rm(persistTo, { recursive: true, force: true });
}
