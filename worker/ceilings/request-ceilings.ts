import { waitUntil } from 'cloudflare:workers';
import { type CeiledCall, ROOM_RETRY_SECONDS, type StorageCeilings, secondsUntilNextUtcDay } from '../../shared/ceilings/ceilings';
import { type Config, callCeilings, storageCeilings } from '../config';
import { ApiError } from '../http-error';
import { requestClientKey } from '../rate-limits';
import { type ClientDay, type ClientDayKind, claimClientDay, clientDayOf, releaseClientDay } from './client-day';
import { withinCallCeiling } from './call-ceiling';

/** The daily ceilings as one request meets them (on the request context). */
export interface RequestCeilings {
  /** What visitors may store, per client per day and in all (the configuration's). */
  readonly storage: StorageCeilings;
  /** The clock of the daily counts. */
  now(): number;
  /** Counts one call of a kind against today's ceiling, all clients together; false once it is reached. */
  withinCall(call: CeiledCall): Promise<boolean>;
  /**
   * The request's client in today's counts, or null when it is not counted: a request without a
   * client address outside production (a test calling the worker directly, as for the rate limits).
   */
  client(): Promise<ClientDay | null>;
  /** Adds `amount` to the client's count of `kind` today unless that would pass `cap`; false when it would. */
  claimClientDay(who: ClientDay, kind: ClientDayKind, amount: number, cap: number): Promise<boolean>;
  /** Gives back what a claim took when what it was for was not stored after all. */
  releaseClientDay(who: ClientDay, kind: ClientDayKind, amount: number): Promise<void>;
}

export function createRequestCeilings(config: Config, db: D1Database, request: Request, now: () => number): RequestCeilings {
  const ceilings = callCeilings(config);
  let client: Promise<ClientDay | null> | undefined;
  return {
    storage: storageCeilings(config),
    now,
    withinCall: (call) => withinCallCeiling(db, call, now(), ceilings[call], waitUntil),
    client() {
      const network = requestClientKey(request, config.ENVIRONMENT === 'production');
      client ??= network === null ? Promise.resolve(null) : clientDayOf(db, network, now());
      return client;
    },
    claimClientDay: (who, kind, amount, cap) => claimClientDay(db, who, kind, amount, cap),
    releaseClientDay: (who, kind, amount) => releaseClientDay(db, who, kind, amount),
  };
}

/** 429 for a client that has stored all it may today: it may again when the next UTC day starts. */
export function dailyLimitReached(now: number, what: string): ApiError {
  const error = new ApiError(429, 'daily_limit_reached', `This client has ${what} as often as it may today; try again tomorrow`);
  error.retryAfterSeconds = secondsUntilNextUtcDay(now);
  return error;
}

/** 429 for a call whose ceiling for the day, all clients together, is reached: again when the next UTC day starts. */
export function callCeilingReached(now: number): ApiError {
  const error = new ApiError(429, 'site_capacity_reached', 'The site takes no more of these today; try again tomorrow');
  error.retryAfterSeconds = secondsUntilNextUtcDay(now);
  return error;
}

/** 429 when the site's room for what visitors store is full: the hourly clean-up gives room back. */
export function storageFull(what: string): ApiError {
  const error = new ApiError(429, 'site_capacity_reached', `The site has no room for more ${what} right now; try again later`);
  error.retryAfterSeconds = ROOM_RETRY_SECONDS;
  return error;
}
