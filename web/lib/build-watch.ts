/** How often the browser asks whether a new build is out. */
export const BUILD_POLL_INTERVAL_MS = 60 * 60 * 1000;

let currentBuildId: string | null = null;
let latestBuildId: string | null = null;

/** True once the server has announced a build other than the one this page runs. */
export function newBuildAvailable(): boolean {
  return currentBuildId !== null && latestBuildId !== null && latestBuildId !== currentBuildId;
}

/** Asks `builds/latest.json` (with a timestamp query against caches) for the newest build id. */
export async function pollLatestBuild(fetchLatest: typeof fetch = fetch, now: () => number = Date.now): Promise<void> {
  try {
    const response = await fetchLatest(`/builds/latest.json?${now()}`, { cache: 'no-store' });
    if (!response.ok) return;
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'id' in body && typeof body.id === 'string' && body.id.length > 0) latestBuildId = body.id;
  } catch {
    // Offline or a deploy in progress: try again at the next interval.
  }
}

/** Starts polling every hour; a new id makes the next navigation a full page load. */
export function watchForNewBuilds(buildId: string, fetchLatest: typeof fetch = fetch): () => void {
  currentBuildId = buildId;
  latestBuildId = null;
  const timer = setInterval(() => void pollLatestBuild(fetchLatest), BUILD_POLL_INTERVAL_MS);
  return () => clearInterval(timer);
}
