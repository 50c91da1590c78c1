/** What the embedded video service holds for one playback id. */
export interface VideoMedia {
  /** PNG, 480×270. */
  still: ArrayBuffer;
  /** H.264 baseline MP4, a few seconds, no sound. */
  clip: ArrayBuffer;
}

/**
 * The embedded video service's media (`VIDEO_SERVICE` unset), served by
 * worker/routes/embedded-video.ts from worker/adapters/video/embedded.ts. It has no remote
 * adapter: with Mux configured the browser talks to Mux directly and the worker serves no video.
 */
export interface VideoMediaPort {
  /** The media of a playback id, or null for an id the service does not hold. */
  media(playbackId: string): VideoMedia | null;
}
