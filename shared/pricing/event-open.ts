import { hasStarted } from '../calendar/business-day';
import type { CatalogueEvent } from './catalogue';

/** Why an event cannot be booked, or undefined when it can. */
export type EventClosedReason = 'cancelled' | 'started' | 'full';

/** Why an event is closed at `now`: cancelled, started (see `calendar/business-day.ts`) or without seats. */
export function eventClosedReason(event: CatalogueEvent, now: number): EventClosedReason | undefined {
  if (event.cancelled) return 'cancelled';
  if (hasStarted(event.startDate, now)) return 'started';
  if (event.seatsLeft <= 0) return 'full';
  return undefined;
}

/** The event open check: open unless cancelled, started or full. */
export function isEventOpen(event: CatalogueEvent, now: number): boolean {
  return eventClosedReason(event, now) === undefined;
}
