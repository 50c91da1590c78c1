import { useEffect, useState } from 'react';

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/**
 * The background colour behind a video, from `/api/content/mux-color/{playbackId}`. Fetched in
 * the browser only (it is decoration); null until it arrives, on failure and without a video.
 */
export function useMuxColor(playbackId: string | null): string | null {
  const [color, setColor] = useState<string | null>(null);
  useEffect(() => {
    setColor(null);
    if (!playbackId) return;
    const controller = new AbortController();
    fetch(`/api/content/mux-color/${encodeURIComponent(playbackId)}`, { signal: controller.signal })
      .then((response): Promise<unknown> | null => (response.ok ? response.json() : null))
      .then((body) => {
        if (typeof body === 'object' && body !== null && 'color' in body && typeof body.color === 'string' && HEX_COLOR.test(body.color)) {
          setColor(body.color);
        }
      })
      .catch(() => {
        // Aborted or offline: the default background stays.
      });
    return () => controller.abort();
  }, [playbackId]);
  return color;
}
