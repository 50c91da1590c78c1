/**
 * The state of the header's menus as a pure reducer. Menus have three
 * levels: `menu` (the open top-level list), `submenu` (the list entry whose detail column shows)
 * and `detail` (a detail shown on its own, e.g. on a narrow screen). Opening a level clears the
 * deeper ones; back clears the deepest level that is set.
 */
export interface MenuState {
  menu: string | null;
  submenu: string | null;
  detail: string | null;
  searchOpen: boolean;
  mobileOpen: boolean;
  query: string;
}

export type MenuAction =
  | { type: 'open-menu'; title: string }
  | { type: 'open-submenu'; title: string }
  | { type: 'open-detail'; title: string }
  | { type: 'back' }
  | { type: 'close-menus' }
  | { type: 'path-changed' }
  | { type: 'toggle-mobile' }
  | { type: 'close-mobile' }
  | { type: 'open-search' }
  | { type: 'close-search' }
  | { type: 'set-query'; query: string };

export const INITIAL_MENU_STATE: MenuState = {
  menu: null,
  submenu: null,
  detail: null,
  searchOpen: false,
  mobileOpen: false,
  query: '',
};

const noLevels = { menu: null, submenu: null, detail: null } as const;

/** The next menu state after an action. */
export function menuReducer(state: MenuState, action: MenuAction): MenuState {
  switch (action.type) {
    case 'open-menu':
      return { ...state, menu: action.title, submenu: null, detail: null };
    case 'open-submenu':
      return state.menu === null ? state : { ...state, submenu: action.title, detail: null };
    case 'open-detail':
      return state.submenu === null ? state : { ...state, detail: action.title };
    case 'back':
      if (state.detail !== null) return { ...state, detail: null };
      if (state.submenu !== null) return { ...state, submenu: null };
      return { ...state, menu: null };
    case 'close-menus':
      return { ...state, ...noLevels };
    case 'path-changed':
      // Navigating anywhere closes the mobile menu and resets the titles.
      return { ...state, ...noLevels, mobileOpen: false, searchOpen: false };
    case 'toggle-mobile':
      return state.mobileOpen ? closeMobile(state) : { ...state, mobileOpen: true };
    case 'close-mobile':
      return closeMobile(state);
    case 'open-search':
      return { ...state, searchOpen: true };
    case 'close-search':
      return { ...state, ...noLevels, searchOpen: false };
    case 'set-query':
      // Typing a query opens search.
      return { ...state, query: action.query, searchOpen: action.query.trim() !== '' || state.searchOpen };
  }
}

/** Closing the mobile menu clears the submenu, the search flag and the query. */
function closeMobile(state: MenuState): MenuState {
  return { ...state, ...noLevels, mobileOpen: false, searchOpen: false, query: '' };
}

/** The header's colour theme: forced dark while search or the mobile menu is open. */
export function headerTheme(base: 'light' | 'dark', state: Pick<MenuState, 'searchOpen' | 'mobileOpen'>): 'light' | 'dark' {
  return state.searchOpen || state.mobileOpen ? 'dark' : base;
}
