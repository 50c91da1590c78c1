/** Width of Mux stills (spec section 9). */
export const MUX_STILL_WIDTH = 480;

/** The PNG still of a Mux video. */
export function muxStillUrl(playbackId: string, width: number = MUX_STILL_WIDTH): string {
  return `https://image.mux.com/${encodeURIComponent(playbackId)}/thumbnail.png?width=${width}`;
}

/** Delay before the still of the card at `index` fades in (50 ms per card, spec section 9). */
export function stillFadeDelayMs(index: number): number {
  return Math.max(0, Math.floor(index)) * 50;
}
