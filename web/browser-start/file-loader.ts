import { fileAddress } from './start-files';

/** How many files the start script asks for in one task. */
export const PRELOADS_PER_TASK = 2;

/** Imports the module at an address (the browser's `import()`; tests pass their own). */
export type ImportModule = (address: string) => Promise<unknown>;

/**
 * What both start scripts do with their files (web/browser-start/app-start.ts, islands-start.ts):
 * - `linkFiles`: adds a link of the given kind for each, two per task: a phone spends 2-4 ms of
 *   main thread on each request it starts, so more links in one task make a long task of the
 *   page's start (docs/decisions/013); `then` gets, once every link is in, a promise per link the
 *   browser supports of that kind, settled when its file has arrived or failed;
 * - `afterLeadPainted`: runs a function in a task of its own once the lead image (the one fetched
 *   with high priority) has arrived and been decoded, and a frame has gone by, so that it is on
 *   screen: until then the network and the main thread belong to what the visitor sees first;
 * - `preloadThenImport`: preloads the files side by side, so that everything arrives in one round
 *   trip, the entry (the largest file, the first) first, and imports the entry once every file has
 *   arrived (or failed): the app's start then runs its short tasks after its files' responses, not
 *   between them, where they would wait for a core the responses are using (docs/decisions/020).
 *   A browser without modulepreload does not wait for it.
 */
export function fileLoader(window: Window, files: readonly string[], importModule: ImportModule) {
  const { document } = window;
  const addresses = files.map((file) => fileAddress(file, window.location.origin));
  const [entry] = addresses;
  const linkFiles = (
    rel: 'modulepreload' | 'prefetch',
    then: (arrived: Promise<unknown>[]) => void,
    from = 0,
    arrived: Promise<unknown>[] = [],
  ) => {
    for (const href of addresses.slice(from, from + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = rel;
      link.href = href;
      if (link.relList.supports(rel))
        arrived.push(
          new Promise((done) => {
            link.addEventListener('load', done);
            link.addEventListener('error', done);
          }),
        );
      document.head.append(link);
    }
    if (from + PRELOADS_PER_TASK < addresses.length) window.setTimeout(() => linkFiles(rel, then, from + PRELOADS_PER_TASK, arrived), 0);
    else then(arrived);
  };
  const lead = document.querySelector<HTMLImageElement>('img[fetchpriority=high]');
  const afterLeadPainted = (then: () => void) =>
    (lead ? lead.decode().catch(() => {}) : Promise.resolve()).then(() => window.requestAnimationFrame(() => window.setTimeout(then, 0)));
  const preloadThenImport = () =>
    afterLeadPainted(() => linkFiles('modulepreload', (arrived) => Promise.all(arrived).then(() => entry && importModule(entry))));
  return { linkFiles, afterLeadPainted, preloadThenImport };
}
