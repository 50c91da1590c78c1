/** Delay before the still of the card at `index` fades in (50 ms per card). */
export function stillFadeDelayMs(index: number): number {
  return Math.max(0, Math.floor(index)) * 50;
}
