/**
 * Which video service the site uses: `embedded` (stills and a clip served by the worker from files
 * in the repo, so demo pages work offline) or `mux` (the hosted service, for real playback ids).
 * A plain list, not a zod schema: every page with a video still imports this module, and zod
 * would then be part of every page's first load (the schema is in video-service-schema.ts).
 */
export const VIDEO_SERVICES = ['embedded', 'mux'] as const;
export type VideoService = (typeof VIDEO_SERVICES)[number];

/** Width of a video's still, in pixels (both services serve it as a PNG). */
export const VIDEO_STILL_WIDTH = 480;

/** The embedded service's paths under the site's own origin (the worker's routes answer them). */
export const EMBEDDED_VIDEO_PATHS = {
  still: (playbackId: string) => `/video/${encodeURIComponent(playbackId)}/thumbnail.png`,
  stream: (playbackId: string) => `/video/${encodeURIComponent(playbackId)}.mp4`,
} as const;

/** Where a video's still (PNG) and stream come from. */
export interface VideoUrls {
  still: string;
  /** Mux: the HLS playlist; embedded: a plain MP4 any video element plays. */
  stream: string;
}

/**
 * The still and stream of a video on the configured service: the one place that knows the
 * services' addresses, so the components showing videos do not care which one answers.
 */
export function videoUrls(service: VideoService, playbackId: string): VideoUrls {
  if (service === 'mux') {
    const id = encodeURIComponent(playbackId);
    return {
      still: `https://image.mux.com/${id}/thumbnail.png?width=${VIDEO_STILL_WIDTH}`,
      stream: `https://stream.mux.com/${id}.m3u8`,
    };
  }
  return {
    still: `${EMBEDDED_VIDEO_PATHS.still(playbackId)}?width=${VIDEO_STILL_WIDTH}`,
    stream: EMBEDDED_VIDEO_PATHS.stream(playbackId),
  };
}
