import { createContext, startTransition, useContext, useEffect, useState } from 'react';

/**
 * Whether a React root has hydrated: set in the effects of hydration's commit, the first moment
 * at which every render of the server's HTML under it is over. A plain object, not React state:
 * it is read only to choose the first answer of a component mounted later, never to re-render
 * anything. The app has one root, the whole page (the default); a page run as islands has one per
 * island, each hydrating on its own (web/islands/start-islands.tsx), so that an island hydrating
 * after another still renders what the server rendered.
 */
export interface RootHydration {
  hydrated: boolean;
}

const RootHydrationContext = createContext<RootHydration>({ hydrated: false });

export const RootHydrationProvider = RootHydrationContext.Provider;

/** The hydration of the React root a component is in. */
export function useRootHydration(): RootHydration {
  return useContext(RootHydrationContext);
}

/**
 * What a component mounted after the page hydrated (by a client-side navigation, or shown later)
 * answers in its first render:
 * - `flip-in-transition` (the default): false, then true in a transition, as during hydration;
 * - `true-at-once`: true, for what must work in the first frame it is shown. The cart's parts
 *   need it: a checkout or application step reached by a link would otherwise flash its loading
 *   text although the cart is already read, an add-to-cart button would be disabled (a click on
 *   it lost) until the flip lands, and the toast region would not yet be there to announce.
 */
export type MountedAfterHydration = 'flip-in-transition' | 'true-at-once';

/**
 * False during server rendering and hydration, true after: for what only works with JavaScript.
 * The switch is a transition, so re-rendering everything that changes with it (both menus of the
 * header, the explorer) yields to the browser instead of blocking it in one long task. All the
 * switches of one page land in the same commit, and the root is marked hydrated only then.
 */
export function useHydrated({ mountedAfterHydration = 'flip-in-transition' }: { mountedAfterHydration?: MountedAfterHydration } = {}): boolean {
  const root = useRootHydration();
  const [hydrated, setHydrated] = useState(() => mountedAfterHydration === 'true-at-once' && root.hydrated);
  useEffect(() => {
    root.hydrated = true;
    // Already true for a `true-at-once` component mounted later: React skips the same value.
    startTransition(() => setHydrated(true));
  }, [root]);
  return hydrated;
}
