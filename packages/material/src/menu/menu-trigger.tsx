'use client';

import {mergeProps, Slot, useComposedRefs} from '@material-react/cdk/slot';
import type {KeyboardEvent, ReactNode, Ref} from 'react';
import {useMenuContext} from './menu-context';

/** Props of {@link MenuTrigger}. */
export interface MenuTriggerProps extends React.ButtonHTMLAttributes<HTMLElement> {
  /**
   * Whether to render the single child element (such as a `Button` or `IconButton`) as the
   * trigger instead of a plain `<button>`, with the trigger's attributes and handlers merged in.
   * @default false
   */
  asChild?: boolean;
  /** The trigger's content, or with `asChild` the element to use as the trigger. */
  children?: ReactNode;
  /** A ref to the trigger element. */
  ref?: Ref<HTMLElement>;
}

/**
 * The button that opens the menu. It gets `aria-haspopup="menu"`, `aria-expanded`,
 * `aria-controls` (while open) and `data-state`. A click (or Enter or Space) toggles the menu and
 * focuses its first item; ArrowDown opens it on the first item and ArrowUp on the last.
 */
export function MenuTrigger({asChild = false, children, ref, ...props}: MenuTriggerProps) {
  const menu = useMenuContext('MenuTrigger');
  const composedRef = useComposedRefs<HTMLElement>(ref, menu.trigger);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      menu.openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const triggerProps = mergeProps(
    {
      id: menu.triggerId,
      'aria-haspopup': 'menu',
      'aria-expanded': menu.open,
      'aria-controls': menu.open ? menu.contentId : undefined,
      'data-state': menu.open ? 'open' : 'closed',
      onClick: () => {
        if (menu.open) menu.closeMenu({restoreFocus: false});
        else menu.openMenu('first');
      },
      onKeyDown,
    },
    props,
  );

  if (asChild) {
    return (
      <Slot {...triggerProps} ref={composedRef}>
        {children}
      </Slot>
    );
  }
  return (
    <button type="button" {...triggerProps} ref={composedRef}>
      {children}
    </button>
  );
}
