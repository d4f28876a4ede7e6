'use client';

import {useListNavigation} from '@material-react/cdk/a11y';
import {getDirection} from '@material-react/cdk/bidi';
import {
  OVERLAY_PANE_CLASS,
  OverlayPortal,
  useAnchoredOverlay,
  type OverlayPlacement,
} from '@material-react/cdk/overlay';
import {composeEventHandlers, useComposedRefs} from '@material-react/cdk/slot';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import {useMenuContext} from './menu-context';
import './menu.css';

/** Selects the items of a menu panel, whatever element they are nested in. */
export const MENU_ITEM_SELECTOR =
  '[role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"]';

/** Props of {@link MenuContent}. */
export interface MenuContentProps extends Omit<
  React.HTMLAttributes<HTMLDivElement>,
  'id' | 'role'
> {
  /**
   * Where the panel goes relative to the trigger. It flips to the other side when there is no
   * room and shifts to stay inside the viewport; `before`/`after` and `start`/`end` follow the
   * trigger's text direction.
   * @default 'bottom-start'
   */
  placement?: OverlayPlacement;
  /**
   * The gap between the trigger and the panel, in pixels.
   * @default 4
   */
  offset?: number;
  /**
   * Whether the arrow keys, Home, End and typeahead pass over disabled items. By default they
   * stop on them, as the WAI-ARIA menu pattern recommends, so that screen reader users learn the
   * items exist (a disabled item still cannot be activated). A submenu's `MenuSubContent` takes
   * its own.
   * @default false
   */
  skipDisabledItems?: boolean;
  /** The menu's items, groups, labels and separators. */
  children?: ReactNode;
  /** A ref to the `role="menu"` element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The menu's floating panel (`role="menu"`, class `mat-menu-panel`), rendered only while the menu
 * is open, in the overlay container next to the trigger, so it never shifts the page. It is named
 * by `aria-label` or `aria-labelledby`, else by the trigger.
 *
 * Keyboard: Up/Down move between items (wrapping), Home/End go to the ends, typing jumps to an
 * item by its text; all of them stop on disabled items too, unless `skipDisabledItems`. Enter
 * activates the focused item and closes the menu; Space does the same, except on a radio or
 * checkbox item, which it checks while the menu stays open. Escape closes and returns focus to
 * the trigger, Tab closes and moves on. A click outside closes without moving focus.
 */
export function MenuContent(props: MenuContentProps) {
  const menu = useMenuContext('MenuContent');
  return menu.open ? <MenuPanel {...props} /> : null;
}

function MenuPanel({
  placement = 'bottom-start',
  offset = 4,
  skipDisabledItems = false,
  className,
  children,
  onKeyDown,
  ref,
  ...props
}: MenuContentProps) {
  const menu = useMenuContext('MenuContent');
  const {closeMenu, closeRoot, initialFocus, isSubmenu, panel, setNavigation} = menu;
  const overlay = useAnchoredOverlay({
    open: true,
    anchor: menu.trigger,
    placement,
    offset,
    onDismiss: (reason) => closeMenu({restoreFocus: reason === 'escape'}),
  });
  const {
    ref: navigationRef,
    onKeyDown: onNavigationKeyDown,
    focusItem,
  } = useListNavigation({
    itemSelector: MENU_ITEM_SELECTOR,
    wrap: true,
    skipDisabled: skipDisabledItems,
  });
  useLayoutEffect(() => {
    setNavigation({focusItem, skipDisabledItems});
    return () => setNavigation(null);
  }, [setNavigation, focusItem, skipDisabledItems]);
  const panelRef = useComposedRefs<HTMLDivElement>(ref, navigationRef, panel);
  const {ref: paneRef, ...paneProps} = overlay.paneProps;

  // Focus moves in once the panel is visible: hidden elements cannot take focus.
  const focused = useRef(false);
  useEffect(() => {
    if (!overlay.isPositioned || focused.current) return;
    focused.current = true;
    const target = initialFocus.current;
    if (target === 'none') return;
    if (target === 'panel' || !focusItem(target)) panel.current?.focus();
  }, [overlay.isPositioned, focusItem, initialFocus, panel]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Tab') {
      // Focus goes back to the trigger first, so Tab continues from there in the page.
      closeRoot({restoreFocus: true});
      return;
    }
    const back = getDirection(event.currentTarget) === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    if (isSubmenu && event.key === back) {
      event.preventDefault();
      closeMenu({restoreFocus: true});
      return;
    }
    onNavigationKeyDown(event);
  };

  const named = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined;
  return (
    <OverlayPortal>
      <div {...paneProps} ref={paneRef} className={`${OVERLAY_PANE_CLASS} mat-menu-pane`}>
        <div
          aria-labelledby={named ? undefined : menu.trigger.current?.id || undefined}
          {...props}
          ref={panelRef}
          id={menu.contentId}
          role="menu"
          tabIndex={-1}
          data-state="open"
          className={className ? `mat-menu-panel ${className}` : 'mat-menu-panel'}
          onKeyDown={composeEventHandlers(onKeyDown, handleKeyDown)}
        >
          {children}
        </div>
      </div>
    </OverlayPortal>
  );
}
