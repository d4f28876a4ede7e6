import checkIcon from '@material-symbols/svg-400/outlined/check.svg?raw';
import {composeEventHandlers} from '@material-react/cdk/slot';
import type {KeyboardEvent, MouseEvent, PointerEvent, ReactNode, Ref} from 'react';
import {Icon} from '../icon';
import {useMenuContext} from './menu-context';

/**
 * The event passed to an item's `onSelect`: a cancelable DOM event dispatched on the item. Call
 * `preventDefault()` to keep the menu open.
 */
export type MenuItemSelectEvent = CustomEvent<{originalEvent: Event}>;

const PANE = '.mat-menu-pane';

/** The type of the event dispatched on an item when it is selected. */
export const MENU_ITEM_SELECT_EVENT = 'menuitemselect';

/** Props of {@link MenuItem}. */
export interface MenuItemProps extends Omit<React.HTMLAttributes<HTMLDivElement>, 'onSelect'> {
  /**
   * Called when the item is activated by click, Enter or Space. The menu then closes and focus
   * returns to the trigger, unless the handler calls `event.preventDefault()`.
   */
  onSelect?: (event: MenuItemSelectEvent) => void;
  /**
   * Whether the item is disabled: shown dimmed, skipped by keyboard navigation and not activatable.
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
  ...props
}: MenuItemBaseProps) {
  const {closeRoot, panel} = useMenuContext('MenuItem');

  const select = (item: HTMLElement, originalEvent: Event) => {
    if (disabled) return;
    const event: MenuItemSelectEvent = new CustomEvent(MENU_ITEM_SELECT_EVENT, {
      cancelable: true,
      detail: {originalEvent},
    });
    if (onSelect)
      item.addEventListener(MENU_ITEM_SELECT_EVENT, onSelect as EventListener, {once: true});
    item.dispatchEvent(event);
    if (!event.defaultPrevented) closeRoot({restoreFocus: true});
  };

  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    select(event.currentTarget, event.nativeEvent);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      // Also stops the browser from scrolling (Space) or clicking the trigger after focus returns.
      event.preventDefault();
      select(event.currentTarget, event.nativeEvent);
    }
  };

  // The pointer moves focus, so keyboard navigation continues from the hovered item.
  const handlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse' && event.pointerType !== 'pen') return;
    const target = disabled ? panel.current : event.currentTarget;
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
 * a theme. Shows a check mark when checked; selecting it is up to `onSelect`.
 */
export function MenuItemRadio(props: MenuItemRadioProps) {
  return <MenuItemBase {...props} role="menuitemradio" />;
}

/** Props of {@link MenuItemCheckbox}. */
export interface MenuItemCheckboxProps extends MenuItemProps {
  /** Whether the option is on. It then shows a check mark. */
  checked: boolean;
}

/** An option that is on or off (`role="menuitemcheckbox"` with `aria-checked`). */
export function MenuItemCheckbox(props: MenuItemCheckboxProps) {
  return <MenuItemBase {...props} role="menuitemcheckbox" />;
}
