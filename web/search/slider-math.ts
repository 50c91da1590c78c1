import { BREAKPOINTS } from '../../shared/breakpoints';

/** The slider's constants. */
export const SLIDER = {
  /** Pixels between two slides. */
  spacing: 31,
  /** How far from the end the last start position is: the slides still in view at the end. */
  maxOffset: { mobile: -1, tablet: -2, desktop: -3 },
  animationMs: 500,
  /** After a resize the slider measures again at these delays (fonts and images settle late). */
  resizeRecheckMs: [500, 2000],
  /** A swipe's speed is taken over the pointer samples of this last stretch of time. */
  velocityWindowMs: 200,
  /** Pixels per millisecond from which a short swipe still moves one slide. */
  flickVelocity: 0.3,
} as const;

export type SliderKind = keyof typeof SLIDER.maxOffset;

/** The slider's kind for a viewport width (mobile below the tablet breakpoint, desktop from its own). */
export function sliderKind(width: number): SliderKind {
  if (width >= BREAKPOINTS.desktop) return 'desktop';
  return width >= BREAKPOINTS.tablet ? 'tablet' : 'mobile';
}

/** The highest start index: the count plus the kind's (negative) maximum offset, never below 0. */
export function lastIndex(count: number, kind: SliderKind): number {
  return Math.max(0, count + SLIDER.maxOffset[kind]);
}

/** An index kept between 0 and the last start index. */
export function clampIndex(index: number, count: number, kind: SliderKind): number {
  if (!Number.isFinite(index)) return 0;
  return Math.min(Math.max(0, Math.round(index)), lastIndex(count, kind));
}

/** The previous and next flags: whether the slider can move back or on from a position. */
export function sliderFlags(index: number, count: number, kind: SliderKind): { hasPrevious: boolean; hasNext: boolean } {
  const at = clampIndex(index, count, kind);
  return { hasPrevious: at > 0, hasNext: at < lastIndex(count, kind) };
}

/** The track's translation in pixels for a start index and a slide width. */
export function trackOffset(index: number, slideWidth: number): number {
  return index === 0 ? 0 : -index * (slideWidth + SLIDER.spacing);
}

/** A pointer position at a time (ms). */
export interface PointerSample {
  time: number;
  x: number;
}

/**
 * The swipe's speed in pixels per millisecond over the samples of the last velocity window
 * before `now` (positive to the right); 0 with fewer than two samples in the window.
 */
export function swipeVelocity(samples: readonly PointerSample[], now: number): number {
  const recent = samples.filter((sample) => now - sample.time <= SLIDER.velocityWindowMs);
  if (recent.length < 2) return 0;
  const first = recent[0]!;
  const last = recent[recent.length - 1]!;
  const elapsed = last.time - first.time;
  return elapsed > 0 ? (last.x - first.x) / elapsed : 0;
}

/**
 * Where a swipe ends: a drag of more than half a slide moves by the slides dragged; a fast flick
 * moves one slide in its direction; anything else snaps back. Always within the slider's range.
 */
export function indexAfterSwipe(index: number, dragPx: number, velocity: number, slideWidth: number, count: number, kind: SliderKind): number {
  const step = slideWidth + SLIDER.spacing;
  let moved = step > 0 ? Math.round(-dragPx / step) : 0;
  if (moved === 0 && Math.abs(velocity) >= SLIDER.flickVelocity) moved = velocity < 0 ? 1 : -1;
  return clampIndex(index + moved, count, kind);
}
