import { useEffect, useState, type ComponentType } from 'react';
import type { ContentImage } from '../../shared/content/content-primitives';
import { videoUrls, type VideoService } from '../../shared/video/video-urls';
import { useI18n } from '../app/i18n-context';
import { Icon } from './icon';
import { useVideoService } from './use-video-urls';
import { loadVideoPlayer, type MuxPlayerProps } from './video-player-loader';
import { VideoStill } from './video-still';

/** What the player is given to play: a Mux playback id, or the embedded service's MP4 and still. */
function playerSource(service: VideoService, playbackId: string): Pick<MuxPlayerProps, 'playbackId' | 'src' | 'poster' | 'streamType' | 'disableTracking'> {
  if (service === 'mux') return { playbackId };
  const { stream, still } = videoUrls(service, playbackId);
  return { src: stream, poster: still, streamType: 'on-demand', disableTracking: true };
}

/** Runs `start` once the page is interactive: after the load event, when the browser is idle. */
function afterInteractive(start: () => void): () => void {
  let cancelled = false;
  const run = () => {
    if (cancelled) return;
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => !cancelled && start(), { timeout: 2000 });
    else setTimeout(() => !cancelled && start(), 200);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
  };
}

/**
 * The hero image of an item, or its video. With a playback id the still shows first; the Mux
 * player's code is fetched after the page is interactive, and the player itself mounts when the
 * visitor presses play, so nothing streams unasked. It plays from Mux or, with the embedded video
 * service, the worker's own MP4. Offline, without JavaScript or when the player fails, the still
 * (or the item image under it) stays.
 */
export function ItemMedia({ image, playbackId, title }: { image: ContentImage; playbackId: string | null; title: string }) {
  const { t } = useI18n();
  const service = useVideoService();
  const [Player, setPlayer] = useState<ComponentType<MuxPlayerProps> | null>(null);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    setPlaying(false);
    setFailed(false);
    if (!playbackId) return;
    return afterInteractive(() => {
      loadVideoPlayer()
        ?.then((module) => setPlayer(() => module.default))
        .catch(() => setFailed(true));
    });
  }, [playbackId]);

  const canPlay = playbackId !== null && Player !== null && !failed;
  return (
    <figure className="item-media" data-video={playbackId ? 'true' : undefined}>
      <img className="item-media__image" src={image.src} alt={image.alt} width={1200} height={675} fetchPriority="high" />
      {playbackId && !playing ? <VideoStill playbackId={playbackId} /> : null}
      {canPlay && playing && Player ? (
        <Player
          className="item-media__player"
          {...playerSource(service, playbackId)}
          autoPlay
          title={title}
          accentColor="#0a58ca"
          metadata={{ video_title: title }}
          onError={() => {
            setFailed(true);
            setPlaying(false);
          }}
        />
      ) : null}
      {canPlay && !playing ? (
        <button type="button" className="item-media__play" onClick={() => setPlaying(true)} data-testid="play-video">
          <Icon name="play" />
          <span>{t('content.play_video')}</span>
        </button>
      ) : null}
      {failed ? <figcaption className="item-media__note">{t('content.video_unavailable')}</figcaption> : null}
    </figure>
  );
}
