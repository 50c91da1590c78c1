import type { BackendPort, EventPathType } from './ports/backend';

/**
 * How long the pages of an isolate reuse the booking back end's seats of an event. A page is kept
 * for a minute anyway (`PAGE_CACHE_TTL_MS`), so the seats it shows are already that old at most;
 * reusing them for a quarter of that keeps a page rendered for every unique address (a junk or
 * tracking query, which no page cache holds) from asking the back end each time (issue 48).
 */
export const LIVE_SEATS_REUSE_MS = 15_000;

/** The one call of the back end that a page's seats need. */
export type EventSeats = Pick<BackendPort, 'eventOpen'>;

/** The pages' seats of one back end, and how a booking made through this app tells them its events changed. */
export interface PageSeats extends EventSeats {
  /** The seats of this event changed (a commit here): the next page asks the back end again. */
  changed(type: EventPathType, id: number): void;
}

type SeatAnswer = Awaited<ReturnType<BackendPort['eventOpen']>>;

/**
 * The back end's good seat answers, kept for `LIVE_SEATS_REUSE_MS` for the pages (course,
 * programme and schedule loaders): one per app, as the page cache (worker/app.ts), so the
 * isolate's app shares it between all its requests. Only pages read it: the cart's own open check, the
 * price and the commit always ask the back end. A refusal or failure is never kept, and no call is
 * shared between requests (a call of a request that ended may never settle); a handful of renders
 * starting together each ask once.
 */
export class LiveSeatsMemo {
  readonly #answers = new Map<string, { at: number; answer: SeatAnswer }>();

  constructor(
    private readonly now: () => number = Date.now,
    /** Events of every catalogue page the isolate shows; the oldest go first beyond it. */
    private readonly maxEntries = 5_000,
  ) {}

  /** The seats of the back end that `scope` names (its address), read through this memo. */
  of(scope: string, backend: () => EventSeats): PageSeats {
    const keyOf = (type: EventPathType, id: number) => `${scope} ${type} ${id}`;
    return {
      changed: (type, id) => {
        this.#answers.delete(keyOf(type, id));
      },
      eventOpen: async (type, id) => {
        const key = keyOf(type, id);
        const kept = this.#answers.get(key);
        if (kept && this.now() - kept.at < LIVE_SEATS_REUSE_MS) return kept.answer;
        const at = this.now();
        const answer = await backend().eventOpen(type, id);
        this.#answers.delete(key);
        if (answer.ok) this.#answers.set(key, { at, answer });
        const oldest = this.#answers.keys().next();
        if (this.#answers.size > this.maxEntries && !oldest.done) this.#answers.delete(oldest.value);
        return answer;
      },
    };
  }
}
