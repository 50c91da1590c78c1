import { z } from 'zod';
import { VIDEO_SERVICES } from './video-urls';

/** `VIDEO_SERVICE` in the configuration and in the browser's public configuration. */
export const VideoServiceSchema = z.enum(VIDEO_SERVICES);
