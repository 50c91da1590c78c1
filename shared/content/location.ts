import { z } from 'zod';

/**
 * Where events take place, in the order the search options list them (spec section 3). The
 * names are the same in both languages: they are filter values as well as labels.
 */
export const LOCATIONS = ['Stockholm', 'Göteborg', 'Malmö', 'Alicante', 'Distans'] as const;

/** One of the five event locations. */
export const LocationSchema = z.enum(LOCATIONS);
export type Location = z.infer<typeof LocationSchema>;
