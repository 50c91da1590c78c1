import { z } from 'zod';
import { VideoServiceSchema } from './video/video-service-schema';

/** The configuration the browser receives with every page: an allow-list, never secrets. */
export const publicConfigSchema = z.object({
  myfeiLoginUrl: z.string(),
  languageSelector: z.boolean(),
  /** Whether the language cookie the browser writes is marked Secure (`COOKIE_SECURE`). */
  cookieSecure: z.boolean(),
  gtmContainerId: z.string().nullable(),
  /** True when every outside service runs on its embedded default (the site says so visibly). */
  embedded: z.boolean(),
  /** Which service answers video stills and streams (`VIDEO_SERVICE`). */
  videoService: VideoServiceSchema,
  buildId: z.string(),
  /** What one booking may hold (`BOOKING_SEATS_PER_EVENT`, `BOOKING_SEATS_IN_ALL`): the cart's "+" stops there, as the commit does. */
  bookingPolicy: z.object({ seatsPerEvent: z.number().int().positive(), seatsInAll: z.number().int().positive() }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
