// The one script a page runs before its first paint (web/document.tsx loads it deferred and
// render-blocking, docs/decisions/023). Being render-blocking is what makes the first paint wait
// until the whole document is parsed, so that the page is painted once with its main content,
// not its header first and the rest a moment later. Kept to what must be in place by that paint.
import { SITE_DATA_ID } from './islands/site-data-block';
import { focusHeadingOnArrival } from './lib/page-heading';
import { startRoutePrefetch } from './lib/route-prefetch';

/**
 * A touch screen's scroll indicator waits for the visitor (docs/decisions/022): the attribute
 * hides it (web/styles/base.css) until the first touch, press, key, wheel or scroll of the page.
 * A touch screen draws its indicator only while the page scrolls, so the visitor sees no
 * difference; what it saves is Chromium's fading in and out of the indicator as the page first
 * paints, twenty frames composited while the page starts. A browser without JavaScript never gets
 * the attribute and keeps its indicator.
 */
const SCROLL_INDICATOR_ATTRIBUTE = 'data-scroll-indicator';
const VISITOR_INPUTS = ['touchstart', 'pointerdown', 'keydown', 'wheel'] as const;

const root = document.documentElement;
root.setAttribute(SCROLL_INDICATOR_ATTRIBUTE, 'after-first-scroll');
const show = () => {
  root.removeAttribute(SCROLL_INDICATOR_ATTRIBUTE);
  for (const type of VISITOR_INPUTS) removeEventListener(type, show, { capture: true });
  removeEventListener('scroll', show);
};
for (const type of VISITOR_INPUTS) addEventListener(type, show, { capture: true, passive: true });
// The page's own scroll only: an element's scroll (a carousel placing itself) does not reach the window.
addEventListener('scroll', show, { passive: true });

/**
 * A page the visitor came to from another of the site's opens with the focus on its heading
 * (web/lib/page-heading.ts), as the app's own page changes do: by the first paint, so that the
 * focus is never on the page's body and a screen reader reads out where the visitor is now.
 */
focusHeadingOnArrival();

/**
 * On a page run as islands (the one kind that carries the site data block) a link is a page
 * load, so the page the visitor is about to open is fetched ahead (web/lib/route-prefetch.ts):
 * from here, because the visitor's first pointer on a link can come long before the islands
 * start, and because the connection decides it, which only the browser knows. The rules go under
 * this script's own CSP nonce.
 */
if (document.getElementById(SITE_DATA_ID)) {
  const script = document.currentScript;
  startRoutePrefetch(document, script instanceof HTMLScriptElement ? script.nonce : '');
}
