import { fileLoader, type ImportModule } from './file-loader';

/**
 * The app's start on a page the app runs (checkout and application steps): its entry, chunks and
 * the page's language, preloaded and run once the lead image is on screen. The server-rendered
 * page works without it meanwhile (links, forms).
 */
export function startOnceLeadPainted(window: Window, files: readonly string[], importModule: ImportModule): void {
  fileLoader(window, files, importModule).preloadThenImport();
}
