import { useEffect, useRef, useState } from 'react';
import { HEADER_SCROLL_THROTTLE_MS, INITIAL_HEADER_SCROLL, nextHeaderScroll, type HeaderScrollState } from './header-scroll';
import { throttle } from './throttle';

/**
 * The header's scroll position state, read at most every 100 ms. `onScroll` also gets each
 * position read (the menus close themselves after more than 20 px of scroll).
 */
export function useHeaderScroll(onScroll?: (y: number) => void): HeaderScrollState {
  const [state, setState] = useState<HeaderScrollState>(INITIAL_HEADER_SCROLL);
  const callback = useRef(onScroll);
  callback.current = onScroll;
  useEffect(() => {
    const update = throttle(() => {
      const y = window.scrollY;
      setState((previous) => nextHeaderScroll(previous, y, window.innerWidth));
      callback.current?.(y);
    }, HEADER_SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', update, { passive: true });
    update();
    return () => {
      window.removeEventListener('scroll', update);
      update.cancel();
    };
  }, []);
  return state;
}
