/** At most this many route preloads run at once. */
export const MAX_PARALLEL_PREFETCH = 4;

export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** Prefetching is skipped on data-saver or 2g connections. */
export function prefetchAllowed(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? '').includes('2g');
}

/** A tiny queue that runs at most `limit` tasks in parallel; later tasks wait their turn. */
export function createLimiter(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      release();
    }
  };
}
