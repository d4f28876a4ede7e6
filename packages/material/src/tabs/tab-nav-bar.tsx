'use client';

import {composeEventHandlers, Slot, useComposedRefs} from '@material-react/cdk/slot';
import {createContext, use, useRef, type MouseEvent, type ReactNode, type Ref} from 'react';
import {useTabList} from '../core/tab-list/use-tab-list';
import {useInkBar} from './ink-bar';
import {scrollTabIntoView, TabHeader, type TabAlignment} from './tab-header';
import './tabs.css';

interface NavBarContextValue {
  panelId: string | undefined;
}

const NavBarContext = createContext<NavBarContextValue>({panelId: undefined});

/** Props of {@link TabNavBar}. */
export interface TabNavBarProps extends React.HTMLAttributes<HTMLElement> {
  /** The links: {@link TabLink} elements. */
  children?: ReactNode;
  /**
   * Where the links sit in the bar when they do not fill it (without `stretchTabs`).
   * @default 'start'
   */
  alignTabs?: TabAlignment;
  /**
   * Whether the links share the bar's width equally.
   * @default false
   */
  stretchTabs?: boolean;
  /**
   * The id of a {@link TabNavPanel} that shows the active link's content on the same page. With
   * it, the bar is a WAI-ARIA tab list (links are tabs, arrow keys move between them); without
   * it, the bar is plain navigation and the active link has `aria-current="page"`.
   */
  panelId?: string;
  /** A ref to the `<nav>` element. */
  ref?: Ref<HTMLElement>;
}

/**
 * A row of navigation links styled as tabs, with the ink bar under the active link: for pages
 * whose sections are routes. The app says which link is active (usually from the router).
 *
 * ```tsx
 * <TabNavBar aria-label="Component sections">
 *   <TabLink asChild active={path === 'overview'}><Link to="overview">Overview</Link></TabLink>
 *   <TabLink asChild active={path === 'api'}><Link to="api">API</Link></TabLink>
 * </TabNavBar>
 * ```
 */
export function TabNavBar({
  children,
  alignTabs = 'start',
  stretchTabs = false,
  panelId,
  className,
  ...props
}: TabNavBarProps) {
  const listRef = useRef<HTMLDivElement>(null);
  useInkBar(listRef);

  const keyboard = useTabList({itemSelector: '.mat-tab-link'});
  const composedListRef = useComposedRefs(listRef, keyboard.ref);

  return (
    <nav
      {...props}
      className={className ? `mat-tab-nav-bar ${className}` : 'mat-tab-nav-bar'}
      data-align={alignTabs}
      data-stretch={stretchTabs ? '' : undefined}
    >
      <TabHeader>
        <div
          ref={composedListRef}
          className="mat-tab-links"
          role={panelId ? 'tablist' : undefined}
          // Links in a navigation bar are reached with Tab; as tabs of a panel, with the arrows.
          onKeyDown={panelId ? keyboard.onKeyDown : undefined}
        >
          <NavBarContext value={{panelId}}>{children}</NavBarContext>
        </div>
      </TabHeader>
    </nav>
  );
}

/** Props of {@link TabLink}. */
export interface TabLinkProps extends React.AnchorHTMLAttributes<HTMLAnchorElement> {
  /**
   * Whether this link is the current one: it shows the ink bar and gets `aria-current="page"`
   * (or `aria-selected="true"` in a bar with a `panelId`).
   * @default false
   */
  active?: boolean;
  /**
   * Whether the link is disabled: `aria-disabled="true"`, out of the tab order, clicks ignored.
   * @default false
   */
  disabled?: boolean;
  /**
   * Whether to render the single child element (such as a router `Link`) instead of an `<a>`,
   * with the link's class names, attributes and handlers merged into it.
   * @default false
   */
  asChild?: boolean;
  /** A ref to the rendered element. */
  ref?: Ref<HTMLAnchorElement>;
}

function blockClick(event: MouseEvent) {
  event.preventDefault();
  event.stopPropagation();
}

/**
 * Space follows a link that is a tab, as Enter does (the tabs pattern activates a tab with either);
 * on a plain link it would scroll the page.
 */
function followOnSpace(event: React.KeyboardEvent<HTMLAnchorElement>) {
  if (event.key !== ' ' || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  event.preventDefault();
  event.currentTarget.click();
}

/** One link of a {@link TabNavBar}. */
export function TabLink({
  active = false,
  disabled = false,
  asChild = false,
  className,
  children,
  onFocus,
  onKeyDown,
  ref,
  ...props
}: TabLinkProps) {
  const {panelId} = use(NavBarContext);
  const linkProps = {
    ...props,
    className: className ? `mat-tab-link ${className}` : 'mat-tab-link',
    'data-active': active ? '' : undefined,
    'data-disabled': disabled ? '' : undefined,
    'aria-current': !panelId && active ? ('page' as const) : undefined,
    role: panelId ? 'tab' : undefined,
    'aria-selected': panelId ? active : undefined,
    'aria-controls': panelId,
    'aria-disabled': disabled ? true : undefined,
    tabIndex: disabled || (panelId && !active) ? -1 : props.tabIndex,
    onClickCapture: disabled ? blockClick : undefined,
    onFocus: composeEventHandlers(onFocus, (event: React.FocusEvent<HTMLAnchorElement>) =>
      scrollTabIntoView(event.currentTarget),
    ),
    onKeyDown: panelId ? composeEventHandlers(onKeyDown, followOnSpace) : onKeyDown,
  };
  if (asChild) {
    return (
      <Slot {...linkProps} ref={ref}>
        {children}
      </Slot>
    );
  }
  return (
    <a {...linkProps} ref={ref}>
      {children}
    </a>
  );
}

/** Props of {@link TabNavPanel}. */
export interface TabNavPanelProps extends React.HTMLAttributes<HTMLDivElement> {
  /** The panel's id, given to the nav bar as `panelId`. */
  id: string;
  /** A ref to the panel `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The content area controlled by a {@link TabNavBar} with a `panelId` (`role="tabpanel"`). Name
 * it after the active link with `aria-labelledby` (the link's id).
 */
export function TabNavPanel({className, ...props}: TabNavPanelProps) {
  return (
    <div
      role="tabpanel"
      tabIndex={0}
      {...props}
      className={className ? `mat-tab-nav-panel ${className}` : 'mat-tab-nav-panel'}
    />
  );
}
