/** A day in milliseconds. */
export const DAY_MS = 86_400_000;

/** How long what visitors leave with us is kept, in days, unless configured otherwise. */
export const DEFAULT_LIFETIME_DAYS = {
  /** A shared cart, after its last change: long enough to pass a link around a team and book. */
  share: 30,
  /** The attachments of an application never sent: the time to finish an application. */
  unsentAttachments: 14,
} as const;

/**
 * The moment at `now` at or before which something has outlived `lifetimeDays`: the one cut-off
 * that the read-time checks and the scheduled clean-up (`worker/retention/`) both compare with,
 * in code (`outlived`) and in SQL (`column <= cutoff`).
 */
export function lifetimeCutoff(now: number, lifetimeDays: number): number {
  return now - lifetimeDays * DAY_MS;
}

/**
 * Whether something last changed at `since` has outlived `lifetimeDays` at `now`. Shares and
 * unsent attachments hold personal data and cost storage; nothing keeps them for ever: the rule
 * is applied whenever they are read, and the hourly clean-up deletes those nobody reads again.
 */
export function outlived(since: number, now: number, lifetimeDays: number): boolean {
  return since <= lifetimeCutoff(now, lifetimeDays);
}
