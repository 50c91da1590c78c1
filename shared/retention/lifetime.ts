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
 * Whether something last changed at `since` has outlived `lifetimeDays` at `now`. Shares and
 * unsent attachments hold personal data and cost storage; nothing keeps them for ever, and the
 * rule is applied whenever they are read, so no clean-up job has to run first.
 */
export function outlived(since: number, now: number, lifetimeDays: number): boolean {
  return now - since >= lifetimeDays * DAY_MS;
}
