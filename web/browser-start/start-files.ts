// The files a page's start script loads (web/browser-start/app-start.ts, islands-start.ts), and
// how they get to it. The server writes them as JSON into a data block beside the script, which
// is inline and has no address; they are written relative to the chunks' folder, where all but
// the entries are, to keep the page short.

/** Where the client build writes its chunks (scripts/build/build.mjs). */
export const CHUNKS_FOLDER = '/assets/chunks/';

/** The id of the data block with the start script's files. */
export const START_FILES_ID = 'start-files';

/** A bundle of islands as the islands' start script gets it: the islands it has, and its files. */
export type IslandBundleFiles = readonly [islands: readonly string[], files: readonly string[]];

/** `files` written relative to the chunks' folder (the server's side). */
export function relativeToChunks(files: readonly string[]): string[] {
  return files.map((file) => (file.startsWith(CHUNKS_FOLDER) ? file.slice(CHUNKS_FOLDER.length) : file));
}

/** A file's address, from its name as written in the data block (the browser's side). */
export function fileAddress(file: string, origin: string): string {
  return new URL(file, origin + CHUNKS_FOLDER).href;
}

/** What the server wrote into the page's data block of start files (its own JSON, not outside input). */
export function readStartFiles<T>(document: Document): T {
  return JSON.parse(document.getElementById(START_FILES_ID)?.textContent ?? 'null') as T;
}
