import type { ReactElement } from 'react';
import type { Language } from '../shared/i18n/languages';
import { ISLAND_BUNDLE_NAMES, type ClientAssets } from '../shared/rendering/client-assets';
import type { DocumentProps, PageHydration } from '../shared/rendering/page-document';
import { HYDRATION_DATA_ID } from './app/hydration-data';
import { CARTS_KEY } from './cart/cart-record-store';
import { ISLAND_ATTRIBUTE, ISLANDS_STARTED_EVENT, REPLAY_ATTRIBUTE, scriptSafe } from './islands/island';
import { ISLAND_BUNDLES } from './islands/island-bundles';
import { SITE_DATA_ID } from './islands/site-data-block';

/**
 * The tag manager, sandboxed (docs/decisions/027): it runs in an iframe with `sandbox="allow-scripts"`
 * and no `allow-same-origin`, so its scripts have an opaque origin and can read neither the page
 * nor the site's cookies, localStorage or IndexedDB (where carts with personal identity numbers are
 * kept). The page's `dataLayer` stays the queue the site pushes to; each event pushed is copied
 * (as JSON) into the frame's own dataLayer, with a `page_view` of the path without its query first.
 * The frame's document inherits the page's CSP, so its loader runs under the same nonce.
 */
function tagManagerSnippet(containerId: string, nonce: string): string {
  const inFrame = `window.dataLayer=[{'gtm.start':Date.now(),event:'gtm.js'}];addEventListener('message',function(e){if(e.source===parent&&e.data&&e.data.fei)dataLayer.push(e.data.fei)});var j=document.createElement('script');j.async=true;j.nonce=${JSON.stringify(nonce)};j.src='https://www.googletagmanager.com/gtm.js?id='+encodeURIComponent(${JSON.stringify(containerId)});document.head.appendChild(j);`;
  const frameDocument = `<!doctype html><title>analytics</title><script nonce="${nonce}">${inFrame}</script>`;
  const snippet = `(function(w,d,h){var q=w.dataLayer=w.dataLayer||[],f=d.createElement('iframe'),ready=false,waiting=[];f.setAttribute('sandbox','allow-scripts');f.setAttribute('title','analytics');f.setAttribute('aria-hidden','true');f.hidden=true;f.srcdoc=h;function post(m){f.contentWindow.postMessage({fei:m},'*')}function send(e){var m;try{m=JSON.parse(JSON.stringify(e))}catch(x){return}if(ready)post(m);else waiting.push(m)}f.addEventListener('load',function(){ready=true;waiting.forEach(post);waiting=[]});q.forEach(send);var push=q.push;q.push=function(){Array.prototype.forEach.call(arguments,send);return push.apply(q,arguments)};send({event:'page_view',page_path:location.pathname});function add(){d.body.appendChild(f)}if(d.body)add();else d.addEventListener('DOMContentLoaded',add)})(window,document,${JSON.stringify(frameDocument)});`;
  // Inside an inline script, '<' only appears in string literals here; escaped, no '</script>' can end it early.
  return snippet.replace(/</g, '\\u003c');
}

/**
 * JavaScript that adds or removes `handler` for each of the visitor's `inputs`, caught wherever on
 * the page they happen, and for the page's own `scroll`. An element's scroll does not reach the
 * window: a carousel's scroller may scroll itself into place as the page loads, which is not the
 * visitor's doing.
 */
function visitorInputListeners(method: 'addEventListener' | 'removeEventListener', inputs: readonly string[], handler: string): string {
  return `for(const type of ${JSON.stringify(inputs)})${method}(type,${handler},{capture:true,passive:true});${method}('scroll',${handler},{passive:true});`;
}

/** Where the client build writes its chunks (scripts/build/build.mjs). */
const CHUNKS_FOLDER = '/assets/chunks/';

/** How many files the start script asks for in one task (see startScriptBase). */
const PRELOADS_PER_TASK = 2;

/** Written relative to the chunks' folder, where all but the entries are. */
function relativeToChunks(files: readonly string[]): string[] {
  return files.map((file) => (file.startsWith(CHUNKS_FOLDER) ? file.slice(CHUNKS_FOLDER.length) : file));
}

/**
 * The start script's common part:
 * - `files`: the entry, its chunks and the page's language (from the script expression given),
 *   as addresses;
 * - `linkFiles`: adds a link of the given kind for each, two per task: a phone spends 2-4 ms of
 *   main thread on each request it starts, so more links in one task make a long task of the
 *   page's start (docs/decisions/013);
 * - `afterLeadPainted`: runs a function in a task of its own once the lead image (the one fetched
 *   with high priority) has arrived and been decoded, and a frame has gone by, so that it is on
 *   screen: until then the network and the main thread belong to what the visitor sees first;
 * - `preloadThenImport`: preloads the files side by side, so that everything arrives in one round
 *   trip, the entry (the largest file) first, and imports the entry once every file has arrived
 *   (or failed): the app's start then runs its short tasks after its files' responses, not
 *   between them, where they would wait for a core the responses are using (docs/decisions/020). A browser without modulepreload does not
 *   wait for it.
 */
function startScriptBase(files: string): string {
  return `const files=${files}.map((file)=>new URL(file,location.origin+${JSON.stringify(CHUNKS_FOLDER)}).href);
const linkFiles=(rel,from,then,arrived=[])=>{for(const href of files.slice(from,from+${PRELOADS_PER_TASK})){const l=document.createElement('link');l.rel=rel;l.href=href;if(l.relList.supports(rel))arrived.push(new Promise((done)=>{l.addEventListener('load',done);l.addEventListener('error',done)}));document.head.append(l)}if(from+${PRELOADS_PER_TASK}<files.length)setTimeout(linkFiles,0,rel,from+${PRELOADS_PER_TASK},then,arrived);else then(arrived)};
const lead=document.querySelector('img[fetchpriority=high]');
const afterLeadPainted=(then)=>(lead?lead.decode().catch(()=>{}):Promise.resolve()).then(()=>requestAnimationFrame(()=>setTimeout(then,0)));
const preloadThenImport=()=>afterLeadPainted(()=>linkFiles('modulepreload',0,(arrived)=>Promise.all(arrived).then(()=>import(files[0]))));`;
}

/**
 * The app's start: once the lead image is on screen. The server-rendered page works without it
 * meanwhile (links, forms).
 */
function startOnceLeadPainted(files: string): string {
  return `${startScriptBase(files)}
preloadThenImport();`;
}

/**
 * What tells the islands' start that the visitor is about to use the page (docs/decisions/016),
 * besides the page's own scroll (see visitorInputListeners).
 */
const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'];

/** Where idb-keyval keeps the carts (its default database and store, web/cart/idb-cart-record-store.ts). */
const CART_DATABASE = 'keyval-store';
const CART_STORE = 'keyval';

/**
 * A script that calls `start` when the browser has a record of carts. It reads without creating:
 * opening a database that does not exist would create it, so that upgrade is aborted. The
 * database alone says nothing, since the header's first look for carts creates it.
 */
const startWhenCartsStored = `try{const open=indexedDB.open(${JSON.stringify(CART_DATABASE)});open.onupgradeneeded=()=>open.transaction.abort();open.addEventListener('error',(event)=>event.preventDefault());open.onsuccess=()=>{const db=open.result;if(db.objectStoreNames.contains(${JSON.stringify(CART_STORE)})){const count=db.transaction(${JSON.stringify(CART_STORE)}).objectStore(${JSON.stringify(CART_STORE)}).count(${JSON.stringify(CARTS_KEY)});count.onsuccess=()=>{if(count.result>0)start()}}db.close()}}catch{}`;

/**
 * The controls of an island that do nothing until the islands have started: its buttons of type
 * `button`, and what names itself for a replay (web/islands/island.tsx).
 */
const HELD_CONTROLS = `[${ISLAND_ATTRIBUTE}] button[type=button],[${ISLAND_ATTRIBUTE}] [${REPLAY_ATTRIBUTE}]`;

/**
 * The events of a press besides its click. React hydrates the root under such an event at once
 * when it reaches a root still hydrating (a discrete or continuous event is not left to the
 * transition), which on a phone made the tap's frame wait for a whole island's hydration and its
 * restyle (docs/decisions/038).
 */
const PRESS_EVENTS = [
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
];

/**
 * Keeps the presses that arrive before the islands have started (docs/decisions/033): a click
 * (a tap, a mouse click, Enter or Space on the control) on a control that needs the islands' code
 * is stopped before it reaches React or the browser's default, and the control shows that it is
 * busy (`aria-busy`, web/styles/components.css). Once every island has hydrated, the held presses
 * are carried out in order, each once, on the same element or, when hydration replaced it, on the
 * element with the same replay name; from then on presses go to React alone. Pressing a control
 * again while it is held adds nothing: the visitor asked once, and a second add to cart would book
 * a second participant. Links, forms and the menus' details elements work natively meanwhile, and
 * so does a click with a modifier key (a link opened in a new tab). The other events of a press
 * on such a control (PRESS_EVENTS) stop at the window too, passively (scrolling is not held up), so
 * that they do not make React hydrate that island in the press's frame; the page's start still
 * sees them, its listeners being on the window.
 */
const HOLD_PRESSES = `(()=>{const held=[];
const quiet=(event)=>{if(event.target instanceof Element&&event.target.closest(${JSON.stringify(HELD_CONTROLS)}))event.stopPropagation()};
for(const type of ${JSON.stringify(PRESS_EVENTS)})addEventListener(type,quiet,{capture:true,passive:true});
const hold=(event)=>{if(event.ctrlKey||event.metaKey||event.shiftKey||event.altKey)return;const control=event.target instanceof Element?event.target.closest(${JSON.stringify(HELD_CONTROLS)}):null;if(!control||control.disabled)return;event.preventDefault();event.stopImmediatePropagation();if(held.some((press)=>press.control===control))return;held.push({control,name:control.getAttribute('${REPLAY_ATTRIBUTE}')});control.setAttribute('aria-busy','true')};
addEventListener('click',hold,{capture:true});
addEventListener('${ISLANDS_STARTED_EVENT}',()=>{removeEventListener('click',hold,{capture:true});for(const type of ${JSON.stringify(PRESS_EVENTS)})removeEventListener(type,quiet,{capture:true,passive:true});for(const {control,name} of held.splice(0)){control.removeAttribute('aria-busy');const now=control.isConnected?control:name&&document.querySelector('[${REPLAY_ATTRIBUTE}="'+name+'"]');if(now)now.click()}},{once:true})})()`;

/** startOnIntent's part after the common one: the same on every page, so written once. */
const START_ON_INTENT = `let started=false;
const start=()=>{if(started)return;started=true;${visitorInputListeners('removeEventListener', INTENT_EVENTS, 'start')}preloadThenImport()};
${visitorInputListeners('addEventListener', INTENT_EVENTS, 'start')}
const bookable=new IntersectionObserver((entries)=>{if(entries.some((entry)=>entry.isIntersecting)){bookable.disconnect();start()}},{rootMargin:'100% 0px'});
for(const control of document.querySelectorAll('[${ISLAND_ATTRIBUTE}=add-to-cart]>*'))bookable.observe(control);
${startWhenCartsStored}
const prefetch=()=>afterLeadPainted(()=>{if(!started)linkFiles('prefetch',0,()=>{})});
if(document.readyState==='complete')prefetch();else addEventListener('load',prefetch,{once:true});`;

/**
 * The islands' start (docs/decisions/016): until the visitor points, touches, scrolls or types,
 * the page is the server's HTML, which works without JavaScript, and nothing of ours runs. The
 * files are fetched ahead (not run) once the page has loaded and its lead image is on screen, so
 * the first intent only runs them. It starts without an intent when an add-to-cart button (which
 * works only hydrated) is within a screen of the viewport, and in a browser with stored carts,
 * whose bag count the header shows.
 */
function startOnIntent(files: string): string {
  return `${startScriptBase(files)}
${START_ON_INTENT}`;
}

/** The app's files for a page: its entry and chunks, and the page's language. */
function appFiles(assets: ClientAssets, language: Language): string {
  return JSON.stringify(relativeToChunks([assets.entry, ...assets.preload, ...assets.messages[language]]));
}

/**
 * The islands' files for a page: those of the first bundle (web/islands/island-bundles.ts) that
 * has every island the page has, chosen in the browser from the islands in the document.
 */
function islandFiles(assets: ClientAssets, language: Language): string {
  const bundles = ISLAND_BUNDLE_NAMES.map((name) => {
    const bundle = assets.islands[name];
    return [ISLAND_BUNDLES[name], relativeToChunks([bundle.entry, ...bundle.preload, ...bundle.messages[language]])];
  });
  return `((present)=>${JSON.stringify(bundles)}.find(([islands])=>present.every((name)=>islands.includes(name)))[1])([...document.querySelectorAll('[${ISLAND_ATTRIBUTE}]')].map((e)=>e.getAttribute('${ISLAND_ATTRIBUTE}')))`;
}

/**
 * The data block and start script of a page, by how the browser runs it. (The speculation rules
 * that fetch the next page ahead on a page run as islands are added by the browser, where its
 * connection allows: web/lib/route-prefetch.ts.)
 */
function BrowserStart({
  hydration,
  assets,
  language,
  nonce,
}: {
  hydration: PageHydration;
  assets: ClientAssets;
  language: Language;
  nonce: string;
}) {
  const islands = hydration.mode === 'islands';
  const dataId = islands ? SITE_DATA_ID : HYDRATION_DATA_ID;
  const data = scriptSafe(islands ? hydration.siteJson : hydration.json);
  const start = islands ? startOnIntent(islandFiles(assets, language)) : startOnceLeadPainted(appFiles(assets, language));
  return (
    <>
      {/*
        The data as a data block rather than a script that assigns a string: the JSON goes out as
        it is, not with every quote escaped, and nothing runs until the browser's entry reads it.
      */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the page's data for the browser, escaped for a script element by scriptSafe */}
      <script type="application/json" id={dataId} dangerouslySetInnerHTML={{ __html: data }} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own start script, built from the asset list */}
      <script type="module" nonce={nonce} dangerouslySetInnerHTML={{ __html: start }} />
    </>
  );
}

/**
 * The HTML document around the app. The app itself renders inside #root and is hydrated there;
 * the hydration data script sits after it with the CSP nonce.
 */
export function Document({ language, nonce, assets, hydration, gtmContainerId, children }: DocumentProps<ReactElement>) {
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1f3a" />
        {/*
          Deferred and render-blocking (docs/decisions/023): it runs once the document is parsed,
          and the first paint waits for it, so the page is painted once with its main content
          rather than its header first and the rest in the next frames. A page that runs no
          script (the embedded signing page) paints as it parses.
        */}
        {hydration ? <script src={assets.beforeFirstPaint} defer blocking="render" nonce={nonce} /> : null}
        {/* PNG, not SVG: Chromium loads an SVG favicon as a document on the page's main thread (decision 013). */}
        <link rel="icon" href="/favicon.png" type="image/png" sizes="32x32" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        {/*
          The spinners show during slow actions. A prefetch hint takes no `as` (only preload
          does), and preload would compete with the page itself.
        */}
        <link rel="prefetch" href="/spinner-black.svg" />
        <link rel="prefetch" href="/spinner-white.svg" />
        {hydration?.mode === 'islands' ? (
          // In the head, so that no press on the page as first painted goes by unheld.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own script, a constant
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: HOLD_PRESSES }} />
        ) : null}
        {gtmContainerId ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the tag manager's own snippet, built from a container id the configuration has checked
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: tagManagerSnippet(gtmContainerId, nonce) }} />
        ) : null}
        {/* One stylesheet, cached for a year under its hashed name (docs/decisions/009). */}
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
      </head>
      <body>
        <div id="root">{children}</div>
        {hydration ? <BrowserStart hydration={hydration} assets={assets} language={language} nonce={nonce} /> : null}
      </body>
    </html>
  );
}
