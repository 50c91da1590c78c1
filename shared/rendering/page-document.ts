import type { Language } from '../i18n/languages';
import type { ClientAssets } from './client-assets';

/**
 * How the browser runs a page: as the app (react-router hydrates the whole page from its state,
 * `json`), or as islands (each island hydrates by itself; `siteJson` is the site's data they
 * share, web/app/site-data.tsx).
 */
export type PageHydration = { mode: 'app'; json: string } | { mode: 'islands'; siteJson: string };

/**
 * What the HTML document around a page is made of (worker/ports/page-renderer.ts). `Element` is
 * the page's rendered element, whose type belongs to the renderer (shared/ knows no React).
 */
export interface DocumentProps<Element> {
  language: Language;
  nonce: string;
  assets: ClientAssets;
  /** How the browser runs the page; null for a page it does not hydrate (the embedded signing page), which gets no script. */
  hydration: PageHydration | null;
  /** The tag manager's container id; no tag manager at all when absent (and on pages with personal data). */
  gtmContainerId?: string | null | undefined;
  children: Element;
}

/**
 * The worker's data function for one request, which the renderer's router calls per route: route
 * id, the request and its params to the route's data. `Req` is the Fetch API's `Request` on both
 * sides (shared/ is checked without the Fetch API's types).
 */
export type ServerDataLoader<Req> = (id: string, request: Req, params: Readonly<Record<string, string | undefined>>) => Promise<unknown>;
