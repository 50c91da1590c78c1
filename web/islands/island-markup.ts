// The names by which the server's HTML and the browser's start scripts (web/browser-start/) find
// islands and their controls. A module of plain constants, so that the inline start scripts can
// import them without bringing React along.

/** The attribute that names an island's element; the browser finds islands by it. */
export const ISLAND_ATTRIBUTE = 'data-island';

/**
 * The event the islands' start sends on the window once every island of the page has hydrated
 * (web/islands/start-islands.tsx): the press holder then carries out the presses it
 * held meanwhile (web/browser-start/hold-presses.ts, docs/decisions/033).
 */
export const ISLANDS_STARTED_EVENT = 'islands-started';

/**
 * Names a control whose press before the islands start is held and carried out once they have,
 * on the element with the same name then (a control that hydration replaces, such as the
 * header's search link that becomes the search button). Buttons of type `button` inside an
 * island are held without it: they do nothing without the islands' code.
 */
export const REPLAY_ATTRIBUTE = 'data-replay';
