/** Whether an element scrolls its own content vertically. */
function scrollsVertically(element: Element): boolean {
  const { overflowY } = getComputedStyle(element);
  return (overflowY === 'auto' || overflowY === 'scroll' || overflowY === 'overlay') && element.scrollHeight > element.clientHeight;
}

/** The nearest ancestor of an element that scrolls vertically, else the document's scroller. */
export function nearestScrollable(element: Element | null): Element {
  for (let current = element?.parentElement ?? null; current; current = current.parentElement) {
    if (scrollsVertically(current)) return current;
  }
  return document.scrollingElement ?? document.documentElement;
}

/** Scrolls the nearest scrollable ancestor of `element` smoothly back to its top. */
export function scrollToTopFrom(element: Element | null): void {
  nearestScrollable(element).scrollTo({ top: 0, behavior: 'smooth' });
}
