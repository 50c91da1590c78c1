import { z } from 'zod';

/** Answer of `GET /api/backend/event/{course|programme}/{id}`. */
export const EventOpenResponseSchema = z.object({ isOpen: z.boolean() });
export type EventOpenResponse = z.infer<typeof EventOpenResponseSchema>;

/** The path segment of the open check for each bookable cart item type. */
export const EVENT_PATH_TYPE = { courseEvent: 'course', programmeEvent: 'programme' } as const;
