import type { ContentEvent } from '../../shared/content/content-event';
import { EVENT_PATH_TYPE } from '../../shared/schemas/event-open';
import type { EventSeats } from '../live-seats-memo';
import { backendFailureOf } from '../ports/backend';
import type { ServiceFailure } from '../../shared/resilience/service-failure';

/** A page does not wait longer than this for the back end's seats; the CMS's figure stands in. */
export const LIVE_SEATS_BUDGET_MS = 1_500;

/**
 * The events with the seats the booking back end knows now, not the CMS's figure: the back end
 * counts the bookings made since. An event the back end calls closed shows as full; where it
 * gives no answer in time (or no seat count for an open event), the CMS's figure stays. Pages are
 * cached for a minute, and ask through the isolate's memo of seats (`context.pageSeats`,
 * worker/live-seats-memo.ts), so what they show is about a minute old at most.
 */
export async function withLiveSeats<Event extends ContentEvent>(
  backend: EventSeats,
  events: readonly Event[],
  /** Told when the back end failed (a 5xx), and how: the page shows the CMS's figure and must not be kept. */
  onFailure: (failure: ServiceFailure) => void = () => undefined,
): Promise<Event[]> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const budget = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), LIVE_SEATS_BUDGET_MS);
  });
  try {
    return await Promise.all(events.map((event) => liveSeatsOf(backend, event, budget, onFailure)));
  } finally {
    clearTimeout(timer);
  }
}

async function liveSeatsOf<Event extends ContentEvent>(
  backend: EventSeats,
  event: Event,
  budget: Promise<null>,
  onFailure: (failure: ServiceFailure) => void,
): Promise<Event> {
  if (event.cancelled) return event;
  const answer = await Promise.race([backend.eventOpen(EVENT_PATH_TYPE[event.type], event.id), budget]);
  // The back end failing: a bad answer, its own time-out, known to be down (a 404 is an event it
  // does not know). Missing the page's budget is not counted: a busy embedded back end misses it
  // too, and the budget accepts the CMS's figure for the minute a page is kept.
  if (answer && !answer.ok && answer.error.statusCode >= 500) {
    onFailure(backendFailureOf(answer));
  }
  if (!answer?.ok) return event;
  const seats = answer.value.isOpen ? answer.value.seatsLeft : 0;
  return seats === undefined ? event : { ...event, seats };
}
