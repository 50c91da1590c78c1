import { addDays, toIsoDate, type CivilDate } from '../calendar/civil-date';

/** First and last day of an event as `YYYY-MM-DD`. */
export interface EventDates {
  startDate: string;
  endDate: string;
}

/**
 * The dates of an event that starts `offsetDays` after `today` and lasts `lengthDays` calendar
 * days (the end day included, so a one-day event ends on its start day). Seed content stores
 * offsets instead of dates so that the catalogue never goes stale.
 */
export function eventDates(offsetDays: number, lengthDays: number, today: CivilDate): EventDates {
  if (!Number.isInteger(offsetDays) || !Number.isInteger(lengthDays) || lengthDays < 1) {
    throw new RangeError(`Invalid event span: offset ${offsetDays}, length ${lengthDays}`);
  }
  const start = addDays(today, offsetDays);
  return { startDate: toIsoDate(start), endDate: toIsoDate(addDays(start, lengthDays - 1)) };
}
