import { Window } from 'happy-dom';
import { describe, expect, test } from 'vitest';
import { ISLANDS_STARTED_EVENT } from '../islands/island-markup';
import { holdPresses } from './hold-presses';
import type { BrowserWindow } from './browser-window';

// The press holder of a page run as islands (docs/decisions/033, 038) in a page of its own per test.

function page(body: string) {
  const window = new Window({ url: 'https://fei.example/' });
  window.document.body.innerHTML = body;
  holdPresses(window as unknown as BrowserWindow);
  const clicks: string[] = [];
  // What React would do with a click: it listens below the window.
  window.document.addEventListener('click', (event) => clicks.push((event.target as unknown as Element).id));
  const started = () => window.dispatchEvent(new window.Event(ISLANDS_STARTED_EVENT));
  const click = (id: string, init: { ctrlKey?: boolean } = {}) => {
    const event = new window.MouseEvent('click', { bubbles: true, cancelable: true, ...init });
    window.document.getElementById(id)?.dispatchEvent(event);
    return event;
  };
  return { window, document: window.document, clicks, started, click };
}

const ISLAND = '<div data-island="add-to-cart"><button type="button" id="add" data-replay="add">Add</button></div><a id="link" href="#x">x</a>';

describe('presses before the islands have started', () => {
  test('a press on a held control is kept, shown busy, and carried out once when the islands have started', () => {
    const { document, clicks, started, click } = page(ISLAND);
    const event = click('add');
    expect(event.defaultPrevented).toBe(true);
    expect(document.getElementById('add')?.getAttribute('aria-busy')).toBe('true');
    click('add');
    expect(clicks).toEqual([]);
    started();
    expect(clicks).toEqual(['add']);
    expect(document.getElementById('add')?.hasAttribute('aria-busy')).toBe(false);
    // From then on presses go to React alone.
    click('add');
    expect(clicks).toEqual(['add', 'add']);
  });

  test('a control that hydration replaced gets its press by its replay name', () => {
    const { document, clicks, started, click } = page(ISLAND);
    click('add');
    document.getElementById('add')?.remove();
    document.body.insertAdjacentHTML('beforeend', '<button type="button" id="hydrated" data-replay="add">Add</button>');
    started();
    expect(clicks).toEqual(['hydrated']);
  });

  test('links, clicks with a modifier key and disabled controls are not held', () => {
    const { document, clicks, click } = page(`${ISLAND}<div data-island="x"><button type="button" id="off" disabled>Off</button></div>`);
    expect(click('link').defaultPrevented).toBe(false);
    expect(click('add', { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(click('off').defaultPrevented).toBe(false);
    expect(clicks).toEqual(['link', 'add']);
    expect(document.querySelector('[aria-busy]')).toBeNull();
  });

  test("a press's other events stop at the window on a held control until the islands have started", () => {
    const { window, document, started } = page(ISLAND);
    const heard: string[] = [];
    document.addEventListener('pointerdown', (event) => heard.push((event.target as unknown as Element).id));
    const press = (id: string) => document.getElementById(id)?.dispatchEvent(new window.PointerEvent('pointerdown', { bubbles: true }));
    press('add');
    press('link');
    expect(heard).toEqual(['link']);
    started();
    press('add');
    expect(heard).toEqual(['link', 'add']);
  });
});
