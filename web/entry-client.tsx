// React and react-dom evaluate with this entry; the app (react-router, the routes and every page)
// evaluates in a task of its own after it, so that neither evaluation is one long task. Both are
// preloaded by the document (the build lists the app's files among the entry's).
import 'react-dom/client';
import { reloadOnChunkError } from './lib/chunk-reload';
import { registerMuxPlayer } from './lib/mux-player-registration';
import { nextTask } from './lib/next-task';

async function start(): Promise<void> {
  await nextTask();
  const { startApp } = await import('./app/start-app');
  await nextTask();
  await startApp();
}

registerMuxPlayer();
window.addEventListener('unhandledrejection', (event) => reloadOnChunkError(event.reason));
void start().catch(reloadOnChunkError);
