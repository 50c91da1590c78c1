import { MAIN_PAGES } from './pages-main';
import { SERVICE_PAGES } from './pages-service';
import type { PageSeed } from './seed-types';

/** Every seed page, by number. */
export const PAGES: readonly PageSeed[] = [...MAIN_PAGES, ...SERVICE_PAGES];
