import { viewportOf } from '../../shared/breakpoints';

/** Scroll distances (px) past which the header fixes itself. */
export const HEADER_FIX_THRESHOLD = { mobile: 300, other: 600 } as const;
/** How often scroll positions are read (ms). */
export const HEADER_SCROLL_THROTTLE_MS = 100;
/** Scrolling further than this (px) with a submenu open closes it. */
export const MENU_SCROLL_CLOSE_PX = 20;

/** Where the header is: in the page flow, or fixed to the top and slid in or out. */
export interface HeaderScrollState {
  y: number;
  fixed: boolean;
  /** Whether a fixed header is slid in; a header in the flow is always visible. */
  visible: boolean;
}

export const INITIAL_HEADER_SCROLL: HeaderScrollState = { y: 0, fixed: false, visible: true };

/** The scroll distance past which the header fixes itself at a viewport width. */
export function headerFixThreshold(width: number): number {
  return viewportOf(width) === 'mobile' ? HEADER_FIX_THRESHOLD.mobile : HEADER_FIX_THRESHOLD.other;
}

/**
 * The header's next position after a scroll to `y`: in the flow up to the threshold; beyond it
 * fixed, sliding in while the visitor scrolls up (towards the menu) and out while reading down.
 */
export function nextHeaderScroll(previous: HeaderScrollState, y: number, width: number): HeaderScrollState {
  const top = Math.max(0, y);
  if (top <= headerFixThreshold(width)) return { y: top, fixed: false, visible: true };
  if (top === previous.y) return { ...previous, fixed: true };
  return { y: top, fixed: true, visible: top < previous.y };
}

/** Whether a scroll from where a submenu was opened to `y` is far enough to close it. */
export function scrolledPastMenuClose(openedAtY: number, y: number): boolean {
  return Math.abs(y - openedAtY) > MENU_SCROLL_CLOSE_PX;
}
