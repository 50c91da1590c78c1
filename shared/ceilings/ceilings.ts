import { DAY_MS } from '../retention/lifetime';

/**
 * How much visitors may store with us, and how often the calls that store or bill may run across
 * all of them, per UTC day (issue 48: a share stored up to 256 KB and 30 a minute per address
 * filled D1 in about a day; uploads under fresh application keys grew R2 without bound). Each
 * value is a default the configuration may change (README, Configuration).
 */
export interface StorageCeilings {
  /** Shares one client (its IPv4 address or IPv6 /64) may create in a UTC day. */
  sharesPerClientPerDay: number;
  /** Shares stored at once, all clients together (the embedded back end's D1). */
  sharesInAll: number;
  /** Attachment spaces (applications) one client may open in a UTC day. */
  attachmentSpacesPerClientPerDay: number;
  /** Bytes of attachments one client may upload in a UTC day. */
  attachmentBytesPerClientPerDay: number;
  /** Attachment spaces kept at once, all clients together. */
  attachmentSpacesInAll: number;
  /** Bytes of attachments kept at once, all clients together (R2). */
  attachmentBytesInAll: number;
}

const MB = 1024 * 1024;

/**
 * A visitor shares a cart a few times and sends one or two applications (each at most 10 files,
 * 30 MB); a team shares more. The totals keep D1 far below its 10 GB at the largest share
 * (`DEFAULT_CART_BODY_LIMIT`, 20 000 × 200 KB ≈ 4 GB) and R2 at a few tens of GB.
 */
export const DEFAULT_STORAGE_CEILINGS: Readonly<StorageCeilings> = Object.freeze({
  sharesPerClientPerDay: 20,
  sharesInAll: 20_000,
  attachmentSpacesPerClientPerDay: 5,
  attachmentBytesPerClientPerDay: 60 * MB,
  attachmentSpacesInAll: 5_000,
  attachmentBytesInAll: 20 * 1024 * MB,
});

/** The calls that store or bill, each with a ceiling per UTC day across all clients. */
export const CEILED_CALLS = ['commit', 'share', 'upload', 'docs', 'search'] as const;
export type CeiledCall = (typeof CEILED_CALLS)[number];

/**
 * Each call's ceiling per UTC day, all clients together: far above a busy day's bookings and
 * searches, far below what a flood from many networks (each within its per-minute limit) would
 * cost: every hosted search query and every signing document is billed.
 */
export const DEFAULT_CALL_CEILINGS: Readonly<Record<CeiledCall, number>> = Object.freeze({
  commit: 5_000,
  share: 20_000,
  upload: 20_000,
  docs: 2_000,
  search: 200_000,
});

/** The UTC day of a moment, as a whole number of days since the epoch: the key of every daily count. */
export const utcDay = (now: number): number => Math.floor(now / DAY_MS);

/** Whole seconds from `now` until the next UTC day starts (at least 1): a daily count's `Retry-After`. */
export const secondsUntilNextUtcDay = (now: number): number => Math.max(1, Math.ceil(((utcDay(now) + 1) * DAY_MS - now) / 1000));

/** `Retry-After` when the site's total room is full: the hourly clean-up gives room back by then. */
export const ROOM_RETRY_SECONDS = 3600;
