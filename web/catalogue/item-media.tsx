import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { ContentImage } from '../../shared/content/content-primitives';
import { useI18n } from '../app/i18n-context';
import { Icon } from '../ui/icon';
import { useHydrated } from '../lib/use-hydrated';
import { useVideoService, useVideoUrls } from '../video/use-video-urls';
import { loadVideoPlayer, type MuxPlayerProps } from '../video/video-player-loader';
import { useMuxColor } from '../video/use-mux-color';
import { VideoStill } from '../video/video-still';

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
 * The embedded service's MP4 in the browser's own video element. A plain file needs no streaming
 * player, and the Mux player would also fetch Google's cast library from the internet, which a
 * clip on the site's own origin cannot use.
 */
function EmbeddedPlayer({ playbackId, title, onError }: { playbackId: string; title: string; onError: () => void }) {
  const { stream, still } = useVideoUrls(playbackId);
  return (
    // biome-ignore lint/a11y/useMediaCaption: the embedded clip has no sound track, so there is nothing to caption
    <video className="item-media__player" src={stream} poster={still} aria-label={title} controls autoPlay playsInline onError={onError} />
  );
}

/**
 * The hero image of an item, or its video. With a playback id the still shows first; the player
 * mounts when the visitor presses play, so nothing streams unasked. With Mux, the Mux player's
 * code is fetched after the page is interactive; with the embedded video service the browser's
 * own video element plays the worker's MP4. Offline, without JavaScript or when the player
 * fails, the still (or the item image under it) stays.
 */
export function ItemMedia({ image, playbackId, title }: { image: ContentImage; playbackId: string | null; title: string }) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const embedded = useVideoService() === 'embedded';
  const [Player, setPlayer] = useState<ComponentType<MuxPlayerProps> | null>(null);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const figure = useRef<HTMLElement>(null);
  const color = useMuxColor(playbackId);

  // The band around a video (the item hero) takes the video's colour once it arrives. The band is
  // the server's HTML around this island, so the colour is set on it here.
  useEffect(() => {
    const band = figure.current?.closest<HTMLElement>('.item-hero');
    if (!band || !color) return;
    band.style.setProperty('--hero-background', color);
    return () => {
      band.style.removeProperty('--hero-background');
    };
  }, [color]);

  useEffect(() => {
    setPlaying(false);
    setFailed(false);
    if (!playbackId || embedded) return;
    return afterInteractive(() => {
      loadVideoPlayer()
        ?.then((module) => setPlayer(() => module.default))
        .catch(() => setFailed(true));
    });
  }, [playbackId, embedded]);

  // Pressing play replaces the button with the player: the focus goes to the player (its own
  // controls), or to the figure while a player has no focusable element, never to the page.
  const focusPlayer = useRef(false);
  useEffect(() => {
    if (!playing || !focusPlayer.current) return;
    focusPlayer.current = false;
    figure.current?.querySelector<HTMLElement>('video, mux-player')?.focus();
    if (!figure.current?.contains(document.activeElement)) figure.current?.focus();
  }, [playing]);

  const fail = () => {
    setFailed(true);
    setPlaying(false);
  };
  const canPlay = playbackId !== null && hydrated && !failed && (embedded || Player !== null);
  return (
    <figure ref={figure} className="item-media" data-video={playbackId ? 'true' : undefined} tabIndex={playbackId ? -1 : undefined}>
      <img className="item-media__image" src={image.src} alt={image.alt} width={1200} height={675} fetchPriority="high" />
      {playbackId && !playing ? <VideoStill playbackId={playbackId} /> : null}
      {canPlay && playing && embedded ? <EmbeddedPlayer playbackId={playbackId} title={title} onError={fail} /> : null}
      {canPlay && playing && !embedded && Player ? (
        <Player
          className="item-media__player"
          playbackId={playbackId}
          autoPlay
          title={title}
          accentColor="#0a58ca"
          metadata={{ video_title: title }}
          onError={fail}
        />
      ) : null}
      {canPlay && !playing ? (
        <button
          type="button"
          className="item-media__play"
          onClick={() => {
            focusPlayer.current = true;
            setPlaying(true);
          }}
          data-testid="play-video"
        >
          <Icon name="play" />
          <span>{t('content.play_video')}</span>
        </button>
      ) : null}
      {failed ? <figcaption className="item-media__note">{t('content.video_unavailable')}</figcaption> : null}
    </figure>
  );
}
