/** At most this many route preloads run at once. */
export const MAX_PARALLEL_PREFETCH = 4;

export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** The browser's connection information, where it has any (Chromium's `navigator.connection`). */
export function browserConnection(): ConnectionInfo | undefined {
  if (!('connection' in navigator)) return undefined;
  const connection: unknown = navigator.connection;
  if (typeof connection !== 'object' || connection === null) return undefined;
  return {
    saveData: 'saveData' in connection && connection.saveData === true,
    effectiveType: 'effectiveType' in connection && typeof connection.effectiveType === 'string' ? connection.effectiveType : undefined,
  };
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
