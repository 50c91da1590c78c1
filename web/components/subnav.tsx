import { Link, useSiteNavigation } from '../app/navigation';
import type { Subnav as SubnavData } from '../../shared/content/page';
import { useI18n } from '../app/i18n-context';
import { useHydrated } from './use-hydrated';

/** The element id an anchor link points at ('#historia' -> 'historia'), or null for other links. */
export function anchorId(href: string): string | null {
  return href.startsWith('#') && href.length > 1 ? href.slice(1) : null;
}

/**
 * A page's secondary navigation: `scroll` scrolls to a section and puts its
 * anchor in the URL hash, `tabs` shows one section at a time (all of them without JavaScript),
 * `links` goes to other pages. `activeTab` and `onSelectTab` belong to the tabs type. The tab
 * roles come with JavaScript, together with the panels they control (ContentPageView): before
 * that every section shows, and the subnav is what it looks like, links to parts of the page.
 */
export function Subnav({
  subnav,
  activeTab,
  onSelectTab,
}: {
  subnav: SubnavData;
  activeTab?: string | null;
  onSelectTab?: (id: string) => void;
}) {
  const { t } = useI18n();
  const { navigate } = useSiteNavigation();
  const hydrated = useHydrated();
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
    if (subnav.type === 'tabs') onSelectTab?.(id);
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
