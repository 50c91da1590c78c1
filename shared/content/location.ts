import { z } from 'zod';
import { LOCATIONS } from './locations';

export { LOCATIONS };

/** One of the five event locations. */
export const LocationSchema = z.enum(LOCATIONS);
export type Location = z.infer<typeof LocationSchema>;
