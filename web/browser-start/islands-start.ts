import { ISLAND_ATTRIBUTE } from '../islands/island-markup';
import { fileLoader, type ImportModule } from './file-loader';
import type { BrowserWindow } from './browser-window';

/**
 * What tells the islands' start that the visitor is about to use the page (docs/decisions/016),
 * besides the page's own scroll. They are caught wherever on the page they happen; an element's
 * scroll does not reach the window: a carousel's scroller may scroll itself into place as the
 * page loads, which is not the visitor's doing.
 */
export const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;

/** The island whose controls work only hydrated, so that one near the viewport starts the islands. */
const ADD_TO_CART_CONTROLS = `[${ISLAND_ATTRIBUTE}=add-to-cart]>*`;

/**
 * The islands' start (docs/decisions/016): until the visitor points, touches, scrolls or types,
 * the page is the server's HTML, which works without JavaScript, and nothing of ours runs. The
 * files are fetched ahead (not run) once the page has loaded and its lead image is on screen, so
 * the first intent only runs them. It starts without an intent when an add-to-cart button (which
 * works only hydrated) is within a screen of the viewport, and when `whenCartsStored` calls back
 * (a browser with stored carts, whose bag count the header shows: web/browser-start/carts-stored.ts).
 */
export function startOnIntent(
  window: BrowserWindow,
  files: readonly string[],
  importModule: ImportModule,
  whenCartsStored: (start: () => void) => void,
): void {
  const { linkFiles, afterLeadPainted, preloadThenImport } = fileLoader(window, files, importModule);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) window.removeEventListener(type, start, { capture: true });
    window.removeEventListener('scroll', start);
    preloadThenImport();
  };
  for (const type of INTENT_EVENTS) window.addEventListener(type, start, { capture: true, passive: true });
  window.addEventListener('scroll', start, { passive: true });
  const bookable = new window.IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        bookable.disconnect();
        start();
      }
    },
    { rootMargin: '100% 0px' },
  );
  for (const control of window.document.querySelectorAll(ADD_TO_CART_CONTROLS)) bookable.observe(control);
  whenCartsStored(start);
  const prefetch = () =>
    afterLeadPainted(() => {
      if (!started) linkFiles('prefetch', () => {});
    });
  if (window.document.readyState === 'complete') prefetch();
  else window.addEventListener('load', prefetch, { once: true });
}
