import { Window } from 'happy-dom';
import { describe, expect, test, vi } from 'vitest';
import { startOnceLeadPainted } from './app-start';
import { startOnIntent } from './islands-start';
import type { BrowserWindow } from './browser-window';

// The start scripts (docs/decisions/016, 020) in a page of their own per test: what starts the
// islands, which links they add, and that the entry is imported once its files have arrived.

const FILES = ['/assets/islands-item-A.js', 'chunk-B.js', 'chunk-C.js', 'catalogue-sv-D.js'];
const ADDRESSES = [
  'https://fei.example/assets/islands-item-A.js',
  ...FILES.slice(1).map((file) => `https://fei.example/assets/chunks/${file}`),
];

/** An IntersectionObserver the test drives: `show()` reports every observed element in view. */
function observers() {
  const all: { observed: Element[]; show: () => void; disconnected: boolean }[] = [];
  class FakeObserver {
    observed: Element[] = [];
    disconnected = false;
    constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {
      all.push(this);
    }
    observe(element: Element) {
      this.observed.push(element);
    }
    disconnect() {
      this.disconnected = true;
    }
    show() {
      this.report(this.observed.map(() => ({ isIntersecting: true })));
    }
  }
  return { FakeObserver, all };
}

async function page(body = '') {
  const window = new Window({ url: 'https://fei.example/', settings: { disableJavaScriptFileLoading: true, disableCSSFileLoading: true } });
  window.document.body.innerHTML = body;
  // happy-dom's own load event goes by first; then the page is "still loading", and its load
  // event is the test's to send.
  await window.happyDOM.waitUntilComplete();
  Object.defineProperty(window.document, 'readyState', { value: 'loading', configurable: true });
  const { FakeObserver, all } = observers();
  Object.assign(window, { IntersectionObserver: FakeObserver });
  const links = () => [...window.document.head.querySelectorAll('link')].map((link) => ({ rel: link.rel, href: link.href }));
  // The files "arrive": each preload link's load event.
  const arrive = () => {
    for (const link of window.document.head.querySelectorAll('link')) link.dispatchEvent(new window.Event('load'));
  };
  return { window, browserWindow: window as unknown as BrowserWindow, observers: all, links, arrive };
}

describe("the islands' start", () => {
  test('waits for an intent, then preloads every file, the entry first, and imports the entry once they have arrived', async () => {
    const { window, browserWindow, links, arrive } = await page();
    const importModule = vi.fn(async () => {});
    startOnIntent(browserWindow, FILES, importModule, () => {});
    await new Promise((done) => setTimeout(done, 20));
    expect(links().filter((link) => link.rel === 'modulepreload')).toEqual([]);
    window.dispatchEvent(new window.PointerEvent('pointerdown'));
    await vi.waitFor(() => expect(links().filter((link) => link.rel === 'modulepreload')).toHaveLength(FILES.length));
    expect(links().map((link) => link.href)).toEqual(ADDRESSES);
    expect(importModule).not.toHaveBeenCalled();
    arrive();
    await vi.waitFor(() => expect(importModule).toHaveBeenCalledWith(ADDRESSES[0]));
    // A second intent starts nothing more.
    window.dispatchEvent(new window.KeyboardEvent('keydown'));
    await new Promise((done) => setTimeout(done, 20));
    expect(importModule).toHaveBeenCalledOnce();
    expect(links()).toHaveLength(FILES.length);
  });

  test('starts without an intent when an add-to-cart control comes within a screen, or when carts are stored', async () => {
    const near = await page('<div data-island="add-to-cart"><button type="button">Add</button></div>');
    startOnIntent(near.browserWindow, FILES, vi.fn(), () => {});
    expect(near.observers[0]?.observed).toHaveLength(1);
    near.observers[0]?.show();
    expect(near.observers[0]?.disconnected).toBe(true);
    await vi.waitFor(() => expect(near.links().filter((link) => link.rel === 'modulepreload')).toHaveLength(FILES.length));

    const stored = await page();
    startOnIntent(stored.browserWindow, FILES, vi.fn(), (start) => start());
    await vi.waitFor(() => expect(stored.links().filter((link) => link.rel === 'modulepreload')).toHaveLength(FILES.length));
  });

  test('fetches the files ahead once the page has loaded, two links a task, without running them', async () => {
    const { window, browserWindow, links } = await page();
    const importModule = vi.fn();
    startOnIntent(browserWindow, FILES, importModule, () => {});
    window.dispatchEvent(new window.Event('load'));
    await vi.waitFor(() => expect(links()).toHaveLength(FILES.length));
    expect(links()).toEqual(ADDRESSES.map((href) => ({ rel: 'prefetch', href })));
    expect(importModule).not.toHaveBeenCalled();
  });

  test("an element's own scroll is no intent; the page's is", async () => {
    const { window, browserWindow, links } = await page('<div id="carousel"></div>');
    startOnIntent(browserWindow, FILES, vi.fn(), () => {});
    window.document.getElementById('carousel')?.dispatchEvent(new window.Event('scroll'));
    await new Promise((done) => setTimeout(done, 20));
    expect(links()).toEqual([]);
    window.dispatchEvent(new window.Event('scroll'));
    await vi.waitFor(() => expect(links()).toHaveLength(FILES.length));
  });
});

describe("the app's start", () => {
  test('preloads its files at once and imports the entry when they have arrived', async () => {
    const { browserWindow, links, arrive } = await page();
    const importModule = vi.fn(async () => {});
    startOnceLeadPainted(browserWindow, FILES, importModule);
    await vi.waitFor(() => expect(links().map((link) => link.href)).toEqual(ADDRESSES));
    arrive();
    await vi.waitFor(() => expect(importModule).toHaveBeenCalledWith(ADDRESSES[0]));
  });
});
