import { videoUrls, type VideoService, type VideoUrls } from '../../shared/video/video-urls';
import { useRootData } from '../app/site-data';

/** The video service the site is configured with (`VIDEO_SERVICE`, through the public config). */
export function useVideoService(): VideoService {
  return useRootData().config.videoService;
}

/** The still and stream of a video on the configured service. */
export function useVideoUrls(playbackId: string): VideoUrls {
  return videoUrls(useVideoService(), playbackId);
}
