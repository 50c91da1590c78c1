import { useEffect, useState } from 'react';

/** False during server rendering and hydration, true after: for what only works with JavaScript. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
