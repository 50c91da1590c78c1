// The one place that says where the focus goes when the visitor comes to a new page: its heading
// (tabIndex -1: focusable by this, no Tab stop), as the participants and confirm steps always
// had it. A screen reader reads the heading out, and the next Tab goes on from the top of the
// page's content instead of from the page's start; nothing is left on the page's body.

/** The heading of the page: the main content's first, or else the document's. */
export function pageHeading(root: ParentNode = document): HTMLElement | null {
  return root.querySelector<HTMLElement>('main h1') ?? root.querySelector<HTMLElement>('h1');
}

/**
 * Puts the focus on the page's heading without scrolling; answers whether it took it. Headings
 * render with `tabIndex={-1}`; one without gets it here (after hydration only, so React's tree
 * and the server's HTML stay the same).
 */
export function focusPageHeading(root: Document = document): boolean {
  const heading = pageHeading(root);
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return root.activeElement === heading;
}

/**
 * Whether a document that just loaded is a page change within the site: opened by a link, a form
 * or a redirect from another of its pages. Not a reload or Back and Forward (the browser puts the
 * visitor back where they were), not an address with a fragment (its target is where they go),
 * and not an arrival from elsewhere or a typed address, where the page starts at its skip link and
 * header as a page does.
 */
export function arrivedFromSite(navigationType: string | undefined, referrer: string, location: Pick<Location, 'origin' | 'hash'>): boolean {
  if (navigationType !== undefined && navigationType !== 'navigate') return false;
  if (location.hash !== '' || referrer === '') return false;
  try {
    return new URL(referrer).origin === location.origin;
  } catch {
    return false;
  }
}

/** On a document just loaded: the focus to its heading when it is a page change within the site. */
export function focusHeadingOnArrival(): void {
  const navigation = performance.getEntriesByType('navigation')[0];
  const navigationType = navigation && 'type' in navigation && typeof navigation.type === 'string' ? navigation.type : undefined;
  if (!arrivedFromSite(navigationType, document.referrer, location)) return;
  // Something already has the focus (an autofocus, a press before the script ran): it keeps it.
  if (document.activeElement && document.activeElement !== document.body) return;
  focusPageHeading();
}
