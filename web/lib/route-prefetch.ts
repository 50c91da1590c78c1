// Fetching the next page ahead on a page run as islands, where a link is a page load (decision
// 012): when the visitor rests the pointer on a link of the site or starts pressing it, the
// browser prefetches that page (speculation rules, prefetch only: nothing of the next page runs
// before the visitor goes there). The specification's limits hold: nothing is fetched ahead on a
// data-saver or 2g connection, and a page fetches at most MAX_PARALLEL_PREFETCH pages ahead. A
// page cannot see when the browser's prefetch of a rule finishes, so "at most four at once" is
// kept as "at most four for the page": never more than four are under way or held.
import { browserConnection, MAX_PARALLEL_PREFETCH, prefetchAllowed, type ConnectionInfo } from './prefetch-policy';

/** How long the pointer rests on a link before its page is fetched ahead (Chromium's own `moderate` wait). */
export const HOVER_PREFETCH_MS = 200;

/** Paths never fetched ahead: the JSON API and the signing pages (a document's state, not a page). */
const NEVER_AHEAD = ['/api/', '/sign/'];

/**
 * The address to fetch ahead for a link's `href` on the page at `page`, or undefined: only
 * another page of the same site (not the page itself or a place on it), never the API or the
 * signing pages.
 */
export function prefetchTarget(href: string, page: URL): string | undefined {
  let url: URL;
  try {
    url = new URL(href, page);
  } catch {
    return undefined;
  }
  if (url.origin !== page.origin) return undefined;
  if (NEVER_AHEAD.some((prefix) => url.pathname.startsWith(prefix))) return undefined;
  if (url.pathname === page.pathname && url.search === page.search) return undefined;
  url.hash = '';
  return url.href;
}

/**
 * What a page does with the visitor's intents to follow a link: fetches the page ahead once, while
 * the connection allows it (asked at each intent: a connection can change), and for at most
 * MAX_PARALLEL_PREFETCH pages.
 */
export function routePrefetcher({
  page,
  connection,
  prefetch,
}: {
  page: URL;
  connection: () => ConnectionInfo | undefined;
  prefetch: (url: string) => void;
}): (href: string) => void {
  const fetched = new Set<string>();
  return (href) => {
    const target = prefetchTarget(href, page);
    if (!target || fetched.has(target) || fetched.size >= MAX_PARALLEL_PREFETCH) return;
    if (!prefetchAllowed(connection())) return;
    fetched.add(target);
    prefetch(target);
  };
}

/** The link an event happened in, if any. */
function linkOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;
}

/**
 * Listens on the document for the visitor's intents: a mouse resting on a link for
 * HOVER_PREFETCH_MS, or a press (mouse, pen or touch) on one. Each page fetched ahead is a
 * speculation rule of its own, a `list` rule under the page's CSP nonce.
 */
export function startRoutePrefetch(document: Document, nonce: string): void {
  const intent = routePrefetcher({
    page: new URL(document.location.href),
    connection: browserConnection,
    prefetch: (url) => {
      const rules = document.createElement('script');
      rules.type = 'speculationrules';
      rules.nonce = nonce;
      rules.textContent = JSON.stringify({ prefetch: [{ source: 'list', urls: [url] }] });
      document.head.append(rules);
    },
  });
  let resting: { link: HTMLAnchorElement; timer: ReturnType<typeof setTimeout> } | undefined;
  const stopResting = () => {
    if (resting) clearTimeout(resting.timer);
    resting = undefined;
  };
  document.addEventListener(
    'pointerover',
    (event) => {
      const link = linkOf(event.target);
      if (event.pointerType !== 'mouse' || !link || resting?.link === link) return;
      stopResting();
      resting = { link, timer: setTimeout(() => intent(link.href), HOVER_PREFETCH_MS) };
    },
    { passive: true },
  );
  document.addEventListener(
    'pointerout',
    (event) => {
      const to = event.relatedTarget;
      if (resting && !(to instanceof Node && resting.link.contains(to))) stopResting();
    },
    { passive: true },
  );
  document.addEventListener(
    'pointerdown',
    (event) => {
      const link = linkOf(event.target);
      if (link) intent(link.href);
    },
    { capture: true, passive: true },
  );
}
