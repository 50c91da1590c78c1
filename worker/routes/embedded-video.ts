import { CACHE_CONTROL } from '../cache-control';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../app-env';
import type { VideoMediaPort } from '../ports/video';
import { parseByteRange } from './byte-range';

// The media never change within a deploy; a day keeps a new deploy's stills from waiting long.
const noSuchVideo = (c: Context<AppEnv>) => c.text('No such video', 404, { 'Cache-Control': CACHE_CONTROL.noStore });

/**
 * The embedded video service (`VIDEO_SERVICE` unset): a still and a stream per playback id of the
 * embedded content, at the paths of `EMBEDDED_VIDEO_PATHS`. The still is always 480 px wide,
 * whatever `width` asks; the MP4 answers byte ranges, as video elements ask for them.
 */
export function embeddedVideoRoutes(video: VideoMediaPort) {
  const app = new Hono<AppEnv>();

  app.get('/:playbackId/thumbnail.png', (c) => {
    const media = video.media(c.req.param('playbackId'));
    if (!media) return noSuchVideo(c);
    return c.body(media.still, 200, { 'Content-Type': 'image/png', 'Cache-Control': CACHE_CONTROL.embeddedVideo });
  });

  app.get('/:file{[A-Za-z0-9]+\\.mp4}', (c) => {
    const media = video.media(c.req.param('file').slice(0, -'.mp4'.length));
    if (!media) return noSuchVideo(c);
    const size = media.clip.byteLength;
    const headers = { 'Content-Type': 'video/mp4', 'Cache-Control': CACHE_CONTROL.embeddedVideo, 'Accept-Ranges': 'bytes' };
    const range = parseByteRange(c.req.header('Range'), size);
    if (range === 'unsatisfiable') return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${size}` });
    if (range === null) return c.body(media.clip, 200, headers);
    return c.body(media.clip.slice(range.start, range.end + 1), 206, {
      ...headers,
      'Content-Range': `bytes ${range.start}-${range.end}/${size}`,
    });
  });

  return app;
}
