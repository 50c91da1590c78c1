import type { Language } from '../i18n/languages';

/**
 * The bundles of islands the client build makes, one build each (which islands each carries is
 * the web app's: web/islands/island-bundles.ts). The build writes their files into the build info,
 * which the worker reads and hands to the page renderer as `ClientAssets`.
 */
export const ISLAND_BUNDLE_NAMES = ['explorer', 'item', 'all'] as const;
export type IslandBundle = (typeof ISLAND_BUNDLE_NAMES)[number];

/** The scripts a page carries inline, by entry (web/browser-start/entries/), as the build compiled them. */
export const INLINE_SCRIPT_NAMES = ['holdPresses', 'tagManager', 'appStart', 'islandsStart'] as const;
export type InlineScripts = Record<(typeof INLINE_SCRIPT_NAMES)[number], string>;

/** The files a first visit loads, from the client build's manifest. */
export interface ClientAssets {
  entry: string;
  css: string[];
  /** The script a page runs before its first paint (web/before-first-paint.ts). */
  beforeFirstPaint: string;
  /** The compiled code of the scripts a page carries inline (web/browser-start/entries/). */
  inlineScripts: InlineScripts;
  /** Module chunks the entry imports statically; preloaded so they download in parallel. */
  preload: string[];
  /** Each language's texts (web/app/messages.ts): the page's language is preloaded with the rest. */
  messages: Record<Language, string[]>;
  /**
   * What a page run as islands loads (web/islands/), per bundle of islands: its entry, that
   * entry's chunks, and its texts (the site's, without the checkout's).
   */
  islands: Record<IslandBundle, { entry: string; preload: string[]; messages: Record<Language, string[]> }>;
}
