import { ISLAND_ATTRIBUTE, ISLANDS_STARTED_EVENT, REPLAY_ATTRIBUTE } from '../islands/island-markup';
import type { BrowserWindow } from './browser-window';

/**
 * The controls of an island that do nothing until the islands have started: its buttons of type
 * `button`, and what names itself for a replay (web/islands/island-markup.ts).
 */
export const HELD_CONTROLS = `[${ISLAND_ATTRIBUTE}] button[type=button],[${ISLAND_ATTRIBUTE}] [${REPLAY_ATTRIBUTE}]`;

/**
 * The events of a press besides its click. React hydrates the root under such an event at once
 * when it reaches a root still hydrating (a discrete or continuous event is not left to the
 * transition), which on a phone made the tap's frame wait for a whole island's hydration and its
 * restyle (docs/decisions/038).
 */
export const PRESS_EVENTS = [
  'pointerdown',
  'pointerup',
  'pointercancel',
  'pointerover',
  'pointerout',
  'pointerenter',
  'pointerleave',
  'gotpointercapture',
  'lostpointercapture',
  'touchstart',
  'touchend',
  'touchcancel',
  'mousedown',
  'mouseup',
  'mouseover',
  'mouseout',
  'focusin',
  'focusout',
  'keydown',
  'keyup',
] as const;

/**
 * Keeps the presses that arrive before the islands have started (docs/decisions/033): a click
 * (a tap, a mouse click, Enter or Space on the control) on a control that needs the islands' code
 * is stopped before it reaches React or the browser's default, and the control shows that it is
 * busy (`aria-busy`, web/styles/components.css). Once every island has hydrated
 * (ISLANDS_STARTED_EVENT), the held presses are carried out in order, each once, on the same
 * element or, when hydration replaced it, on the element with the same replay name; from then on
 * presses go to React alone. Pressing a control again while it is held adds nothing: the visitor
 * asked once, and a second add to cart would book a second participant. Links, forms and the
 * menus' details elements work natively meanwhile, and so does a click with a modifier key (a
 * link opened in a new tab). The other events of a press on such a control (PRESS_EVENTS) stop at
 * the window too, passively (scrolling is not held up), so that they do not make React hydrate
 * that island in the press's frame; the page's start still sees them, its listeners being on the
 * window.
 */
export function holdPresses(window: BrowserWindow): void {
  const held: { control: HTMLElement; name: string | null }[] = [];
  const heldControl = (event: Event) => (event.target instanceof window.Element ? event.target.closest<HTMLElement>(HELD_CONTROLS) : null);
  const quiet = (event: Event) => {
    if (heldControl(event)) event.stopPropagation();
  };
  for (const type of PRESS_EVENTS) window.addEventListener(type, quiet, { capture: true, passive: true });
  const hold = (event: MouseEvent) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const control = heldControl(event);
    if (!control || ('disabled' in control && control.disabled === true)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held.some((press) => press.control === control)) return;
    held.push({ control, name: control.getAttribute(REPLAY_ATTRIBUTE) });
    control.setAttribute('aria-busy', 'true');
  };
  window.addEventListener('click', hold, { capture: true });
  window.addEventListener(
    ISLANDS_STARTED_EVENT,
    () => {
      window.removeEventListener('click', hold, { capture: true });
      for (const type of PRESS_EVENTS) window.removeEventListener(type, quiet, { capture: true });
      for (const { control, name } of held.splice(0)) {
        control.removeAttribute('aria-busy');
        const now = control.isConnected ? control : name ? window.document.querySelector<HTMLElement>(`[${REPLAY_ATTRIBUTE}="${name}"]`) : null;
        now?.click();
      }
    },
    { once: true },
  );
}
