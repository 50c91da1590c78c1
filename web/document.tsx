import type { ReactElement } from 'react';
import type { Language } from '../shared/i18n/languages';
import { ICON_SYMBOLS } from './components/icon-sprite';

/** The files a first visit loads, from the client build's manifest. */
export interface ClientAssets {
  entry: string;
  css: string[];
  /** Module chunks the entry imports statically; preloaded so they download in parallel. */
  preload: string[];
}

export interface DocumentProps {
  language: Language;
  nonce: string;
  assets: ClientAssets;
  /** react-router's hydration state, serialised for `window.__staticRouterHydrationData`. */
  hydrationJson: string;
  /**
   * The text of `assets.css`, written into the head so the first paint waits for no stylesheet
   * request; the stylesheets are linked instead when absent.
   */
  inlineStyles?: readonly { href: string; css: string }[] | null | undefined;
  /** The tag manager's container id; no tag manager at all when absent. */
  gtmContainerId?: string | null | undefined;
  children: ReactElement;
}

/**
 * The tag manager's loader, run under the CSP nonce; the script it adds carries the nonce too
 * ('strict-dynamic' would allow it anyway).
 */
function tagManagerSnippet(containerId: string, nonce: string): string {
  return `(function(w,d,i,n){w.dataLayer=w.dataLayer||[];w.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});var j=d.createElement('script');j.async=true;j.nonce=n;j.src='https://www.googletagmanager.com/gtm.js?id='+encodeURIComponent(i);d.head.appendChild(j);})(window,document,${JSON.stringify(containerId)},${JSON.stringify(nonce)});`;
}


/** JSON inside an inline script must not be able to close the tag or break the line terminators. */
function scriptSafe(json: string): string {
  return json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * The HTML document around the app. The app itself renders inside #root and is hydrated there;
 * the hydration data script sits after it with the CSP nonce.
 */
export function Document({ language, nonce, assets, inlineStyles, hydrationJson, gtmContainerId, children }: DocumentProps) {
  const bootstrap = `window.__staticRouterHydrationData=JSON.parse(${scriptSafe(JSON.stringify(hydrationJson))});`;
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1f3a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/*
          The spinners show during slow actions; the icon sprite is inlined in the body. A prefetch
          hint takes no `as` (only preload does), and preload would compete with the page itself.
        */}
        <link rel="prefetch" href="/spinner-black.svg" />
        <link rel="prefetch" href="/spinner-white.svg" />
        {gtmContainerId ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the tag manager's own snippet, built from a container id the configuration has checked
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: tagManagerSnippet(gtmContainerId, nonce) }} />
        ) : null}
        {inlineStyles
          ? inlineStyles.map(({ href, css }) => (
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own stylesheets from the build, inlined
              <style key={href} nonce={nonce} data-href={href} dangerouslySetInnerHTML={{ __html: css }} />
            ))
          : assets.css.map((href) => <link key={href} rel="stylesheet" href={href} precedence="default" />)}
        {assets.preload.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
      </head>
      <body>
        <svg
          xmlns="http://www.w3.org/2000/svg"
          aria-hidden="true"
          focusable="false"
          style={{ position: 'absolute', width: 0, height: 0, overflow: 'hidden' }}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own icon symbols, from the build
          dangerouslySetInnerHTML={{ __html: ICON_SYMBOLS }}
        />
        <div id="root">{children}</div>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the hydration data, escaped for a script element where it is built */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: bootstrap }} />
      </body>
    </html>
  );
}
