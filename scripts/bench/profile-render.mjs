// `npm run profile:render`: where the worker's CPU goes while it renders pages uncached.
// Starts `wrangler dev` (as the bench does, production React), takes a V8 CPU profile of the worker
// through its inspector while autocannon asks for each page with a unique query (no page cache),
// and prints the functions and source modules with the most self and total time.
// PROFILE_PATHS (comma list, default the home page and a course page), PROFILE_DURATION (s, default 10),
// PROFILE_TOP (rows, default 40), PROFILE_OUT (a file to keep the .cpuprofile in) and PROFILE_CALLERS
// (a pattern of module paths: their time by the first caller outside them) tune it; DEMO_SCALE
// profiles the scaled catalogue.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { uniqueQuery } from './render-rates.mjs';
import { connect } from './inspector.mjs';
import { freePort, startDevServer } from '../dev/dev-server.mjs';

const DURATION_S = Number(process.env.PROFILE_DURATION ?? 10);
const TOP = Number(process.env.PROFILE_TOP ?? 40);
const PATHS = (process.env.PROFILE_PATHS ?? '/,/kurs/ledarskap-for-nya-chefer').split(',');
const SWEDISH = { Cookie: 'i18n_redirected=sv' };

/**
 * esbuild's bundle (wrangler's, in memory) marks where each source module starts with a `// path`
 * comment line; this reads the bundle through the inspector and maps a bundle line back to that
 * module, so samples can be summed per module.
 */
async function moduleLocator(inspector, profile) {
  const starts = new Map();
  await inspector.send('Debugger.enable');
  for (const node of profile.nodes) {
    const { scriptId, url } = node.callFrame;
    if (!url || url.startsWith('node-internal') || starts.has(scriptId)) continue;
    starts.set(scriptId, []);
    const { scriptSource } = await inspector.send('Debugger.getScriptSource', { scriptId }).catch(() => ({ scriptSource: '' }));
    const marks = starts.get(scriptId);
    scriptSource.split('\n').forEach((line, index) => {
      const mark = /^\/\/ (\S+\.(?:[cm]?[jt]sx?|json|graphql|sql))$/.exec(line);
      if (mark) marks.push([index, mark[1].replace(/^.*node_modules\//, '')]);
    });
  }
  await inspector.send('Debugger.disable');
  return (frame) => {
    let found = frame.url || '(native)';
    for (const [line, name] of starts.get(frame.scriptId) ?? []) {
      if (line > frame.lineNumber) break;
      found = name;
    }
    return found;
  };
}

/** Self time per function, and self and total time per source module (total counts a module once per stack). */
function summarise(profile, moduleOf) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const selfSamples = new Map();
  // Idle samples are time the worker waited (for the load generator, or for I/O); shares are of busy time.
  const busy = profile.samples.filter((sample) => nodes.get(sample).callFrame.functionName !== '(idle)');
  for (const sample of busy) selfSamples.set(sample, (selfSamples.get(sample) ?? 0) + 1);
  const total = busy.length;
  const selfByFunction = new Map();
  const totalByFunction = new Map();
  const selfByModule = new Map();
  const totalByModule = new Map();
  const add = (map, key, count) => map.set(key, (map.get(key) ?? 0) + count);
  const functionName = (frame) => `${frame.functionName || '(anonymous)'} (${moduleOf(frame)}:${frame.lineNumber + 1})`;
  for (const [nodeId, count] of selfSamples) {
    const frame = nodes.get(nodeId).callFrame;
    add(selfByFunction, functionName(frame), count);
    add(selfByModule, moduleOf(frame), count);
    const seenModules = new Set();
    const seenFunctions = new Set();
    for (let id = nodeId; id !== undefined; id = parents.get(id)) {
      const outer = nodes.get(id).callFrame;
      const module = moduleOf(outer);
      if (!seenModules.has(module)) add(totalByModule, module, count);
      seenModules.add(module);
      const name = functionName(outer);
      if (!seenFunctions.has(name)) add(totalByFunction, name, count);
      seenFunctions.add(name);
    }
  }
  // PROFILE_CALLERS=zod: time spent in modules matching it, by the first caller outside them.
  const callersOf = process.env.PROFILE_CALLERS ? new RegExp(process.env.PROFILE_CALLERS) : null;
  const byCaller = new Map();
  if (callersOf) {
    for (const [nodeId, count] of selfSamples) {
      let id = nodeId;
      if (!callersOf.test(moduleOf(nodes.get(id).callFrame))) continue;
      while (id !== undefined && (callersOf.test(moduleOf(nodes.get(id).callFrame)) || !nodes.get(id).callFrame.url)) id = parents.get(id);
      add(byCaller, id === undefined ? '(none)' : functionName(nodes.get(id).callFrame), count);
    }
  }
  const top = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)
      .map(([name, count]) => `${((100 * count) / total).toFixed(1).padStart(5)} %  ${name}`);
  return {
    total,
    sections: {
      'self time by function': top(selfByFunction),
      'total time by function': top(totalByFunction),
      'self time by module': top(selfByModule),
      'total time by module': top(totalByModule),
      ...(callersOf ? { [`time in ${callersOf.source} by caller`]: top(byCaller) } : {}),
    },
  };
}

execFileSync(process.execPath, ['scripts/build/build.mjs'], { stdio: 'inherit' });
const persistTo = await mkdtemp(path.join(tmpdir(), 'fei-profile-'));
const inspectorPort = await freePort();
// DEMO_SCALE serves the scaled catalogue, as `npm run bench:scale` does.
const vars = process.env.DEMO_SCALE ? { DEMO_SCALE: process.env.DEMO_SCALE } : {};
const server = await startDevServer({ port: await freePort(), persistTo, quiet: true, inspectorPort, vars });
try {
  const inspector = await connect(inspectorPort);
  await inspector.send('Profiler.enable');
  await inspector.send('Profiler.setSamplingInterval', { interval: 200 });
  for (const pagePath of PATHS) {
    const url = `${server.url}${pagePath}`;
    const requests = uniqueQuery(pagePath, 'profile');
    // Warm the isolate and the content caches, so the profile shows steady state.
    await autocannon({ url, connections: 2, amount: 100, headers: SWEDISH, requests });
    await inspector.send('Profiler.start');
    const result = await autocannon({ url, connections: 10, duration: DURATION_S, headers: SWEDISH, requests });
    const { profile } = await inspector.send('Profiler.stop');
    if (process.env.PROFILE_OUT) await writeFile(`${process.env.PROFILE_OUT}-${PATHS.indexOf(pagePath)}.cpuprofile`, JSON.stringify(profile));
    const { total, sections } = summarise(profile, await moduleLocator(inspector, profile));
    console.log(
      `\n${pagePath}: ${Math.round(result.requests.average)} req/s, ${result.non2xx + result.errors} bad, ${total} busy samples of ${profile.samples.length}`,
    );
    for (const [title, rows] of Object.entries(sections)) console.log(`\n${title}\n${rows.join('\n')}`);
  }
  inspector.close();
} finally {
  await server.stop();
  await rm(persistTo, { recursive: true, force: true });
}
