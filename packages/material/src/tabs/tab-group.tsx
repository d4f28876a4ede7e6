'use client';

import {isElementOf} from '@material-react/cdk/collections';
import {useComposedRefs} from '@material-react/cdk/slot';
import {Children, useEffect, useId, useRef, useState, type ReactNode, type Ref} from 'react';
import {useTabListState} from '../core/tab-list/tab-list-state';
import {useTabList} from '../core/tab-list/use-tab-list';
import {useInkBar} from './ink-bar';
import {scrollTabIntoView, TabHeader, type TabAlignment} from './tab-header';
import './tabs.css';

/** How a tab is selected from the keyboard. */
export type TabActivation = 'automatic' | 'manual';

/** Props of {@link Tab}. */
export interface TabProps {
  /** The tab's label: text, or an icon with text. */
  label: ReactNode;
  /**
   * The accessible name of the tab, for a label that has no text (an icon alone).
   */
  'aria-label'?: string;
  /** The tab's content, shown in the tab panel while the tab is selected. */
  children?: ReactNode;
  /**
   * Whether the tab is disabled: it cannot be selected and the arrow keys skip it.
   * @default false
   */
  disabled?: boolean;
  /** Extra classes for the tab panel (`.mat-tab-panel`). */
  className?: string;
}

/**
 * One tab of a {@link TabGroup}: its label, and its content as children. It renders nothing on its
 * own; the group renders the tab and its panel. Give tabs a `key` when tabs are added or removed,
 * so the selection follows the right tab.
 */
export function Tab(_props: TabProps): ReactNode {
  return null;
}

/** Props of {@link TabGroup}. */
export interface TabGroupProps extends Omit<React.HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The tabs: {@link Tab} elements. Other children are ignored. */
  children?: ReactNode;
  /** The index of the selected tab (controlled). */
  selectedIndex?: number;
  /**
   * The index of the tab selected first (uncontrolled).
   * @default 0
   */
  defaultSelectedIndex?: number;
  /**
   * Called with the new index when the selection changes: by the user, or because tabs were
   * added or removed and the selected tab moved.
   */
  onSelectedIndexChange?: (index: number) => void;
  /**
   * How the keyboard selects: `automatic` selects a tab as soon as the arrow keys focus it;
   * `manual` only moves focus, and Enter or Space selects. Prefer `manual` when showing a panel
   * is slow.
   * @default 'automatic'
   */
  activation?: TabActivation;
  /**
   * Where the tabs sit in the header when they do not fill it (without `stretchTabs`).
   * @default 'start'
   */
  alignTabs?: TabAlignment;
  /**
   * Whether the tabs share the header's width equally.
   * @default false
   */
  stretchTabs?: boolean;
  /**
   * Whether a tab's content is rendered only once the tab is first selected (then kept). By
   * default every panel's content is rendered, the unselected ones hidden.
   * @default false
   */
  lazy?: boolean;
  /** The accessible name of the tab list. */
  'aria-label'?: string;
  /** The id of an element that names the tab list. */
  'aria-labelledby'?: string;
  /** A ref to the group's root `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

interface TabEntry {
  key: string;
  props: TabProps;
}

function collectTabs(children: ReactNode): TabEntry[] {
  return Children.toArray(children)
    .filter((child) => isElementOf(child, Tab))
    .map((child) => ({key: String(child.key), props: child.props}));
}

/**
 * Content organised in tabs, one panel visible at a time, following the
 * [WAI-ARIA tabs pattern](https://www.w3.org/WAI/ARIA/apg/patterns/tabs/). An ink bar under the
 * selected tab moves to the new one; when the tabs overflow, the header scrolls.
 *
 * ```tsx
 * <TabGroup aria-label="Recipe">
 *   <Tab label="Ingredients">…</Tab>
 *   <Tab label="Method">…</Tab>
 * </TabGroup>
 * ```
 */
export function TabGroup({
  children,
  selectedIndex: selectedIndexProp,
  defaultSelectedIndex = 0,
  onSelectedIndexChange,
  activation = 'automatic',
  alignTabs = 'start',
  stretchTabs = false,
  lazy = false,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  className,
  ...props
}: TabGroupProps) {
  const tabs = collectTabs(children);
  const keys = tabs.map((tab) => tab.key);
  const isEnabled = (index: number) => !!tabs[index] && !tabs[index].props.disabled;
  const tabList = useTabListState({
    keys,
    isEnabled,
    selectedIndex: selectedIndexProp,
    defaultSelectedIndex,
    onSelectedIndexChange,
  });
  const {selected, select, setFocusedKey, tabStop} = tabList;

  const selectedKey = keys[selected];
  const [visited, setVisited] = useState<string[]>([]);
  if (lazy && selectedKey !== undefined && !visited.includes(selectedKey)) {
    setVisited([...visited, selectedKey]);
  }

  const baseId = useId();
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;
  const listRef = useRef<HTMLDivElement>(null);
  useInkBar(listRef);
  const keyboard = useTabList({itemSelector: '[role="tab"]'}, tabList);
  const composedListRef = useComposedRefs(listRef, keyboard.ref);

  useEffect(() => {
    scrollTabIntoView(listRef.current?.querySelector<HTMLElement>('.mat-tab[data-active]'));
  }, [selected]);

  const rootClassName = className ? `mat-tab-group ${className}` : 'mat-tab-group';
  return (
    <div
      {...props}
      className={rootClassName}
      data-align={alignTabs}
      data-stretch={stretchTabs ? '' : undefined}
    >
      <TabHeader>
        <div
          ref={composedListRef}
          role="tablist"
          aria-label={ariaLabel}
          aria-labelledby={ariaLabelledBy}
          className="mat-tab-list"
          onKeyDown={keyboard.onKeyDown}
          onBlur={keyboard.onBlur}
        >
          {tabs.map(({key, props: tab}, index) => (
            <button
              key={key}
              type="button"
              role="tab"
              id={tabId(index)}
              data-key={key}
              className="mat-tab"
              aria-label={tab['aria-label']}
              aria-selected={index === selected}
              aria-controls={panelId(index)}
              tabIndex={index === tabStop ? 0 : -1}
              disabled={tab.disabled}
              data-active={index === selected ? '' : undefined}
              data-disabled={tab.disabled ? '' : undefined}
              onClick={() => {
                setFocusedKey(key);
                select(index);
              }}
              onFocus={(event) => {
                // The tab that has focus stays the tab stop; with automatic activation, the
                // arrow keys select the tab they move to.
                setFocusedKey(key);
                if (activation === 'automatic') select(index);
                scrollTabIntoView(event.currentTarget);
              }}
            >
              <span className="mat-tab-label">{tab.label}</span>
            </button>
          ))}
        </div>
      </TabHeader>
      <div className="mat-tab-body-wrapper">
        {tabs.map(({key, props: tab}, index) => {
          const active = index === selected;
          const rendered = !lazy || active || visited.includes(key);
          return (
            <div
              key={key}
              role="tabpanel"
              id={panelId(index)}
              aria-labelledby={tabId(index)}
              hidden={!active}
              tabIndex={active ? 0 : -1}
              className={tab.className ? `mat-tab-panel ${tab.className}` : 'mat-tab-panel'}
            >
              {rendered ? tab.children : null}
            </div>
          );
        })}
      </div>
    </div>
  );
}
