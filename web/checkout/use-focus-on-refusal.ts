import { useEffect, useRef } from 'react';

/** The top and bottom of an element's box in the viewport, as `getBoundingClientRect` gives them. */
export interface VerticalBox {
  top: number;
  bottom: number;
}

/**
 * Whether a box is wholly in view: its top at least `clearance` below the viewport's top (clear of
 * a fixed header, with room for a focus ring) and its bottom above the viewport's bottom.
 */
export function wholeInView(box: VerticalBox, clearance: number, viewportHeight: number): boolean {
  return box.top >= clearance && box.bottom <= viewportHeight;
}

/**
 * Moves the focus to a list of problems and shows it whole. The browser's own scroll on focus
 * aligns a list partly above the window with the window's top edge, under a fixed header and its
 * own focus ring cut off (issue 49, item 5); so the list takes the focus without scrolling, and
 * is scrolled to its top, below its `scroll-margin-top`, unless it is wholly in view already.
 */
export function focusWhole(list: HTMLElement): void {
  list.focus({ preventScroll: true });
  const clearance = Number.parseFloat(getComputedStyle(list).scrollMarginTop) || 0;
  if (!wholeInView(list.getBoundingClientRect(), clearance, window.innerHeight)) list.scrollIntoView({ block: 'start' });
}

/**
 * The focus on a form's list of problems after each refused send, so that the visitor hears what
 * stops it and can follow a link to each problem (the checkout's steps, the participant form and
 * the application's applicant step alike), with the list shown whole (`focusWhole`). `attempt`
 * counts the presses of the send button; the list takes the focus when a press leaves problems
 * shown. Give the returned ref to the list and `tabIndex={-1}` while it shows: focusable by this,
 * no Tab stop of its own.
 */
export function useFocusOnRefusal<T extends HTMLElement>(attempt: number, shown: boolean) {
  const list = useRef<T>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each refused press is the trigger, not the list
  useEffect(() => {
    if (attempt > 0 && shown && list.current) focusWhole(list.current);
  }, [attempt]);
  return list;
}
