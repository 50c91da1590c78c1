/** How often the browser asks whether a new build is out (spec section 9). */
export const BUILD_POLL_INTERVAL_MS = 60 * 60 * 1000;

let currentBuildId: string | null = null;
let latestBuildId: string | null = null;

/** True once the server has announced a build other than the one this page runs. */
export function newBuildAvailable(): boolean {
  return currentBuildId !== null && latestBuildId !== null && latestBuildId !== currentBuildId;
}

async function poll(): Promise<void> {
  try {
    const response = await fetch(`/builds/latest.json?${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return;
    const body = (await response.json()) as { id?: unknown };
    if (typeof body.id === 'string') latestBuildId = body.id;
  } catch {
    // Offline or a deploy in progress: try again at the next interval.
  }
}

/** Starts polling `builds/latest.json` every hour; a new id makes the next navigation a full load. */
export function watchForNewBuilds(buildId: string): void {
  currentBuildId = buildId;
  window.setInterval(() => void poll(), BUILD_POLL_INTERVAL_MS);
}
