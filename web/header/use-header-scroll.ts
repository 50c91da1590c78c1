import { useEffect, useRef, useState } from 'react';
import { HEADER_SCROLL_THROTTLE_MS, INITIAL_HEADER_SCROLL, nextHeaderScroll, type HeaderScrollState } from './header-scroll';
import { afterPaint } from '../lib/after-paint';
import { throttle } from '../lib/throttle';

/** What the header shows of its scroll state: whether it is fixed, and whether it is slid in. */
export type HeaderPlacement = Pick<HeaderScrollState, 'fixed' | 'visible'>;

/**
 * The header's placement, from scroll positions read at most every 100 ms. `onScroll` also gets
 * each position read (the menus close themselves after more than 20 px of scroll). The last
 * position is kept outside React state: the header (with both menus) re-renders only when its
 * placement changes, not on every position read, the one just after hydration included.
 */
export function useHeaderScroll(onScroll?: (y: number) => void): HeaderPlacement {
  const position = useRef<HeaderScrollState>(INITIAL_HEADER_SCROLL);
  const [placement, setPlacement] = useState<HeaderPlacement>(INITIAL_HEADER_SCROLL);
  const callback = useRef(onScroll);
  callback.current = onScroll;
  useEffect(() => {
    const update = throttle(() => {
      const y = window.scrollY;
      const next = nextHeaderScroll(position.current, y, window.innerWidth);
      position.current = next;
      setPlacement((shown) =>
        shown.fixed === next.fixed && shown.visible === next.visible ? shown : { fixed: next.fixed, visible: next.visible },
      );
      callback.current?.(y);
    }, HEADER_SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', update, { passive: true });
    // A page opened scrolled down (back, or an anchor) places the header at once, after the paint.
    const cancelFirstRead = afterPaint(update);
    return () => {
      window.removeEventListener('scroll', update);
      cancelFirstRead();
      update.cancel();
    };
  }, []);
  return placement;
}
