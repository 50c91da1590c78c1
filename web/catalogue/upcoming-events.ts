import type { ContentEvent } from '../../shared/content/content-event';

/** What a visitor may do with an event: book it, or why not. */
export type SeatState = 'open' | 'few' | 'full' | 'cancelled';

/** Below this many free seats an event says so. */
export const FEW_SEATS = 5;

/** The booking state of an event. */
export function seatState(event: Pick<ContentEvent, 'seats' | 'cancelled'>): SeatState {
  if (event.cancelled) return 'cancelled';
  if (event.seats <= 0) return 'full';
  return event.seats <= FEW_SEATS ? 'few' : 'open';
}

/** The schedule page's `eventType` parameter of an event ('course' or 'programme'). */
export function scheduleEventType(event: Pick<ContentEvent, 'type'>): 'course' | 'programme' {
  return event.type === 'courseEvent' ? 'course' : 'programme';
}
