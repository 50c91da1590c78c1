import { useRef, type Dispatch } from 'react';
import type { MenuItem } from '../../shared/content/menu';
import { useI18n } from '../app/i18n-context';
import { Icon } from '../ui/icon';
import { MenuLink } from './menu-link';
import { MenuPopover } from './menu-popover';
import type { MenuAction, MenuState } from './menu-state';

const HOVER_CLOSE_DELAY_MS = 250;

/** The controls of an open list menu in reading order: its summary, the entries, the detail column's links. */
const MENU_CONTROLS = 'summary, .menu-popover a[href], .menu-popover button:not(:disabled)';

/**
 * Arrow keys in an open list menu move the focus through its controls (Home and End to the first
 * and last) instead of scrolling the page, which would also close the menu (a scrolled page
 * closes it). Returns whether the key was one of those.
 */
function moveFocusInMenu(details: HTMLElement, key: string): boolean {
  if (key !== 'ArrowDown' && key !== 'ArrowUp' && key !== 'Home' && key !== 'End') return false;
  const controls = [...details.querySelectorAll<HTMLElement>(MENU_CONTROLS)];
  if (controls.length === 0) return false;
  const active = document.activeElement;
  const current = active instanceof HTMLElement ? controls.indexOf(active) : -1;
  const last = controls.length - 1;
  let next: number;
  if (key === 'Home') next = 0;
  else if (key === 'End') next = last;
  else if (key === 'ArrowDown') next = current === -1 || current === last ? 0 : current + 1;
  else next = current <= 0 ? last : current - 1;
  controls[next]?.focus();
  return true;
}
/** A click right after a hover opened the menu keeps it open instead of toggling it shut. */
const HOVER_CLICK_GRACE_MS = 600;

/**
 * The desktop menu bar: plain links, and lists that open their popover on hover or click. A list
 * is a `<details>` element, so without JavaScript it still opens and closes natively; with
 * JavaScript the menu state decides. The summary needs no `aria-expanded`: browsers expose the
 * details element's open state as its expanded state (and HTML forbids the attribute there).
 */
export function DesktopMenu({
  items,
  state,
  dispatch,
  hydrated,
  onNavigate,
  rememberTrigger,
}: {
  items: readonly MenuItem[];
  state: MenuState;
  dispatch: Dispatch<MenuAction>;
  hydrated: boolean;
  onNavigate: () => void;
  rememberTrigger: (element: HTMLElement) => void;
}) {
  const { t } = useI18n();
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hoveredAt = useRef(0);
  const cancelClose = () => clearTimeout(closeTimer.current);
  return (
    <nav className="desktop-menu" aria-label={t('site.main_navigation')}>
      <ul className="desktop-menu__list">
        {items.map((item, index) => {
          if (item.type === 'link' || item.items.length === 0) {
            return item.link ? (
              <li key={item.title}>
                <MenuLink className="desktop-menu__top" link={item.link} onNavigate={onNavigate}>
                  {item.title}
                </MenuLink>
              </li>
            ) : null;
          }
          const open = state.menu === item.title;
          const id = `menu-panel-${index}`;
          return (
            <li
              key={item.title}
              onPointerEnter={(event) => {
                if (event.pointerType !== 'mouse') return;
                cancelClose();
                if (!open) {
                  hoveredAt.current = Date.now();
                  dispatch({ type: 'open-menu', title: item.title });
                }
              }}
              onPointerLeave={(event) => {
                if (event.pointerType !== 'mouse' || !open) return;
                // The header's Back button, shown while a menu is open, belongs to the menu: moving
                // onto it must not close what it steps back through.
                if (event.relatedTarget instanceof Element && event.relatedTarget.closest('.site-header__back')) return;
                closeTimer.current = setTimeout(() => dispatch({ type: 'close-menus' }), HOVER_CLOSE_DELAY_MS);
              }}
            >
              <details
                className="desktop-menu__details"
                open={open}
                onKeyDown={(event) => {
                  if (open && moveFocusInMenu(event.currentTarget, event.key)) event.preventDefault();
                }}
              >
                {/* biome-ignore lint/a11y/noStaticElementInteractions: a summary is its details element's own toggle button, so it is interactive */}
                <summary
                  className="desktop-menu__top"
                  aria-controls={id}
                  data-menu={item.title}
                  onClick={(event) => {
                    event.preventDefault();
                    rememberTrigger(event.currentTarget);
                    if (!open) dispatch({ type: 'open-menu', title: item.title });
                    else if (Date.now() - hoveredAt.current > HOVER_CLICK_GRACE_MS) dispatch({ type: 'close-menus' });
                  }}
                >
                  {item.title}
                  <Icon name={open ? 'chevron-up' : 'chevron-down'} className="icon--small" />
                </summary>
                <MenuPopover id={id} item={item} state={state} dispatch={dispatch} hydrated={hydrated} onNavigate={onNavigate} />
              </details>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
