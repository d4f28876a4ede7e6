'use client';

import arrowRightIcon from '@material-symbols/svg-400/outlined/arrow_right.svg?raw';
import {getDirection} from '@material-react/cdk/bidi';
import {composeEventHandlers, useComposedRefs} from '@material-react/cdk/slot';
import {
  createContext,
  useContext,
  useEffect,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import {Icon} from '../icon';
import {useMenuState, type MenuProps} from './menu';
import {MENU_ITEM_SELECTOR, MenuContent, type MenuContentProps} from './menu-content';
import {MenuContext, useMenuContext, type MenuContextValue} from './menu-context';
import {MenuItemBase, type MenuItemProps} from './menu-item';

const MenuSubContext = createContext<MenuContextValue | null>(null);

function useMenuSubContext(part: string): MenuContextValue {
  const context = useContext(MenuSubContext);
  if (!context) throw new Error(`<${part}> must be used inside a <MenuSub>.`);
  return context;
}

/** Props of {@link MenuSub}. */
export type MenuSubProps = MenuProps;

/**
 * A submenu inside a `MenuContent`: a `MenuSubTrigger` item and a `MenuSubContent` panel that
 * opens beside it. Selecting an item of the submenu closes every menu.
 *
 * ```tsx
 * <MenuSub>
 *   <MenuSubTrigger>Share</MenuSubTrigger>
 *   <MenuSubContent aria-label="Share">
 *     <MenuItem onSelect={copyLink}>Copy link</MenuItem>
 *   </MenuSubContent>
 * </MenuSub>
 * ```
 */
export function MenuSub({children, ...state}: MenuSubProps) {
  const parent = useMenuContext('MenuSub');
  const sub = useMenuState(state, parent);
  const {open, trigger, closeMenu} = sub;

  // Focus moving to another item of the parent menu (by keyboard or by hovering it) closes the
  // submenu; the pointer crossing the parent's padding on its way to the submenu does not.
  useEffect(() => {
    const parentPanel = parent.panel.current;
    if (!open || !parentPanel) return;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (
        target instanceof Element &&
        target !== trigger.current &&
        target.matches(MENU_ITEM_SELECTOR)
      ) {
        closeMenu({restoreFocus: false});
      }
    };
    parentPanel.addEventListener('focusin', onFocusIn);
    return () => parentPanel.removeEventListener('focusin', onFocusIn);
  }, [open, trigger, closeMenu, parent.panel]);

  return <MenuSubContext value={sub}>{children}</MenuSubContext>;
}

/** Moves focus into an open submenu: its first item the keys stop on, else the panel. */
function focusFirstItem(sub: MenuContextValue): void {
  if (!sub.navigation.current?.focusItem('first')) sub.panel.current?.focus();
}

/** Props of {@link MenuSubTrigger}. */
export type MenuSubTriggerProps = Omit<MenuItemProps, 'onSelect'>;

/**
 * The item that opens a submenu (`role="menuitem"` with `aria-haspopup="menu"`). Click, Enter,
 * Space and ArrowRight (ArrowLeft in right-to-left text) open it on its first item; hovering opens
 * it and leaves focus on the trigger.
 */
export function MenuSubTrigger({
  ref,
  onKeyDown,
  onPointerMove,
  disabled,
  ...props
}: MenuSubTriggerProps) {
  const sub = useMenuSubContext('MenuSubTrigger');
  // The menu's trigger ref holds any element; this one is always a div.
  const composedRef = useComposedRefs<HTMLDivElement>(
    ref,
    sub.trigger as RefObject<HTMLDivElement | null>,
  );

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const forward = getDirection(event.currentTarget) === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    if (event.key !== forward || disabled) return;
    event.preventDefault();
    // Stops the parent menu's navigation from seeing the key.
    event.stopPropagation();
    if (sub.open) focusFirstItem(sub);
    else sub.openMenu('first');
  };

  const handlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'touch' || disabled || sub.open) return;
    sub.openMenu('none');
  };

  return (
    <MenuItemBase
      {...props}
      ref={composedRef}
      role="menuitem"
      disabled={disabled}
      id={sub.triggerId}
      aria-haspopup="menu"
      aria-expanded={sub.open}
      aria-controls={sub.open ? sub.contentId : undefined}
      data-state={sub.open ? 'open' : 'closed'}
      onSelect={(event) => {
        // Opening the submenu is this item's action; the parent menu stays open.
        event.preventDefault();
        if (sub.open) focusFirstItem(sub);
        else sub.openMenu('first');
      }}
      onKeyDown={composeEventHandlers(onKeyDown, handleKeyDown)}
      onPointerMove={composeEventHandlers(onPointerMove, handlePointerMove)}
      trailing={
        <span className="mat-menu-submenu-icon">
          <Icon svg={arrowRightIcon} />
        </span>
      }
    />
  );
}

/** Props of {@link MenuSubContent}. */
export type MenuSubContentProps = MenuContentProps;

/**
 * The panel of a submenu: a `MenuContent` placed beside its trigger (`after-start` by default).
 * ArrowLeft (ArrowRight in right-to-left text) and Escape close it and return focus to the trigger.
 */
export function MenuSubContent({
  placement = 'after-start',
  offset = 0,
  ...props
}: MenuSubContentProps) {
  const sub = useMenuSubContext('MenuSubContent');
  return (
    <MenuContext value={sub}>
      <MenuContent {...props} placement={placement} offset={offset} />
    </MenuContext>
  );
}
