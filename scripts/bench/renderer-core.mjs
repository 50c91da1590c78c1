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
/** The parent's pid, from /proc/<pid>/stat ("pid (name) state ppid ..."). */
const parentOf = (pid) => Number(read(`/proc/${pid}/stat`).split(') ')[1]?.split(' ')[1] ?? 0);
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
  placeAllThreads(process.pid, others);
  return {
    own,
    others,
    follow(browserPid) {
      const moved = new Set();
      // A renderer is a child of the browser's zygote, which is a child of the browser.
      const isTheBrowsers = (pid) => parentOf(pid) === browserPid || parentOf(parentOf(pid)) === browserPid;
      const timer = setInterval(() => {
        for (const entry of readdirSync('/proc')) {
          if (!/^\d+$/.test(entry) || moved.has(entry)) continue;
          if (!read(`/proc/${entry}/cmdline`).includes('--type=renderer') || !isTheBrowsers(Number(entry))) continue;
          if (placeAllThreads(entry, own)) moved.add(entry);
        }
      }, POLL_MS);
      return () => clearInterval(timer);
    },
  };
}
