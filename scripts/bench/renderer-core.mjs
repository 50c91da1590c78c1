// BENCH_PAGES_RENDERER_CORE=1: the page being measured gets a core of its own.
// On this two-core machine the page's main thread otherwise waits for a core while Chromium's
// browser and compositor processes, Lighthouse and the local servers use both, and Lighthouse
// counts that wait as blocking time (docs/decisions/020). A phone's cores are not shared with a
// local server or a profiler. So every process the bench starts runs on the other cores, and each
// renderer process of its browser is moved to the last core as soon as it appears (its threads
// started later inherit that core). Linux only (`taskset`, /proc).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** How often the browser's new renderers are looked for. */
const POLL_MS = 20;

const read = (file) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return ''; // the process has ended
  }
};
/** A process's children, as its threads list them (/proc/<pid>/task/<tid>/children). */
const childrenOf = (pid) => {
  let threads = [];
  try {
    threads = readdirSync(`/proc/${pid}/task`);
  } catch {
    return []; // the process has ended
  }
  return threads.flatMap((thread) => read(`/proc/${pid}/task/${thread}/children`).split(' ').filter(Boolean));
};
/** Puts every thread of a process on the given cores; false when it has ended. */
const placeAllThreads = (pid, cores) => {
  try {
    execFileSync('taskset', ['-a', '-c', '-p', cores, String(pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/**
 * Puts this process, and so everything it starts from now on (the server, the browser), on every
 * core but the last. `follow(browserPid)` then moves that browser's renderers to the last core
 * until the function it returns is called. `others` is the list of the other cores, as `taskset -c`
 * writes it, for a peer server to be started on (the README's benchmarks).
 */
export function rendererCore() {
  const cores = availableParallelism();
  if (cores < 2) throw new Error('BENCH_PAGES_RENDERER_CORE needs at least two cores');
  const own = String(cores - 1);
  const others = cores === 2 ? '0' : `0-${cores - 2}`;
  if (!placeAllThreads(process.pid, others)) throw new Error('BENCH_PAGES_RENDERER_CORE needs `taskset` (util-linux)');
  return {
    own,
    others,
    follow(browserPid) {
      // A renderer is a child of the browser's zygote, which is a child of the browser: only the
      // browser's grandchildren are looked at, each once it has a command line of its own (a fresh
      // fork still shows the zygote's).
      const settled = new Set();
      const timer = setInterval(() => {
        for (const pid of childrenOf(browserPid).flatMap(childrenOf)) {
          if (settled.has(pid)) continue;
          const commandLine = read(`/proc/${pid}/cmdline`);
          if (commandLine.includes('--type=zygote')) continue;
          if (!commandLine.includes('--type=renderer') || placeAllThreads(pid, own)) settled.add(pid);
        }
      }, POLL_MS);
      return () => clearInterval(timer);
    },
  };
}
