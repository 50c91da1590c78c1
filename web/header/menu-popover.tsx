import type { Dispatch } from 'react';
import type { MenuItem } from '../../shared/content/menu';
import { Icon } from '../ui/icon';
import { MenuLink } from './menu-link';
import type { MenuAction, MenuState } from './menu-state';

/**
 * The popover of a desktop list menu: the main column of entries, the detail column of the open
 * entry (primary link and secondary links) and the hero block. Before hydration every entry is a
 * plain link to its primary page, so the menu works without JavaScript.
 */
export function MenuPopover({
  id,
  item,
  state,
  dispatch,
  hydrated,
  onNavigate,
}: {
  id: string;
  item: MenuItem;
  state: MenuState;
  dispatch: Dispatch<MenuAction>;
  hydrated: boolean;
  onNavigate: () => void;
}) {
  const open = item.items.find((entry) => entry.title === state.submenu && entry.secondaryLinks.length > 0);
  const detailId = `${id}-detail`;
  return (
    <div className="menu-popover" id={id} data-testid="menu-popover">
      <div className="menu-popover__inner">
        <div className="menu-popover__main">
          <p className="menu-popover__title">{item.title}</p>
          <ul>
            {item.items.map((entry) =>
              hydrated && entry.secondaryLinks.length > 0 ? (
                <li key={entry.title}>
                  <button
                    type="button"
                    className={entry === open ? 'menu-popover__entry is-active' : 'menu-popover__entry'}
                    aria-expanded={entry === open}
                    aria-controls={detailId}
                    onClick={() => dispatch({ type: 'open-submenu', title: entry.title })}
                  >
                    <span>{entry.title}</span>
                    <Icon name="chevron-right" />
                  </button>
                </li>
              ) : (
                <li key={entry.title}>
                  <MenuLink className="menu-popover__entry" link={entry.primaryLink} onNavigate={onNavigate}>
                    {entry.title}
                  </MenuLink>
                </li>
              ),
            )}
          </ul>
        </div>
        {open ? (
          <div className="menu-popover__detail" id={detailId} data-testid="menu-detail">
            <p className="menu-popover__title">{open.title}</p>
            <MenuLink className="menu-popover__primary" link={open.primaryLink} onNavigate={onNavigate}>
              <span>{open.primaryLink.title}</span>
              <Icon name="arrow-right" />
            </MenuLink>
            <ul>
              {open.secondaryLinks.map((link) => (
                <li key={link.url}>
                  <MenuLink link={link} onNavigate={onNavigate} />
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {item.hero ? (
          <div className="menu-popover__hero">
            {item.hero.media ? <img src={item.hero.media.src} alt={item.hero.media.alt} width={480} height={270} loading="lazy" /> : null}
            <p className="menu-popover__hero-title">{item.hero.title}</p>
            {item.hero.description ? <p>{item.hero.description}</p> : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
