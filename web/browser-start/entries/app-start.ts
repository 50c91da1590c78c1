// The inline start script of a page the app runs (web/document.tsx), with its files from the
// page's data block.
import { startOnceLeadPainted } from '../app-start';
import { readStartFiles } from '../start-files';

startOnceLeadPainted(window, readStartFiles<string[]>(document), (address) => import(address));
