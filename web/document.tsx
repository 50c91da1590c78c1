import type { ReactElement } from 'react';
import type { Language } from '../shared/i18n/languages';
import { ISLAND_BUNDLE_NAMES, type ClientAssets } from '../shared/rendering/client-assets';
import type { DocumentProps, PageHydration } from '../shared/rendering/page-document';
import { HYDRATION_DATA_ID } from './app/hydration-data';
import { type IslandBundleFiles, relativeToChunks, START_FILES_ID } from './browser-start/start-files';
import { GTM_CONTAINER_ATTRIBUTE } from './browser-start/tag-manager';
import { scriptSafe } from './islands/island';
import { ISLAND_BUNDLES } from './islands/island-bundles';
import { SITE_DATA_ID } from './islands/site-data-block';

/** The app's files for a page: its entry and chunks, and the page's language (web/browser-start/app-start.ts). */
function appFiles(assets: ClientAssets, language: Language): string[] {
  return relativeToChunks([assets.entry, ...assets.preload, ...assets.messages[language]]);
}

/**
 * The islands' files for a page: every bundle's (web/islands/island-bundles.ts) with the islands
 * it has; the browser runs the first that has every island the page has (web/browser-start/island-files.ts).
 */
function islandFiles(assets: ClientAssets, language: Language): IslandBundleFiles[] {
  return ISLAND_BUNDLE_NAMES.map((name) => {
    const bundle = assets.islands[name];
    return [ISLAND_BUNDLES[name], relativeToChunks([bundle.entry, ...bundle.preload, ...bundle.messages[language]])];
  });
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
  const files = scriptSafe(JSON.stringify(islands ? islandFiles(assets, language) : appFiles(assets, language)));
  const start = islands ? assets.inlineScripts.islandsStart : assets.inlineScripts.appStart;
  return (
    <>
      {/*
        The data as a data block rather than a script that assigns a string: the JSON goes out as
        it is, not with every quote escaped, and nothing runs until the browser's entry reads it.
      */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the page's data for the browser, escaped for a script element by scriptSafe */}
      <script type="application/json" id={dataId} dangerouslySetInnerHTML={{ __html: data }} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the start script's files, escaped for a script element by scriptSafe */}
      <script type="application/json" id={START_FILES_ID} dangerouslySetInnerHTML={{ __html: files }} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own start script (web/browser-start/entries/), compiled by the build */}
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
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own script (web/browser-start/entries/hold-presses.ts), compiled by the build
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: assets.inlineScripts.holdPresses }} />
        ) : null}
        {gtmContainerId ? (
          // The sandboxed tag manager (web/browser-start/tag-manager.ts), for a container id the configuration has checked.
          <script
            nonce={nonce}
            {...{ [GTM_CONTAINER_ATTRIBUTE]: gtmContainerId }}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own script (web/browser-start/entries/tag-manager.ts), compiled by the build
            dangerouslySetInnerHTML={{ __html: assets.inlineScripts.tagManager }}
          />
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
