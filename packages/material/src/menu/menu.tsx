'use client';

import {useControllableState} from '@material-react/cdk/state';
import {useCallback, useId, useMemo, useRef, type ReactNode} from 'react';
import {
  isFocusInMenus,
  MenuContext,
  type MenuCloseOptions,
  type MenuContextValue,
  type MenuFocusTarget,
  type MenuPanelNavigation,
} from './menu-context';

/** Props of {@link Menu}. */
export interface MenuProps {
  /** Whether the menu is open, when you control it. Pair it with `onOpenChange`. */
  open?: boolean;
  /**
   * Whether the menu starts open, when it keeps its own state.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the menu asks to open or close. */
  onOpenChange?: (open: boolean) => void;
  /** A `MenuTrigger` and a `MenuContent`, plus anything else. */
  children?: ReactNode;
}

/**
 * The root of a menu, following the WAI-ARIA menu button pattern. It renders no element of its
 * own; it holds the open state for its `MenuTrigger` and `MenuContent`.
 *
 * ```tsx
 * <Menu>
 *   <MenuTrigger asChild><Button>Versions</Button></MenuTrigger>
 *   <MenuContent aria-label="Versions">
 *     <MenuItem onSelect={() => go('1.0')}>1.0</MenuItem>
 *   </MenuContent>
 * </Menu>
 * ```
 */
export function Menu({open: openProp, defaultOpen = false, onOpenChange, children}: MenuProps) {
  const context = useMenuState({open: openProp, defaultOpen, onOpenChange}, null);
  return <MenuContext value={context}>{children}</MenuContext>;
}

/**
 * The state of a menu or submenu. `parent` is the menu a submenu opens from, or `null` for the
 * root menu.
 */
export function useMenuState(
  {open: openProp, defaultOpen = false, onOpenChange}: Omit<MenuProps, 'children'>,
  parent: MenuContextValue | null,
): MenuContextValue {
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  // A ref, not state: state set as the trigger mounts would render the menu and its trigger a
  // second time, in a synchronous update of its own, in the commit of every page with a menu.
  const trigger = useRef<HTMLElement | null>(null);
  const initialFocus = useRef<MenuFocusTarget>('panel');
  const panel = useRef<HTMLDivElement | null>(null);
  const navigation = useRef<MenuPanelNavigation | null>(null);
  const id = useId();

  const openMenu = useCallback(
    (focus: MenuFocusTarget) => {
      initialFocus.current = focus;
      setOpen(true);
    },
    [setOpen],
  );

  const setNavigation = useCallback((value: MenuPanelNavigation | null) => {
    navigation.current = value;
  }, []);

  const closeMenu = useCallback(
    ({restoreFocus}: MenuCloseOptions) => {
      // Only take focus back from the menus themselves: an item's action may have moved it.
      const element = trigger.current;
      if (restoreFocus && isFocusInMenus(element?.ownerDocument)) element?.focus();
      setOpen(false);
    },
    [setOpen],
  );

  const parentCloseRoot = parent?.closeRoot;
  return useMemo(
    () => ({
      open,
      openMenu,
      closeMenu,
      closeRoot: parentCloseRoot ?? closeMenu,
      isSubmenu: parent !== null,
      trigger,
      triggerId: `${id}-trigger`,
      contentId: `${id}-content`,
      initialFocus,
      panel,
      navigation,
      setNavigation,
    }),
    [open, openMenu, closeMenu, parentCloseRoot, parent, id, setNavigation],
  );
}
