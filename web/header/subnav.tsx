import { useEffect, useMemo, useState } from 'react';
import { Link, useSiteNavigation } from '../app/navigation';
import type { Subnav as SubnavData } from '../../shared/content/page';
import { useI18n } from '../app/i18n-context';
import { useHydrated } from '../lib/use-hydrated';

/** The element id an anchor link points at ('#historia' -> 'historia'), or null for other links. */
export function anchorId(href: string): string | null {
  return href.startsWith('#') && href.length > 1 ? href.slice(1) : null;
}

/** The anchors of a tabs subnav's items: the ids of the sections they show. */
function tabAnchors(subnav: SubnavData): string[] {
  if (subnav.type !== 'tabs') return [];
  return subnav.items.flatMap((item) => {
    const id = anchorId(item.href);
    return id ? [id] : [];
  });
}

/**
 * Makes the page's sections named by the tabs their panels: the chosen one shows, the others are
 * hidden. The sections are the server's HTML around the subnav (on a page run as islands no
 * React owns them), so the subnav sets their attributes itself; it gives them back on unmount.
 */
function useTabPanels(tabs: readonly string[], activeTab: string | null, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const panels = tabs.flatMap((id) => {
      const panel = document.getElementById(id);
      return panel ? [{ id, panel }] : [];
    });
    for (const { id, panel } of panels) {
      panel.hidden = id !== activeTab;
      panel.setAttribute('role', 'tabpanel');
    }
    return () => {
      for (const { panel } of panels) {
        panel.hidden = false;
        panel.removeAttribute('role');
      }
    };
  }, [tabs, activeTab, enabled]);
}

/**
 * A page's secondary navigation: `scroll` scrolls to a section and puts its
 * anchor in the URL hash, `tabs` shows one section at a time (all of them without JavaScript;
 * the hash, when it names a tab, chooses the first), `links` goes to other pages. The tab roles
 * come with JavaScript, together with the panels they control: before that every section shows,
 * and the subnav is what it looks like, links to parts of the page.
 */
export function Subnav({ subnav }: { subnav: SubnavData }) {
  const { t } = useI18n();
  const { navigate } = useSiteNavigation();
  const hydrated = useHydrated();
  const tabIds = useMemo(() => tabAnchors(subnav), [subnav]);
  const [activeTab, setActiveTab] = useState<string | null>(tabIds[0] ?? null);
  useEffect(() => {
    const fromHash = window.location.hash.slice(1);
    setActiveTab(tabIds.includes(fromHash) ? fromHash : (tabIds[0] ?? null));
  }, [tabIds]);
  useTabPanels(tabIds, activeTab, hydrated);
  const label = t('content.on_this_page');
  if (subnav.type === 'links') {
    return (
      <nav className="subnav subnav--links" aria-label={label}>
        <ul>
          {subnav.items.map((item) => (
            <li key={item.href}>
              {item.href.startsWith('/') ? <Link to={item.href}>{item.title}</Link> : <a href={item.href}>{item.title}</a>}
            </li>
          ))}
        </ul>
      </nav>
    );
  }
  const onAnchor = (event: React.MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    if (subnav.type === 'tabs') setActiveTab(id);
    navigate(`#${id}`, { replace: true, preventScrollReset: true });
    const target = document.getElementById(id);
    if (subnav.type === 'scroll') target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const tabs = subnav.type === 'tabs' && hydrated;
  return (
    <nav className={`subnav subnav--${subnav.type}`} aria-label={label}>
      <ul role={tabs ? 'tablist' : undefined}>
        {subnav.items.map((item) => {
          const id = anchorId(item.href);
          if (!id) {
            return (
              <li key={item.href}>
                <a href={item.href}>{item.title}</a>
              </li>
            );
          }
          const active = subnav.type === 'tabs' && activeTab === id;
          return (
            <li key={item.href} role={tabs ? 'presentation' : undefined}>
              {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-selected and aria-controls are set only when the link has the tab role */}
              <a
                href={item.href}
                role={tabs ? 'tab' : undefined}
                aria-selected={tabs ? active : undefined}
                aria-controls={tabs ? id : undefined}
                className={active ? 'is-active' : undefined}
                onClick={(event) => onAnchor(event, id)}
              >
                {item.title}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
