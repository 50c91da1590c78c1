import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { languageOfPath, type Language } from '../../shared/i18n/languages';
import { I18nProvider } from '../app/i18n-context';
import { loadSiteMessages } from '../app/site-messages';
import { SiteDataProvider, type SiteData } from '../app/site-data';
import { RootHydrationProvider, useHydrated } from '../lib/use-hydrated';
import { watchForNewBuilds } from '../lib/build-watch';
import { reloadOnChunkError } from '../lib/chunk-reload';
import { rememberLanguage } from '../lib/remember-language';
import { DocumentNavigation } from './document-navigation';
import { ISLAND_ATTRIBUTE, ISLANDS_STARTED_EVENT, IslandModeProvider } from './island';
import type { IslandComponents } from './island-components';
import { islandName } from './island-names';
import { SITE_DATA_ID } from './site-data-block';

/** Reports once the island's hydration and the changes right after it (`useHydrated`) are committed. */
function HydratedSignal({ onHydrated }: { onHydrated: () => void }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) onHydrated();
  }, [hydrated, onHydrated]);
  return null;
}

function readJson(element: Element | null): unknown {
  return element?.textContent ? JSON.parse(element.textContent) : undefined;
}

function hydrateIsland(container: HTMLElement, components: Partial<IslandComponents>, site: SiteData, language: Language): Promise<void> {
  const name = islandName(container.getAttribute(ISLAND_ATTRIBUTE));
  // The page's bundle has every island on the page (the start script chose it so).
  const component = name ? components[name] : undefined;
  if (!component) return Promise.resolve();
  // The props were written by the server for this very component (web/islands/island.tsx).
  const Component = component as (props: object) => ReactNode;
  const props = readJson(container.nextElementSibling) as object;
  return new Promise<void>((resolve) => {
    // A transition lets React yield to the browser between islands and within a large one; a
    // click meanwhile makes React finish that island first, so nothing is lost.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <SiteDataProvider value={site}>
            <I18nProvider language={language}>
              <DocumentNavigation>
                <RootHydrationProvider value={{ hydrated: false }}>
                  <IslandModeProvider value="inside">
                    <Component {...props} />
                    <HydratedSignal onHydrated={resolve} />
                  </IslandModeProvider>
                </RootHydrationProvider>
              </DocumentNavigation>
            </I18nProvider>
          </SiteDataProvider>
        </StrictMode>,
      );
    });
  });
}

async function start(components: Partial<IslandComponents>): Promise<void> {
  const language = languageOfPath(location.pathname);
  await loadSiteMessages(language);
  const site = readJson(document.getElementById(SITE_DATA_ID)) as SiteData;
  const containers = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
  await Promise.all(containers.map((container) => hydrateIsland(container, components, site, language)));
  document.getElementById('root')?.setAttribute('data-hydrated', 'true');
  // The presses the document held until now are carried out (web/document.tsx).
  window.dispatchEvent(new Event(ISLANDS_STARTED_EVENT));
  // The language cookie follows the pages visited.
  rememberLanguage(language, site.root.config.cookieSecure);
  // A content page may stay open for days: it asks for new builds as the app does, and once one
  // is out, its next change of address loads the page anew (islands/document-navigation.tsx).
  watchForNewBuilds(site.root.config.buildId);
}

/**
 * The browser's start on a page run as islands (every page of the default layout, see
 * web/islands/island.tsx), called by the entry of the page's bundle with its islands' components:
 * the texts of the page's language, then each island hydrated as a root of its own with the props
 * the server wrote beside it. No router: a link loads the next page. The root is marked hydrated,
 * as in the app, once every island shows what it shows after hydration.
 */
export function startIslands(components: Partial<IslandComponents>): void {
  window.addEventListener('unhandledrejection', (event) => reloadOnChunkError(event.reason));
  void start(components).catch(reloadOnChunkError);
}
