import { MUX_COLORS } from '../../embedded/content/seed/mux-colors';
import clip from '../../embedded/video/media/clip.mp4';
import still1 from '../../embedded/video/media/still-1.png';
import still2 from '../../embedded/video/media/still-2.png';
import still3 from '../../embedded/video/media/still-3.png';
import still4 from '../../embedded/video/media/still-4.png';

// The embedded video service's media, served by worker/routes/embedded-video.ts. There is no
// port: with Mux configured the browser talks to Mux directly and the worker serves no video.

/** What the embedded video service holds for one playback id. */
export interface EmbeddedVideo {
  /** PNG, 480×270. */
  still: ArrayBuffer;
  /** H.264 baseline MP4, a few seconds, no sound. */
  clip: ArrayBuffer;
}

// Drawn once by scripts/generate-demo-video.mjs. The seed has more videos than stills: each
// playback id gets the still at its place in the seed's list, round the four, and all share the clip.
const STILLS = [still1, still2, still3, still4];

const VIDEOS: ReadonlyMap<string, EmbeddedVideo> = new Map(
  Object.keys(MUX_COLORS).map((playbackId, index) => [playbackId, { still: STILLS[index % STILLS.length]!, clip }]),
);

/** The media of a playback id of the embedded content, or null for an id this service does not hold. */
export function embeddedVideo(playbackId: string): EmbeddedVideo | null {
  return VIDEOS.get(playbackId) ?? null;
}
