'use client';

import {createContext, useContext, type RefObject} from 'react';

/**
 * Where focus goes when a menu opens: its first or last item the arrow keys stop on (disabled
 * items too, unless `skipDisabledItems`), the panel itself, or nowhere (a submenu opened by
 * hovering its trigger leaves focus on the trigger).
 */
export type MenuFocusTarget = 'first' | 'last' | 'panel' | 'none';

/** Options for closing a menu. */
export interface MenuCloseOptions {
  /** Whether focus returns to the trigger (unless something outside the menu already took it). */
  restoreFocus: boolean;
}

/** What the shown panel of a menu offers its other parts (a submenu's trigger, the items). */
export interface MenuPanelNavigation {
  /** Focuses the first or last item the keys stop on; returns whether there was one. */
  readonly focusItem: (target: 'first' | 'last') => boolean;
  /** Whether keyboard navigation passes over disabled items (`skipDisabledItems`). */
  readonly skipDisabledItems: boolean;
}

/** The state and actions a `Menu` shares with its parts. */
export interface MenuContextValue {
  readonly open: boolean;
  /** Opens the menu and says where focus goes once the panel is shown. */
  readonly openMenu: (focus: MenuFocusTarget) => void;
  readonly closeMenu: (options: MenuCloseOptions) => void;
  /** Closes the whole menu, submenus included: what selecting an item or Tab does. */
  readonly closeRoot: (options: MenuCloseOptions) => void;
  /** Whether this is a submenu, opened from an item of another menu. */
  readonly isSubmenu: boolean;
  /** The trigger element, set by `MenuTrigger` (or `MenuSubTrigger`) as it mounts. */
  readonly trigger: RefObject<HTMLElement | null>;
  readonly triggerId: string;
  readonly contentId: string;
  /** Where focus goes when the panel appears, set by whatever opened the menu. */
  readonly initialFocus: RefObject<MenuFocusTarget>;
  /** The panel element while the menu is open. */
  readonly panel: RefObject<HTMLDivElement | null>;
  /** The panel's keyboard navigation while the menu is open. */
  readonly navigation: RefObject<MenuPanelNavigation | null>;
  /** Called by the panel with its navigation as it appears, and with `null` as it goes. */
  readonly setNavigation: (navigation: MenuPanelNavigation | null) => void;
}

export const MenuContext = createContext<MenuContextValue | null>(null);

/** Whether focus is in one of the open menu panels (or nowhere), so closing may take it back. */
export function isFocusInMenus(doc: Document | undefined): boolean {
  const focused = doc?.activeElement;
  return !focused || focused === doc.body || !!focused.closest('.mat-menu-pane');
}

/** The nearest `Menu`'s context; throws if `part` is used outside a `Menu`. */
export function useMenuContext(part: string): MenuContextValue {
  const context = useContext(MenuContext);
  if (!context) throw new Error(`<${part}> must be used inside a <Menu>.`);
  return context;
}
