import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { languageCookieAssignment, languageOfPath, rememberedLanguage } from '../../shared/i18n/languages';
import { I18nProvider } from '../app/i18n-context';
import { loadSiteMessages } from '../app/site-messages';
import { SiteDataProvider, type SiteData } from '../app/site-data';
import { useHydrated } from '../components/use-hydrated';
import { afterPaint } from '../lib/after-paint';
import { claimChunkReload, isChunkLoadError } from '../lib/chunk-reload';
import { registerMuxPlayer } from '../lib/mux-player-registration';
import { DocumentNavigation } from './document-navigation';
import { ISLAND_ATTRIBUTE, IslandModeProvider } from './island';
import { islandComponents, isIslandName } from './island-components';
import { SITE_DATA_ID } from './site-data-block';

/**
 * The browser's start on a page run as islands (every page of the default layout, see
 * web/islands/island.tsx): the texts of the page's language, then each island hydrated as a root
 * of its own with the props the server wrote beside it. No router: a link loads the next page.
 * The root is marked hydrated, as in the app, once every island shows what it shows after
 * hydration.
 */

function reloadOnChunkError(error: unknown): void {
  if (isChunkLoadError(error) && claimChunkReload(sessionStorage, location.pathname, Date.now())) {
    location.reload();
  }
}

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

function hydrateIsland(container: HTMLElement, site: SiteData, wrap: (island: ReactNode) => ReactNode): Promise<void> {
  const name = container.getAttribute(ISLAND_ATTRIBUTE) ?? undefined;
  if (!isIslandName(name)) return Promise.resolve();
  // The props were written by the server for this very component (web/islands/island.tsx).
  const Component = islandComponents[name] as (props: object) => ReactNode;
  const props = readJson(container.nextElementSibling) as object;
  return new Promise<void>((resolve) => {
    // A transition lets React yield to the browser between islands and within a large one; a
    // click meanwhile makes React finish that island first, so nothing is lost.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <SiteDataProvider value={site}>
            {wrap(
              <IslandModeProvider value="inside">
                <Component {...props} />
                <HydratedSignal onHydrated={resolve} />
              </IslandModeProvider>,
            )}
          </SiteDataProvider>
        </StrictMode>,
      );
    });
  });
}

async function start(): Promise<void> {
  const language = languageOfPath(location.pathname);
  await loadSiteMessages(language);
  const site = readJson(document.getElementById(SITE_DATA_ID)) as SiteData;
  const wrap = (island: ReactNode) => (
    <I18nProvider language={language}>
      <DocumentNavigation>{island}</DocumentNavigation>
    </I18nProvider>
  );
  const containers = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
  await Promise.all(containers.map((container) => hydrateIsland(container, site, wrap)));
  document.getElementById('root')?.setAttribute('data-hydrated', 'true');
  // The language cookie follows the pages visited; reading it waits until the page has painted.
  afterPaint(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers the site supports (Firefox, older Safari)
    if (rememberedLanguage(document.cookie) !== language) document.cookie = languageCookieAssignment(language, site.root.config.cookieSecure);
  });
}

registerMuxPlayer();
window.addEventListener('unhandledrejection', (event) => reloadOnChunkError(event.reason));
void start().catch(reloadOnChunkError);
