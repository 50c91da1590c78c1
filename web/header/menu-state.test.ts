import { describe, expect, test } from 'vitest';
import { headerTheme, INITIAL_MENU_STATE, menuReducer, type MenuAction, type MenuState } from './menu-state';

const run = (actions: MenuAction[], from: MenuState = INITIAL_MENU_STATE) => actions.reduce(menuReducer, from);

describe('menu state', () => {
  test('opening the three levels in turn sets each of them', () => {
    const state = run([
      { type: 'open-menu', title: 'Kurser' },
      { type: 'open-submenu', title: 'Ledarskap' },
      { type: 'open-detail', title: 'Alla kurser' },
    ]);
    expect([state.menu, state.submenu, state.detail]).toEqual(['Kurser', 'Ledarskap', 'Alla kurser']);
  });

  test('back clears the deepest level first', () => {
    let state = run([
      { type: 'open-menu', title: 'Kurser' },
      { type: 'open-submenu', title: 'Ledarskap' },
      { type: 'open-detail', title: 'Alla kurser' },
    ]);
    state = menuReducer(state, { type: 'back' });
    expect([state.menu, state.submenu, state.detail]).toEqual(['Kurser', 'Ledarskap', null]);
    state = menuReducer(state, { type: 'back' });
    expect([state.menu, state.submenu, state.detail]).toEqual(['Kurser', null, null]);
    state = menuReducer(state, { type: 'back' });
    expect([state.menu, state.submenu, state.detail]).toEqual([null, null, null]);
  });

  test('opening another menu clears the deeper levels of the previous one', () => {
    const state = run([
      { type: 'open-menu', title: 'Kurser' },
      { type: 'open-submenu', title: 'Ledarskap' },
      { type: 'open-menu', title: 'Program' },
    ]);
    expect([state.menu, state.submenu, state.detail]).toEqual(['Program', null, null]);
  });

  test('a submenu cannot open without a menu, nor a detail without a submenu', () => {
    expect(run([{ type: 'open-submenu', title: 'Ledarskap' }])).toEqual(INITIAL_MENU_STATE);
    expect(
      run([
        { type: 'open-menu', title: 'Kurser' },
        { type: 'open-detail', title: 'x' },
      ]).detail,
    ).toBeNull();
  });

  test('closing the mobile menu clears the submenu, the search flag and the query', () => {
    const state = run([
      { type: 'toggle-mobile' },
      { type: 'open-menu', title: 'Kurser' },
      { type: 'open-submenu', title: 'Ledarskap' },
      { type: 'set-query', query: 'ledar' },
      { type: 'toggle-mobile' },
    ]);
    expect(state).toEqual(INITIAL_MENU_STATE);
  });

  test('navigating closes the mobile menu and resets the titles', () => {
    const state = run([{ type: 'toggle-mobile' }, { type: 'open-menu', title: 'Kurser' }, { type: 'path-changed' }]);
    expect(state.mobileOpen).toBe(false);
    expect(state.menu).toBeNull();
  });

  test('typing a query opens search, and an empty query leaves it as it was', () => {
    expect(run([{ type: 'set-query', query: 'excel' }]).searchOpen).toBe(true);
    expect(run([{ type: 'set-query', query: '  ' }]).searchOpen).toBe(false);
  });

  test('closing search resets the menu titles', () => {
    const state = run([{ type: 'open-menu', title: 'Kurser' }, { type: 'open-search' }, { type: 'close-search' }]);
    expect(state.searchOpen).toBe(false);
    expect(state.menu).toBeNull();
  });

  test('the theme is forced dark while search or the mobile menu is open', () => {
    expect(headerTheme('light', INITIAL_MENU_STATE)).toBe('light');
    expect(headerTheme('light', { searchOpen: true, mobileOpen: false })).toBe('dark');
    expect(headerTheme('light', { searchOpen: false, mobileOpen: true })).toBe('dark');
    expect(headerTheme('dark', INITIAL_MENU_STATE)).toBe('dark');
  });
});
