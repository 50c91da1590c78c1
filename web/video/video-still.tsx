import { useEffect, useRef, useState } from 'react';
import { VIDEO_STILL_WIDTH } from '../../shared/video/video-urls';
import { stillFadeDelayMs } from './still-fade-delay';
import { useVideoUrls } from './use-video-urls';

type StillState = 'loading' | 'loaded' | 'failed';

/**
 * The still of a video, from the configured video service, over the item's own image. It is
 * added only in the browser: the page without JavaScript, offline or when the still fails shows
 * the item image underneath. Once loaded it fades in after `index` × 50 ms, so a row of cards
 * lights up one after another. A still is fetched only as its card nears the viewport: stills
 * are PNGs of about 27 kB, and a listing's cards below the fold would otherwise take a phone's
 * bandwidth while the page starts (decision 015).
 */
export function VideoStill({ playbackId, index = 0 }: { playbackId: string; index?: number }) {
  const [mounted, setMounted] = useState(false);
  const [state, setState] = useState<StillState>('loading');
  const ref = useRef<HTMLImageElement>(null);
  const { still } = useVideoUrls(playbackId);
  useEffect(() => {
    setMounted(typeof navigator === 'undefined' || navigator.onLine !== false);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the image exists only once mounted, so mounting is when to look at it
  useEffect(() => {
    const image = ref.current;
    // A cached still may have finished before React attached its handlers.
    if (image?.complete) setState(image.naturalWidth > 0 ? 'loaded' : 'failed');
  }, [mounted]);
  if (!mounted || state === 'failed') return null;
  return (
    <img
      ref={ref}
      className={`video-still video-still--${state}`}
      src={still}
      alt=""
      width={VIDEO_STILL_WIDTH}
      height={270}
      loading="lazy"
      decoding="async"
      style={{ transitionDelay: `${stillFadeDelayMs(index)}ms` }}
      onLoad={() => setState('loaded')}
      onError={() => setState('failed')}
      data-testid="video-still"
    />
  );
}
