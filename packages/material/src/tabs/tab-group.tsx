import {getDirection} from '@material-react/cdk/bidi';
import {useControllableState} from '@material-react/cdk/state';
import {
  Children,
  isValidElement,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
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
    .filter((child): child is ReactElement<TabProps> => isValidElement(child) && child.type === Tab)
    .map((child) => ({key: String(child.key), props: child.props}));
}

const clamp = (index: number, count: number) => Math.max(0, Math.min(index, count - 1));

interface Reconciled {
  /** The tab keys at the last reconciliation. */
  keys: string[];
  /** The requested index (prop or state) at the last reconciliation. */
  requested: number;
  /** The index actually shown. */
  resolved: number;
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
  const [requested, setRequested] = useControllableState({
    value: selectedIndexProp,
    defaultValue: defaultSelectedIndex,
    onChange: onSelectedIndexChange,
  });

  // Adding or removing tabs keeps the same tab selected; if it was removed, its neighbour is.
  const [reconciled, setReconciled] = useState<Reconciled>(() => ({
    keys,
    requested,
    resolved: clamp(requested, keys.length),
  }));
  const keysChanged = reconciled.keys.join('\u0000') !== keys.join('\u0000');
  let selected = reconciled.resolved;
  if (requested !== reconciled.requested || keysChanged) {
    if (requested !== reconciled.requested) {
      selected = clamp(requested, keys.length);
    } else {
      const kept = keys.indexOf(reconciled.keys[reconciled.resolved] ?? '');
      selected = kept >= 0 ? kept : clamp(reconciled.resolved, keys.length);
    }
    setReconciled({keys, requested, resolved: selected});
  }
  useEffect(() => {
    // Reports a selection moved by added or removed tabs.
    if (tabs.length > 0 && selected !== requested) setRequested(selected);
  }, [selected, requested, setRequested, tabs.length]);

  const selectedKey = keys[selected];
  const [visited, setVisited] = useState<string[]>([]);
  if (lazy && selectedKey !== undefined && !visited.includes(selectedKey)) {
    setVisited([...visited, selectedKey]);
  }

  // The tab that keeps tabindex 0 while focus moves in manual activation.
  const [focusedKey, setFocusedKey] = useState<string | null>(null);
  const isEnabled = (index: number) => !!tabs[index] && !tabs[index].props.disabled;
  const focusedIndex = focusedKey === null ? -1 : keys.indexOf(focusedKey);
  const tabStop =
    focusedIndex >= 0 && isEnabled(focusedIndex)
      ? focusedIndex
      : isEnabled(selected)
        ? selected
        : tabs.findIndex((_, index) => isEnabled(index));

  const baseId = useId();
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;
  const listRef = useRef<HTMLDivElement>(null);
  useInkBar(listRef);

  useEffect(() => {
    scrollTabIntoView(listRef.current?.querySelector<HTMLElement>('.mat-tab[data-active]'));
  }, [selected]);

  const select = (index: number) => {
    if (!isEnabled(index)) return;
    setRequested(index);
  };

  const focusTab = (index: number) => {
    const key = keys[index];
    if (key === undefined) return;
    setFocusedKey(key);
    document.getElementById(tabId(index))?.focus();
    if (activation === 'automatic') select(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const current = keys.indexOf(
      (event.target as HTMLElement).closest<HTMLElement>('[role="tab"]')?.dataset['key'] ?? '',
    );
    if (current < 0) return;
    const enabled = tabs.map((_, index) => index).filter(isEnabled);
    if (enabled.length === 0) return;
    const rtl = getDirection(event.currentTarget) === 'rtl';
    const step = (delta: number) => {
      const count = tabs.length;
      for (let offset = 1; offset <= count; offset++) {
        const index = (current + delta * offset + count * count) % count;
        if (isEnabled(index)) return index;
      }
      return current;
    };
    let target: number | undefined;
    switch (event.key) {
      case 'ArrowRight':
        target = step(rtl ? -1 : 1);
        break;
      case 'ArrowLeft':
        target = step(rtl ? 1 : -1);
        break;
      case 'Home':
        target = enabled[0];
        break;
      case 'End':
        target = enabled[enabled.length - 1];
        break;
      default:
        return;
    }
    event.preventDefault();
    if (target !== undefined) focusTab(target);
  };

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
          ref={listRef}
          role="tablist"
          aria-label={ariaLabel}
          aria-labelledby={ariaLabelledBy}
          className="mat-tab-list"
          onKeyDown={onKeyDown}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
              setFocusedKey(null);
            }
          }}
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
              onFocus={(event) => scrollTabIntoView(event.currentTarget)}
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
