import type { ComponentType } from 'react';

/** The props of the Mux player this site uses; the full type stays in the lazy chunk. */
export interface MuxPlayerProps {
  playbackId: string;
  autoPlay?: boolean | string;
  accentColor?: string;
  title?: string;
  metadata?: Record<string, string>;
  onError?: (event: unknown) => void;
  className?: string;
  style?: Record<string, string>;
}

type PlayerModule = { default: ComponentType<MuxPlayerProps> };

let loader: (() => Promise<PlayerModule>) | null = null;
let loading: Promise<PlayerModule> | null = null;

/**
 * Registers how the browser loads the Mux player. Only the client's page registry calls it, so
 * neither the server bundle nor the entry chunk ever contains the ~1.4 MB player.
 */
export function registerVideoPlayerLoader(load: () => Promise<PlayerModule>): void {
  loader = load;
}

/** Loads the player once (null on the server or when nothing registered a loader). */
export function loadVideoPlayer(): Promise<PlayerModule> | null {
  if (!loader) return null;
  loading ??= loader().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
