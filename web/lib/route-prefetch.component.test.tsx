import { Window } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { HOVER_PREFETCH_MS, startRoutePrefetch } from './route-prefetch';

// The page's side of fetching ahead (web/lib/route-prefetch.ts) in a DOM: which intents add a
// speculation rule, under which nonce; the rules themselves are the browser's to follow.

const PAGE = 'https://fei.example/kurs/strategiskt-ledarskap';

// Each test has a page of its own, so that no listener of another test's page hears its events.
let page: Document;

/** The pages the page's speculation rules fetch ahead, and the nonce each rule carries. */
function rules(): Array<{ urls: string[]; nonce: string }> {
  return [...page.querySelectorAll<HTMLScriptElement>('script[type="speculationrules"]')].map((script) => ({
    urls: (JSON.parse(script.textContent ?? '{}') as { prefetch: Array<{ source: string; urls: string[] }> }).prefetch.flatMap((rule) =>
      rule.source === 'list' ? rule.urls : [],
    ),
    nonce: script.nonce,
  }));
}

/** A pointer event of the page's own window, from its element with this id. */
function pointer(type: string, id: string, init: { pointerType: string; relatedTarget?: string }) {
  const view = page.defaultView as unknown as typeof globalThis;
  const relatedTarget = init.relatedTarget ? page.getElementById(init.relatedTarget) : null;
  page.getElementById(id)!.dispatchEvent(new view.PointerEvent(type, { bubbles: true, pointerType: init.pointerType, relatedTarget }));
}
const press = (id: string) => pointer('pointerdown', id, { pointerType: 'touch' });
const hover = (id: string, from?: string) => pointer('pointerover', id, { pointerType: 'mouse', relatedTarget: from });
const leave = (id: string, to?: string) => pointer('pointerout', id, { pointerType: 'mouse', relatedTarget: to });

let connection: { saveData?: boolean; effectiveType?: string } | undefined;

beforeEach(() => {
  connection = { effectiveType: '4g' };
  Object.defineProperty(navigator, 'connection', { configurable: true, get: () => connection });
  page = new Window({ url: PAGE }).document as unknown as Document;
  page.body.innerHTML = `
    <a id="course" href="/kurs/ledarskap"><span id="inside">Ledarskap</span></a>
    <a id="search" href="/sok">Sök</a>
    <a id="api" href="/api/content/menu/sv">API</a>
    <p id="text">Text</p>`;
  startRoutePrefetch(page, 'n0nce');
});
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'connection');
});

describe('a page run as islands', () => {
  test('fetches a pressed link of the site ahead, as a list rule under the page nonce', () => {
    press('inside');
    press('api');
    press('text');
    expect(rules()).toEqual([{ urls: ['https://fei.example/kurs/ledarskap'], nonce: 'n0nce' }]);
  });

  test('fetches a link ahead once the mouse has rested on it, not when it only passes over', () => {
    vi.useFakeTimers();
    hover('search');
    vi.advanceTimersByTime(HOVER_PREFETCH_MS - 50);
    leave('search', 'course');
    hover('course', 'search');
    // Moving onto the link's own text keeps it resting there.
    leave('course', 'inside');
    hover('inside', 'course');
    vi.advanceTimersByTime(HOVER_PREFETCH_MS);
    expect(rules().flatMap((rule) => rule.urls)).toEqual(['https://fei.example/kurs/ledarskap']);
  });

  test('fetches nothing ahead on a data-saver connection', () => {
    connection = { saveData: true, effectiveType: '4g' };
    press('course');
    expect(rules()).toEqual([]);
  });
});
