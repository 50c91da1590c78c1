import { z } from 'zod';

/** Answer of `GET /api/backend/event/{course|programme}/{id}`. */
export const EventOpenResponseSchema = z.object({
  isOpen: z.boolean(),
  /** Seats still free after the bookings made, when the back end tells (the embedded one does). */
  seatsLeft: z.int().nonnegative().optional(),
});
export type EventOpenResponse = z.infer<typeof EventOpenResponseSchema>;

/** The path segment of the open check for each bookable cart item type. */
export const EVENT_PATH_TYPE = { courseEvent: 'course', programmeEvent: 'programme' } as const;
