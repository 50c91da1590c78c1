import { startTransition, useEffect, useRef, useState } from 'react';
import { useRootHydration } from './use-hydrated';

const alwaysLoaded = () => true;

/**
 * A value kept in a store outside React (the cart, the saved checkout fields), read like
 * useSyncExternalStore except for how the browser's own value first arrives. useSyncExternalStore
 * re-renders synchronously whenever its value changes, also when the stored cart is read right
 * after hydration: on a checkout step that is the whole form, rendered again in one task (24-28 ms
 * measured, a long task of 100 ms and more on Lighthouse's phone). Here that first change from the
 * server's value is a transition, which React renders in slices; every later change (the
 * visitor's own, a price, another tab) is an ordinary update, as before, so that what the visitor
 * types is never held back. `isLoaded` tells a store still reading (the cart, from IndexedDB) from
 * one that has its value: changes stay transitions until a loaded value has arrived.
 *
 * Before hydration the server's value is shown, as useSyncExternalStore does; a component mounted
 * after the page hydrated (a step reached by a link) starts from the store's value at once.
 */
export function useStoreValue<T>(
  subscribe: (listener: () => void) => () => void,
  getValue: () => T,
  getServerValue: () => T,
  isLoaded: (value: T) => boolean = alwaysLoaded,
): T {
  const root = useRootHydration();
  const [value, setValue] = useState(() => (root.hydrated ? getValue() : getServerValue()));
  // Also false for a component mounted after hydration: a store still reading catches up then.
  const caughtUp = useRef(false);
  useEffect(() => {
    const update = () => {
      const next = getValue();
      if (caughtUp.current) setValue(() => next);
      else startTransition(() => setValue(() => next));
      if (isLoaded(next)) caughtUp.current = true;
    };
    // A change between the render and this effect is read here, as useSyncExternalStore does.
    update();
    return subscribe(update);
  }, [subscribe, getValue, isLoaded]);
  return value;
}
