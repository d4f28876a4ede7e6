'use client';

import checkIcon from '@material-symbols/svg-400/outlined/check.svg?raw';
import {composeEventHandlers, useComposedRefs} from '@material-react/cdk/slot';
import {
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type Ref,
} from 'react';
import {Icon} from '../icon';
import {useMenuContext} from './menu-context';

/**
 * The event passed to an item's `onSelect`: a cancelable DOM event dispatched on the item. Call
 * `preventDefault()` to keep the menu open. `detail.originalEvent` is the click or key press.
 */
export type MenuItemSelectEvent = CustomEvent<{originalEvent: Event}>;

const PANE = '.mat-menu-pane';

/** The type of the event dispatched on an item when it is selected. */
export const MENU_ITEM_SELECT_EVENT = 'menuitemselect';

/** Props of {@link MenuItem}. */
export interface MenuItemProps extends Omit<React.HTMLAttributes<HTMLDivElement>, 'onSelect'> {
  /**
   * Called when the item is activated by click, Enter or Space. The menu then closes and focus
   * returns to the trigger, unless the handler calls `event.preventDefault()`, or the item is a
   * radio or checkbox item activated with Space, which leaves the menu open.
   */
  onSelect?: (event: MenuItemSelectEvent) => void;
  /**
   * Whether the item is disabled: shown dimmed (`aria-disabled`) and never activated. The keys
   * still stop on it, so that screen reader users learn it exists, unless the menu's
   * `skipDisabledItems` is set.
   * @default false
   */
  disabled?: boolean;
  /** The text typeahead matches against, if the item's text content is not it. */
  textValue?: string;
  /** The item's content: text, icons, swatches. */
  children?: ReactNode;
  /** A ref to the item element. */
  ref?: Ref<HTMLDivElement>;
}

/** Props of the element every kind of item renders. */
export interface MenuItemBaseProps extends MenuItemProps {
  /** The item's role. */
  role: 'menuitem' | 'menuitemradio' | 'menuitemcheckbox';
  /** Whether a radio or checkbox item is checked; `undefined` for a plain item. */
  checked?: boolean;
  /** Content after the label, such as a submenu arrow. */
  trailing?: ReactNode;
}

/** The element behind every kind of menu item. */
export function MenuItemBase({
  role,
  checked,
  onSelect,
  disabled = false,
  textValue,
  trailing,
  className,
  children,
  onClick,
  onKeyDown,
  onPointerMove,
  onPointerLeave,
  ref,
  ...props
}: MenuItemBaseProps) {
  const {closeRoot, panel, navigation} = useMenuContext('MenuItem');
  const element = useRef<HTMLDivElement | null>(null);
  const composedRef = useComposedRefs<HTMLDivElement>(ref, element);

  // An item that goes away while it has focus (a "Loading…" item replaced by the loaded ones)
  // hands focus to its panel, so that the keys keep working. When the whole panel goes, its ref
  // is already cleared by now, and focus is left alone.
  useLayoutEffect(
    () => () => {
      const item = element.current;
      if (item && item.ownerDocument.activeElement === item) {
        panel.current?.focus({preventScroll: true});
      }
    },
    [panel],
  );

  const select = (item: HTMLElement, originalEvent: Event, keepOpen = false) => {
    if (disabled) return;
    const event: MenuItemSelectEvent = new CustomEvent(MENU_ITEM_SELECT_EVENT, {
      cancelable: true,
      detail: {originalEvent},
    });
    if (onSelect)
      item.addEventListener(MENU_ITEM_SELECT_EVENT, onSelect as EventListener, {once: true});
    item.dispatchEvent(event);
    if (!event.defaultPrevented && !keepOpen) closeRoot({restoreFocus: true});
  };

  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    select(event.currentTarget, event.nativeEvent);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      // Also stops the browser from scrolling (Space) or clicking the trigger after focus returns.
      event.preventDefault();
      // The WAI-ARIA menu pattern: Enter activates an item and closes the menu; Space may check a
      // radio or checkbox item and leave the menu open, so that several can be changed.
      const keepOpen = event.key === ' ' && role !== 'menuitem';
      select(event.currentTarget, event.nativeEvent, keepOpen);
    }
  };

  // The pointer moves focus, so keyboard navigation continues from the hovered item. A disabled
  // item the keys pass over gives it to the panel instead.
  const handlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse' && event.pointerType !== 'pen') return;
    const skipped = disabled && navigation.current?.skipDisabledItems === true;
    const target = skipped ? panel.current : event.currentTarget;
    if (target && target.ownerDocument.activeElement !== target)
      target.focus({preventScroll: true});
  };

  const handlePointerLeave = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse' && event.pointerType !== 'pen') return;
    // Moving into another menu (a submenu) leaves focus where it is.
    const next = event.relatedTarget instanceof Element ? event.relatedTarget.closest(PANE) : null;
    if (next && next !== event.currentTarget.closest(PANE)) return;
    if (event.currentTarget.ownerDocument.activeElement === event.currentTarget) {
      panel.current?.focus({preventScroll: true});
    }
  };

  return (
    <div
      {...props}
      ref={composedRef}
      role={role}
      tabIndex={-1}
      aria-checked={checked}
      aria-disabled={disabled || undefined}
      data-disabled={disabled ? '' : undefined}
      data-checked={checked ? '' : undefined}
      data-text-value={textValue}
      className={className ? `mat-menu-item ${className}` : 'mat-menu-item'}
      onClick={composeEventHandlers(onClick, handleClick)}
      onKeyDown={composeEventHandlers(onKeyDown, handleKeyDown)}
      onPointerMove={composeEventHandlers(onPointerMove, handlePointerMove)}
      onPointerLeave={composeEventHandlers(onPointerLeave, handlePointerLeave)}
    >
      {children}
      {trailing}
      {checked !== undefined && (
        <span className="mat-menu-item-indicator">
          {checked && <Icon svg={checkIcon} size={24} />}
        </span>
      )}
    </div>
  );
}

/** An action in a menu (`role="menuitem"`). */
export function MenuItem(props: MenuItemProps) {
  return <MenuItemBase {...props} role="menuitem" />;
}

/** Props of {@link MenuItemRadio}. */
export interface MenuItemRadioProps extends MenuItemProps {
  /** Whether this option is the chosen one of its group. It then shows a check mark. */
  checked: boolean;
}

/**
 * One option of a set of which one is chosen (`role="menuitemradio"` with `aria-checked`), such as
 * a theme. Shows a check mark when checked; selecting it is up to `onSelect`. Enter and a click
 * select it and close the menu; Space selects it and leaves the menu open.
 */
export function MenuItemRadio(props: MenuItemRadioProps) {
  return <MenuItemBase {...props} role="menuitemradio" />;
}

/** Props of {@link MenuItemCheckbox}. */
export interface MenuItemCheckboxProps extends MenuItemProps {
  /** Whether the option is on. It then shows a check mark. */
  checked: boolean;
}

/**
 * An option that is on or off (`role="menuitemcheckbox"` with `aria-checked`); turning it is up to
 * `onSelect`. Enter and a click turn it and close the menu; Space turns it and leaves the menu
 * open.
 */
export function MenuItemCheckbox(props: MenuItemCheckboxProps) {
  return <MenuItemBase {...props} role="menuitemcheckbox" />;
}
