import { MUX_COLORS } from '../../embedded/content/seed/mux-colors';
import clip from '../../embedded/video/media/clip.mp4';
import still1 from '../../embedded/video/media/still-1.png';
import still2 from '../../embedded/video/media/still-2.png';
import still3 from '../../embedded/video/media/still-3.png';
import still4 from '../../embedded/video/media/still-4.png';
import type { VideoMedia, VideoMediaPort } from '../../ports/video';

// Drawn once by scripts/build/generate-demo-video.mjs. The seed has more videos than stills: each
// playback id gets the still at its place in the seed's list, round the four, and all share the clip.
const STILLS = [still1, still2, still3, still4];

const VIDEOS: ReadonlyMap<string, VideoMedia> = new Map(
  Object.keys(MUX_COLORS).map((playbackId, index) => [playbackId, { still: STILLS[index % STILLS.length]!, clip }]),
);

/** The embedded video service: the media of the embedded content's playback ids. */
export const embeddedVideo: VideoMediaPort = {
  media: (playbackId) => VIDEOS.get(playbackId) ?? null,
};
