/** A failed chunk load reloads the page at most once per path within this window. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;

const KEY_PREFIX = 'fei:chunk-reload:';

export interface ReloadStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Decides whether a chunk-load failure on `path` may reload the page, and records the reload.
 * A second failure on the same path within the guard window does not reload again (no loop).
 */
export function claimChunkReload(storage: ReloadStorage, path: string, now: number): boolean {
  const key = KEY_PREFIX + path;
  const last = Number(storage.getItem(key));
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(key, String(now));
  return true;
}

/** Whether an error is a failed dynamic import of a code-split chunk. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
    message,
  );
}

/**
 * Reloads the page once when a code-split chunk failed to load (a new build replaced it): the
 * app's and the islands' entries both hand their failures here.
 */
export function reloadOnChunkError(error: unknown): void {
  if (isChunkLoadError(error) && claimChunkReload(sessionStorage, location.pathname, Date.now())) {
    location.reload();
  }
}
