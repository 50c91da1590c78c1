/** The bag badge never shows more than this. */
export const BADGE_CAP = 5;

/** The count the bag badge displays, or null when the cart holds nothing (no badge). */
export function badgeCount(count: number): number | null {
  if (!Number.isFinite(count) || count < 1) return null;
  return Math.min(Math.floor(count), BADGE_CAP);
}
