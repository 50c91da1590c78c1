import { renderToString } from 'react-dom/server';
import type { Language } from '../../shared/i18n/languages';
import { I18nProvider } from '../app/i18n-context';
import { LinkProvider, NavigationProvider, PlainLink, type SiteLocation, type SiteNavigation } from '../app/navigation';
import { SiteDataProvider, type SiteData } from '../app/site-data';
import { SiteHeader } from '../header/site-header';
import { IslandModeProvider } from './island';
import { islandName, type IslandName } from './island-names';

/**
 * The islands whose HTML is the same on every page of one language: it follows from the texts of
 * the language and the site data (configuration, menu, preview flags) alone, never from the page,
 * its address or props of its own. The header is one outside preview: its menus, links and
 * buttons read only those, and where it reads the address, it reads it in effects, which never run
 * on the server. In preview its refresh button links to the page itself, so previews render it
 * with their page (they are staff's, and never cached).
 */
const PAGE_INDEPENDENT = { header: SiteHeader } satisfies Partial<Record<IslandName, unknown>>;

export type PrerenderedIslands = Partial<Record<IslandName, string>>;

/** A navigation at `location` that does nothing: a render on the server never navigates. */
export function inertNavigation(location: SiteLocation): SiteNavigation {
  return {
    location,
    navigate: () => undefined,
    setSearch: () => undefined,
    loadingSamePage: false,
    revalidate: () => undefined,
    revalidating: false,
    loadsOnSearch: false,
  };
}

// What such an island is rendered with ahead of the page: it has no page, so its address is the root.
const NO_PAGE = inertNavigation({ pathname: '/', search: '', hash: '' });

/** Languages times the sites' data seen (the preview flags, a new menu): a handful at a time. */
const MAX_KEPT = 8;
const kept = new Map<string, PrerenderedIslands>();

/**
 * The HTML of the page-independent islands for a language and the site data as its islands'
 * browser gets it (the JSON of the page's site-data block), rendered once and kept in the
 * isolate. The header is as much markup as a course page's main content, and rendering it again
 * for every page was about a tenth of the worker's time per uncached page. The page writes this
 * HTML inside the island's element (web/islands/island.tsx), and the browser hydrates it from the
 * same language and site data, so it is what the island renders there too.
 */
export function pageIndependentIslands(language: Language, siteJson: string): PrerenderedIslands {
  const key = `${language}\n${siteJson}`;
  const found = kept.get(key);
  if (found) return found;
  const site = JSON.parse(siteJson) as SiteData;
  const islands: PrerenderedIslands = {};
  const preview = site.root.preview.active || site.previewPage;
  for (const [name, Component] of preview ? [] : Object.entries(PAGE_INDEPENDENT)) {
    const island = islandName(name);
    if (!island) continue;
    islands[island] = renderToString(
      <SiteDataProvider value={site}>
        <I18nProvider language={language}>
          <LinkProvider value={PlainLink}>
            <NavigationProvider value={NO_PAGE}>
              <IslandModeProvider value="inside">
                <Component />
              </IslandModeProvider>
            </NavigationProvider>
          </LinkProvider>
        </I18nProvider>
      </SiteDataProvider>,
    );
  }
  const oldest = kept.keys().next();
  if (kept.size >= MAX_KEPT && !oldest.done) kept.delete(oldest.value);
  kept.set(key, islands);
  return islands;
}
