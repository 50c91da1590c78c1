import { registerVideoPlayerLoader, type MuxPlayerProps } from '../video/video-player-loader';

/**
 * Tells the browser how to load the Mux player (~1.4 MB, its own chunk), fetched only by pages
 * that show a video, after they are interactive. Called by the browser's entries only, so the
 * server bundle never contains the player.
 */
export function registerMuxPlayer(): void {
  registerVideoPlayerLoader(() =>
    import('@mux/mux-player-react').then(({ default: MuxPlayer }) => ({
      // The player with the few props this site passes, so the page's code never names its full type.
      default: function VideoPlayer(props: MuxPlayerProps) {
        return <MuxPlayer {...props} />;
      },
    })),
  );
}
