import { Window } from 'happy-dom';
import { describe, expect, test, vi } from 'vitest';
import { GTM_CONTAINER_ATTRIBUTE, loadTagManagerInFrame, startTagManager } from './tag-manager';

// The sandboxed tag manager (docs/decisions/027), both sides, each in a page of its own.

type TagWindow = globalThis.Window & { dataLayer?: unknown[] };

function page(path = '/kurs/ledarskap?ref=mail') {
  const window = new Window({
    url: `https://fei.example${path}`,
    settings: { disableJavaScriptFileLoading: true, disableIframePageLoading: true },
  });
  return window as unknown as TagWindow;
}

describe("the tag manager's frame on the page", () => {
  test('is sandboxed without the site origin, hidden, and has the loader under the nonce with the container', () => {
    const window = page();
    startTagManager(window, { loader: 'LOADER()', containerId: 'GTM-TEST123', nonce: 'n0nce' });
    const frame = window.document.querySelector('iframe');
    expect(frame?.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame?.hidden).toBe(true);
    expect(frame?.getAttribute('aria-hidden')).toBe('true');
    expect(frame?.srcdoc).toBe(
      `<!doctype html><title>analytics</title><script nonce="n0nce" ${GTM_CONTAINER_ATTRIBUTE}="GTM-TEST123">LOADER()</script>`,
    );
  });

  test("gets the page's events as JSON, a page view of the path without its query first, queued until it has loaded", () => {
    const window = page();
    window.dataLayer = [{ event: 'early' }];
    startTagManager(window, { loader: '', containerId: 'GTM-TEST123', nonce: 'n' });
    const frame = window.document.querySelector('iframe') as HTMLIFrameElement;
    const postMessage = vi.fn();
    Object.defineProperty(frame, 'contentWindow', { value: { postMessage } });
    window.dataLayer.push({ event: 'before-load', at: new Date(0) });
    expect(postMessage).not.toHaveBeenCalled();
    frame.dispatchEvent(new window.Event('load'));
    const circular: Record<string, unknown> = { event: 'circular' };
    circular.self = circular;
    window.dataLayer.push({ event: 'after-load' }, circular);
    expect(postMessage.mock.calls.map(([message]) => message.fei)).toEqual([
      { event: 'early' },
      { event: 'page_view', page_path: '/kurs/ledarskap' },
      { event: 'before-load', at: '1970-01-01T00:00:00.000Z' },
      { event: 'after-load' },
    ]);
    expect(postMessage.mock.calls.every(([, origin]) => origin === '*')).toBe(true);
    // The page's own queue keeps every event.
    expect(window.dataLayer).toHaveLength(4);
  });
});

describe("the tag manager's loader in the frame", () => {
  test("loads the container's script under the nonce and feeds the frame's dataLayer from the page alone", () => {
    const window = page('/');
    loadTagManagerInFrame(window, 'GTM-TEST123', 'n0nce');
    const script = window.document.head.querySelector('script') as HTMLScriptElement;
    expect(script.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST123');
    expect(script.nonce).toBe('n0nce');
    expect(script.async).toBe(true);
    expect(window.dataLayer).toEqual([{ 'gtm.start': expect.any(Number), event: 'gtm.js' }]);
    window.dispatchEvent(new window.MessageEvent('message', { source: window.parent, data: { fei: { event: 'page_view' } } }));
    window.dispatchEvent(new window.MessageEvent('message', { source: null, data: { fei: { event: 'forged' } } }));
    expect(window.dataLayer?.slice(1)).toEqual([{ event: 'page_view' }]);
  });
});
