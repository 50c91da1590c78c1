import { useCallback, useEffect, useReducer, useRef } from 'react';
import { Link, useSiteLocation } from '../app/navigation';
import type { MenuItem } from '../../shared/content/menu';
import { homePath, pathFor } from '../../shared/routing/paths';
import { useI18n } from '../app/i18n-context';
import { useRootData } from '../app/site-data';
import { BagButton } from '../cart/bag-button';
import { CartHost } from '../cart/cart-host';
import { DesktopMenu } from './desktop-menu';
import { scrolledPastMenuClose } from './header-scroll';
import { Icon } from '../ui/icon';
import { LanguageSelector } from './language-selector';
import { headerTheme, INITIAL_MENU_STATE, menuReducer } from './menu-state';
import { MobileMenu } from './mobile-menu';
import { RefreshButton } from './refresh-button';
import { SearchOverlay } from './search-overlay';
import { LazyOverlayResults as OverlayResults } from '../search/lazy-overlay-results';
import { useHeaderScroll } from './use-header-scroll';
import { useHydrated } from '../lib/use-hydrated';
import { REPLAY_ATTRIBUTE } from '../islands/island';
import { usePreviewMode } from './use-preview-mode';

const NO_ITEMS: readonly MenuItem[] = [];

/**
 * The site header: logo, the desktop menu bar with its popovers, search, the
 * cart's bag, back, MYFEI, refresh in preview mode, the language links, and the mobile menu
 * below the desktop breakpoint. It fixes itself and slides in and out once the page is scrolled
 * far enough; Esc closes whatever is open and gives focus back to what opened it.
 */
export function SiteHeader() {
  const { language, t } = useI18n();
  const { config, menu } = useRootData();
  const items = menu.mainMenuByLanguage?.mainMenuItems ?? NO_ITEMS;
  const [state, dispatch] = useReducer(menuReducer, INITIAL_MENU_STATE);
  const hydrated = useHydrated();
  const preview = usePreviewMode();
  const location = useSiteLocation();
  const header = useRef<HTMLElement>(null);
  const searchButton = useRef<HTMLButtonElement>(null);
  const mobileToggle = useRef<HTMLElement>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const menuOpenedAt = useRef<number | null>(null);

  // Navigating anywhere closes the menus; the first render is no navigation.
  const firstPath = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger: each navigation closes the menus
  useEffect(() => {
    if (firstPath.current) {
      firstPath.current = false;
      return;
    }
    dispatch({ type: 'path-changed' });
  }, [location.pathname]);

  // A menu is a details element, so one the visitor opened before the header hydrated (a content
  // page hydrates on the first intent, docs/decisions/016) opened natively: the state takes it
  // over, so that the next press closes it rather than opening it again.
  useEffect(() => {
    const mobileMenu = mobileToggle.current?.parentElement;
    if (mobileMenu instanceof HTMLDetailsElement && mobileMenu.open) dispatch({ type: 'toggle-mobile' });
    const title = header.current?.querySelector<HTMLElement>('[open]>[data-menu]')?.dataset.menu;
    if (title) dispatch({ type: 'open-menu', title });
    // So do the words typed into the mobile menu's search field meanwhile: hydration keeps what
    // the field shows, and the state takes it over so that the next render does not empty it.
    const typed = header.current?.querySelector<HTMLInputElement>('.mobile-menu__search input')?.value;
    if (typed) dispatch({ type: 'set-query', query: typed });
  }, []);

  useEffect(() => {
    menuOpenedAt.current = state.menu !== null ? window.scrollY : null;
  }, [state.menu]);

  const onScroll = useCallback((y: number) => {
    if (menuOpenedAt.current !== null && scrolledPastMenuClose(menuOpenedAt.current, y)) {
      menuOpenedAt.current = null;
      dispatch({ type: 'close-menus' });
    }
  }, []);
  const scroll = useHeaderScroll(onScroll);

  const anythingOpen = state.menu !== null || state.searchOpen || state.mobileOpen;
  useEffect(() => {
    if (!anythingOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (state.searchOpen && !state.mobileOpen) {
        dispatch({ type: 'close-search' });
        searchButton.current?.focus();
      } else if (state.mobileOpen) {
        dispatch({ type: 'close-mobile' });
        mobileToggle.current?.focus();
      } else {
        dispatch({ type: 'close-menus' });
        trigger.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (state.menu !== null && !state.mobileOpen && !(event.target instanceof Node && header.current?.contains(event.target))) {
        dispatch({ type: 'close-menus' });
      }
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [anythingOpen, state.menu, state.searchOpen, state.mobileOpen]);

  // The page under the open mobile menu must not scroll.
  useEffect(() => {
    document.documentElement.classList.toggle('menu-open', state.mobileOpen);
    return () => document.documentElement.classList.remove('menu-open');
  }, [state.mobileOpen]);

  const closeAfterNavigation = useCallback(() => dispatch({ type: 'path-changed' }), []);
  const theme = headerTheme('light', state);
  const slidOut = scroll.fixed && !scroll.visible && !anythingOpen;
  const className = [
    'site-header',
    `site-header--${theme}`,
    scroll.fixed ? 'site-header--fixed' : '',
    slidOut ? 'site-header--hidden' : '',
    state.mobileOpen ? 'site-header--menu-open' : '',
  ]
    .filter(Boolean)
    .join(' ');

  const myfei = (
    <a
      className="button button--ghost site-header__myfei"
      href={config.myfeiLoginUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('cta.login_label')}
    >
      <Icon name="external" className="icon--small" />
      {t('cta.login')}
    </a>
  );

  return (
    <div className="site-header-shell">
      <header ref={header} className={className} data-theme={theme} data-testid="site-header">
        <div className="site-header__inner">
          <Link to={homePath(language)} className="site-header__logo" aria-label={t('cta.logo_home')}>
            <span aria-hidden="true">FEI</span>
          </Link>
          <DesktopMenu
            items={items}
            state={state}
            dispatch={dispatch}
            hydrated={hydrated}
            onNavigate={closeAfterNavigation}
            rememberTrigger={(element) => {
              trigger.current = element;
            }}
          />
          <div className="site-header__actions">
            {state.menu !== null && !state.mobileOpen ? (
              <button
                type="button"
                className="button button--ghost site-header__back"
                onClick={() => dispatch({ type: 'back' })}
                data-testid="header-back"
              >
                <Icon name="chevron-left" />
                <span className="site-header__back-label">{t('header.back')}</span>
              </button>
            ) : null}
            {hydrated ? (
              <button
                ref={searchButton}
                type="button"
                className="icon-button site-header__search"
                aria-label={t('cta.search')}
                aria-expanded={state.searchOpen && !state.mobileOpen}
                aria-controls="search-overlay"
                data-testid="search-button"
                {...{ [REPLAY_ATTRIBUTE]: 'search' }}
                onClick={() => dispatch({ type: state.searchOpen ? 'close-search' : 'open-search' })}
              >
                <Icon name="search" />
              </button>
            ) : (
              // Without JavaScript the search page; pressed before the islands have started, the
              // press is held and opens the search once they have (docs/decisions/033).
              <Link
                to={pathFor('search', language)}
                className="icon-button site-header__search"
                aria-label={t('cta.search')}
                {...{ [REPLAY_ATTRIBUTE]: 'search' }}
              >
                <Icon name="search" />
              </Link>
            )}
            {preview ? <RefreshButton label={t('header.refresh')} compact /> : null}
            <BagButton />
            <div className="desktop-only">{myfei}</div>
            {config.languageSelector ? (
              <div className="desktop-only">
                <LanguageSelector />
              </div>
            ) : null}
            <MobileMenu
              items={items}
              state={state}
              dispatch={dispatch}
              hydrated={hydrated}
              onNavigate={closeAfterNavigation}
              toggleRef={mobileToggle}
              footer={
                <>
                  {myfei}
                  {config.languageSelector ? <LanguageSelector /> : null}
                </>
              }
            />
          </div>
        </div>
        {state.searchOpen && !state.mobileOpen ? (
          <div id="search-overlay">
            <SearchOverlay
              query={state.query}
              onQueryChange={(query) => dispatch({ type: 'set-query', query })}
              onClose={() => dispatch({ type: 'close-search' })}
              results={<OverlayResults query={state.query} onNavigate={() => dispatch({ type: 'close-search' })} />}
            />
          </div>
        ) : null}
      </header>
      <CartHost />
    </div>
  );
}
