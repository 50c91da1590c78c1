// The tag manager, sandboxed (docs/decisions/027): it runs in an iframe with `sandbox="allow-scripts"`
// and no `allow-same-origin`, so its scripts have an opaque origin and can read neither the page
// nor the site's cookies, localStorage or IndexedDB (where carts with personal identity numbers are
// kept). The page's `dataLayer` stays the queue the site pushes to; each event pushed is copied
// (as JSON) into the frame's own dataLayer, with a `page_view` of the path without its query first.
// The frame's document inherits the page's CSP, so its loader runs under the same nonce.

/** The attribute of the tag manager's script elements (the page's and the frame's) that names the container. */
export const GTM_CONTAINER_ATTRIBUTE = 'data-gtm-container';

/** The key under which the page posts an event to the frame. */
const EVENT_KEY = 'fei';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * The frame's document: its loader (web/browser-start/tag-manager-frame.ts, compiled) under the
 * page's nonce, with the container. The container id is attribute-safe: the configuration accepts
 * only `GTM-` and letters and digits (worker/config.ts); the nonce is base64.
 */
export function frameDocument(loader: string, containerId: string, nonce: string): string {
  return `<!doctype html><title>analytics</title><script nonce="${nonce}" ${GTM_CONTAINER_ATTRIBUTE}="${containerId}">${loader}</script>`;
}

/** The page's side: the sandboxed frame, and every event of the page's dataLayer posted into it. */
export function startTagManager(window: DataLayerWindow, frame: { loader: string; containerId: string; nonce: string }): void {
  const { document } = window;
  window.dataLayer ||= [];
  const queue = window.dataLayer;
  const iframe = document.createElement('iframe');
  let ready = false;
  let waiting: unknown[] = [];
  iframe.setAttribute('sandbox', 'allow-scripts');
  iframe.setAttribute('title', 'analytics');
  iframe.setAttribute('aria-hidden', 'true');
  iframe.hidden = true;
  iframe.srcdoc = frameDocument(frame.loader, frame.containerId, frame.nonce);
  const post = (message: unknown) => iframe.contentWindow?.postMessage({ [EVENT_KEY]: message }, '*');
  const send = (event: unknown) => {
    let message: unknown;
    try {
      message = JSON.parse(JSON.stringify(event));
    } catch {
      return;
    }
    if (ready) post(message);
    else waiting.push(message);
  };
  iframe.addEventListener('load', () => {
    ready = true;
    waiting.forEach(post);
    waiting = [];
  });
  queue.forEach(send);
  const push = queue.push;
  queue.push = (...events: unknown[]) => {
    events.forEach(send);
    return push.apply(queue, events);
  };
  send({ event: 'page_view', page_path: window.location.pathname });
  const add = () => document.body.appendChild(iframe);
  if (document.body) add();
  else document.addEventListener('DOMContentLoaded', add);
}

/** The frame's side: its own dataLayer, fed by the page's messages, and Google's loader. */
export function loadTagManagerInFrame(window: DataLayerWindow, containerId: string, nonce: string): void {
  const { document } = window;
  window.dataLayer = [{ 'gtm.start': Date.now(), event: 'gtm.js' }];
  window.addEventListener('message', (event: MessageEvent) => {
    const message = event.source === window.parent && event.data ? event.data[EVENT_KEY] : undefined;
    if (message) window.dataLayer?.push(message);
  });
  const script = document.createElement('script');
  script.async = true;
  script.nonce = nonce;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
  document.head.appendChild(script);
}
