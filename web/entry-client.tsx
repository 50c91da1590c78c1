// The app evaluates in three tasks, each short enough not to block a phone for long: this entry
// with React and react-dom; the cart's rules with their schemas (web/app/start-domain.ts); then
// react-router, the routes and every page (web/app/start-app.tsx), which starts the app. The
// document preloads all of them (the build lists the stages' files among the entry's).
import 'react-dom/client';
import { reloadOnChunkError } from './lib/chunk-reload';
import { registerMuxPlayer } from './lib/mux-player-registration';
import { nextTask } from './lib/next-task';

async function start(): Promise<void> {
  await nextTask();
  await import('./app/start-domain');
  await nextTask();
  const { startApp } = await import('./app/start-app');
  await nextTask();
  await startApp();
}

registerMuxPlayer();
window.addEventListener('unhandledrejection', (event) => reloadOnChunkError(event.reason));
void start().catch(reloadOnChunkError);
