import { useEffect, useRef, type Dispatch, type ReactNode } from 'react';
import type { MenuItem } from '../../shared/content/menu';
import { pathFor } from '../../shared/routing/paths';
import { useI18n } from '../app/i18n-context';
import { Icon } from '../ui/icon';
import { LazyOverlayResults as OverlayResults } from '../search/lazy-overlay-results';
import { MenuLink } from './menu-link';
import type { MenuAction, MenuState } from './menu-state';

export const MOBILE_MENU_ID = 'mobile-menu-panel';

/** Before hydration: every list as a native disclosure, so the whole menu works without JavaScript. */
function AccordionMenu({ items }: { items: readonly MenuItem[] }) {
  return (
    <ul className="mobile-menu__list">
      {items.map((item) =>
        item.type === 'list' && item.items.length > 0 ? (
          <li key={item.title}>
            <details className="mobile-menu__group">
              <summary className="mobile-menu__entry">
                <span>{item.title}</span>
                <Icon name="chevron-down" />
              </summary>
              <ul className="mobile-menu__sublist">
                {item.items.map((entry) => (
                  <li key={entry.title}>
                    <MenuLink className="mobile-menu__entry" link={entry.primaryLink}>
                      {entry.title}
                    </MenuLink>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ) : item.link ? (
          <li key={item.title}>
            <MenuLink className="mobile-menu__entry" link={item.link}>
              {item.title}
            </MenuLink>
          </li>
        ) : null,
      )}
    </ul>
  );
}

/** After hydration: one level at a time (menu, submenu, detail) with a back button. */
function DrillDownMenu({
  items,
  state,
  dispatch,
  onNavigate,
}: {
  items: readonly MenuItem[];
  state: MenuState;
  dispatch: Dispatch<MenuAction>;
  onNavigate: () => void;
}) {
  const { t } = useI18n();
  const back = useRef<HTMLButtonElement>(null);
  const level = state.submenu !== null ? 2 : state.menu !== null ? 1 : 0;
  // The desktop menu shares this state: only the open mobile menu may take the focus, or opening
  // a desktop submenu would focus this hidden button and scroll the page (which closes the menu).
  // biome-ignore lint/correctness/useExhaustiveDependencies: every panel opened, even one at the same level, takes the focus to its back button
  useEffect(() => {
    if (state.mobileOpen && level > 0) back.current?.focus();
  }, [state.mobileOpen, level, state.menu, state.submenu]);
  const menu = items.find((item) => item.title === state.menu);
  const entry = menu?.items.find((candidate) => candidate.title === state.submenu);
  let title: string | null = null;
  let list: ReactNode;
  if (menu && entry) {
    title = entry.title;
    list = (
      <ul className="mobile-menu__list" data-level="detail">
        <li>
          <MenuLink className="mobile-menu__entry mobile-menu__entry--primary" link={entry.primaryLink} onNavigate={onNavigate}>
            <span>{entry.primaryLink.title}</span>
            <Icon name="arrow-right" />
          </MenuLink>
        </li>
        {entry.secondaryLinks.map((link) => (
          <li key={link.url}>
            <MenuLink className="mobile-menu__entry" link={link} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    );
  } else if (menu) {
    title = menu.title;
    list = (
      <ul className="mobile-menu__list" data-level="submenu">
        {menu.items.map((candidate) => (
          <li key={candidate.title}>
            {candidate.secondaryLinks.length > 0 ? (
              <button type="button" className="mobile-menu__entry" onClick={() => dispatch({ type: 'open-submenu', title: candidate.title })}>
                <span>{candidate.title}</span>
                <Icon name="chevron-right" />
              </button>
            ) : (
              <MenuLink className="mobile-menu__entry" link={candidate.primaryLink} onNavigate={onNavigate}>
                <span>{candidate.title}</span>
              </MenuLink>
            )}
          </li>
        ))}
      </ul>
    );
  } else {
    list = (
      <ul className="mobile-menu__list" data-level="menu">
        {items.map((item) => (
          <li key={item.title}>
            {item.type === 'list' && item.items.length > 0 ? (
              <button type="button" className="mobile-menu__entry" onClick={() => dispatch({ type: 'open-menu', title: item.title })}>
                <span>{item.title}</span>
                <Icon name="chevron-right" />
              </button>
            ) : item.link ? (
              <MenuLink className="mobile-menu__entry" link={item.link} onNavigate={onNavigate}>
                <span>{item.title}</span>
              </MenuLink>
            ) : null}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="mobile-menu__level">
      {title !== null ? (
        <div className="mobile-menu__level-head">
          <button
            ref={back}
            type="button"
            className="mobile-menu__back"
            onClick={() => dispatch({ type: 'back' })}
            data-testid="mobile-menu-back"
          >
            <Icon name="chevron-left" />
            {t('header.back')}
          </button>
          <p className="mobile-menu__level-title">{title}</p>
        </div>
      ) : null}
      {list}
    </div>
  );
}

/**
 * The mobile menu (below the desktop breakpoint): a toggle that opens the full menu with a
 * search input, the menu levels, the MYFEI login and the language links. A `<details>` element,
 * so it opens without JavaScript too.
 */
export function MobileMenu({
  items,
  state,
  dispatch,
  hydrated,
  onNavigate,
  footer,
  toggleRef,
}: {
  items: readonly MenuItem[];
  state: MenuState;
  dispatch: Dispatch<MenuAction>;
  hydrated: boolean;
  onNavigate: () => void;
  footer: ReactNode;
  toggleRef: React.RefObject<HTMLElement | null>;
}) {
  const { language, t } = useI18n();
  const open = state.mobileOpen;
  return (
    <details className="mobile-menu" open={open}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a summary is its details element's own toggle button, so it is interactive */}
      <summary
        ref={toggleRef as React.RefObject<HTMLElement>}
        className="icon-button mobile-menu__toggle"
        aria-controls={MOBILE_MENU_ID}
        aria-label={open ? t('header.close_menu') : t('header.open_menu')}
        data-testid="mobile-menu-toggle"
        onClick={(event) => {
          event.preventDefault();
          dispatch({ type: 'toggle-mobile' });
        }}
      >
        <Icon name={open ? 'close' : 'menu'} />
      </summary>
      <div className="mobile-menu__panel" id={MOBILE_MENU_ID} data-testid="mobile-menu">
        {/* biome-ignore lint/a11y/useSemanticElements: the search role on the form itself keeps one element; the search element is newer than the browsers the site supports */}
        <form className="mobile-menu__search" method="get" action={pathFor('search', language)} role="search" onSubmit={onNavigate}>
          <Icon name="search" />
          <input
            type="search"
            name="q"
            aria-label={t('header.search_label')}
            placeholder={`${t('cta.type_your_search')}...`}
            value={state.query}
            onChange={(event) => dispatch({ type: 'set-query', query: event.target.value })}
          />
        </form>
        {hydrated && open && state.query.trim() !== '' ? <OverlayResults query={state.query} onNavigate={onNavigate} /> : null}
        <nav aria-label={t('site.main_navigation')}>
          {hydrated ? (
            <DrillDownMenu items={items} state={state} dispatch={dispatch} onNavigate={onNavigate} />
          ) : (
            <AccordionMenu items={items} />
          )}
        </nav>
        <div className="mobile-menu__footer">{footer}</div>
      </div>
    </details>
  );
}
