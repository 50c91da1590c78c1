import { startTransition, useEffect, useState } from 'react';

/**
 * False during server rendering and hydration, true after: for what only works with JavaScript.
 * The switch is a transition, so re-rendering everything that changes with it (both menus of the
 * header, the explorer) yields to the browser instead of blocking it in one long task. All the
 * switches of one page land in the same commit, and the root is marked hydrated only then.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}
