/** Breakpoints in px, the single source for CSS custom media and code. */
export const BREAKPOINTS = { mobile: 0, tablet: 760, desktop: 1025 } as const;
export type Viewport = keyof typeof BREAKPOINTS;

/** The viewport kind of a width in CSS pixels. */
export function viewportOf(width: number): Viewport {
  if (width >= BREAKPOINTS.desktop) return 'desktop';
  if (width >= BREAKPOINTS.tablet) return 'tablet';
  return 'mobile';
}
