import {Menu, MenuTrigger} from '@material-react/material/menu';
import {Tooltip} from '@material-react/material/tooltip';
import type {ReactElement, ReactNode} from 'react';
import {lazyMenuFailureMessage, type LazyMenu} from './lazy-menu';

interface TopBarMenuProps<T> {
  /** The menu's state, from {@link useLazyMenu} with the loader of its content's code. */
  menu: LazyMenu<T>;
  /** What the menu picks, for the message when its code fails to load: "theme", "version". */
  subject: string;
  /** The trigger's tooltip. */
  tooltip: string;
  /** The trigger: a button with an accessible name. */
  trigger: ReactElement;
  /** The menu's content, once its code has loaded. */
  children?: ReactNode;
}

/**
 * A menu of the top bar whose content is a chunk of its own: the trigger starts loading that
 * chunk as the pointer or the focus reaches it, and a failure to load it is said in an alert
 * beside the trigger.
 */
export function TopBarMenu<T>({menu, subject, tooltip, trigger, children}: TopBarMenuProps<T>) {
  return (
    <>
      <Menu open={menu.open} onOpenChange={menu.onOpenChange}>
        <Tooltip message={tooltip}>
          <MenuTrigger asChild onPointerEnter={menu.preload} onFocus={menu.preload}>
            {trigger}
          </MenuTrigger>
        </Tooltip>
        {children}
      </Menu>
      <p className="docs-load-failure" role="alert">
        {lazyMenuFailureMessage(subject, menu.failure)}
      </p>
    </>
  );
}
