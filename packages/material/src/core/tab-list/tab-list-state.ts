'use client';

import {useControllableState} from '@material-react/cdk/state';
import {useEffect, useState} from 'react';

/** Options of {@link useTabListState}. */
export interface TabListStateOptions {
  /** The key of each tab, in order; a tab keeps its selection when others come and go. */
  keys: readonly string[];
  /** Whether the tab at an index can be selected and focused. */
  isEnabled: (index: number) => boolean;
  /** The index of the selected tab, when you control it. */
  selectedIndex?: number;
  /**
   * The index of the tab selected first, when the list keeps its own state.
   * @default 0
   */
  defaultSelectedIndex?: number;
  /** Called with the new index when the selection changes, also when added or removed tabs move it. */
  onSelectedIndexChange?: (index: number) => void;
}

/** Options of {@link useRovingTabStop}. */
export interface RovingTabStopOptions {
  /** The key of each tab, in order: the focused tab is remembered by its key. */
  keys: readonly string[];
  /** Whether the tab at an index can be focused. */
  isEnabled: (index: number) => boolean;
  /** The index of the selected tab, the tab stop while no tab has focus. */
  selected: number;
}

/** Which tab is in the Tab order, from {@link useRovingTabStop}. */
export interface RovingTabStop {
  /** Remembers which tab has focus (or `null` when none has), so it stays the tab stop. */
  setFocusedKey: (key: string | null) => void;
  /**
   * The index of the one tab in the Tab order: the focused tab while focus is in the list (it can
   * differ from the selected one when the arrow keys move focus without selecting), else the
   * selected tab, else the first enabled one.
   */
  tabStop: number;
}

/** The state of a tab list, from {@link useTabListState}. */
export interface TabListState extends RovingTabStop {
  /** The index of the selected tab (clamped to the tabs there are). */
  selected: number;
  /** Selects the tab at an index, if it is enabled. */
  select: (index: number) => void;
}

const clamp = (index: number, count: number) => Math.max(0, Math.min(index, count - 1));

interface Reconciled {
  /** The tab keys at the last reconciliation. */
  keys: readonly string[];
  /** The requested index (prop or state) at the last reconciliation. */
  requested: number;
  /** The index actually shown. */
  resolved: number;
}

/**
 * The selection bookkeeping of a tab list, with no DOM and no markup: which tab is selected
 * (controlled or not), which one is the tab stop, and how the selection follows its tab when tabs
 * are added or removed (the same tab stays selected; if it goes, its neighbour is).
 */
export function useTabListState({
  keys,
  isEnabled,
  selectedIndex,
  defaultSelectedIndex = 0,
  onSelectedIndexChange,
}: TabListStateOptions): TabListState {
  const [requested, setRequested] = useControllableState({
    value: selectedIndex,
    defaultValue: defaultSelectedIndex,
    onChange: onSelectedIndexChange,
  });

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
  const count = keys.length;
  useEffect(() => {
    // Reports a selection moved by added or removed tabs.
    if (count > 0 && selected !== requested) setRequested(selected);
  }, [selected, requested, setRequested, count]);

  const {setFocusedKey, tabStop} = useRovingTabStop({keys, isEnabled, selected});

  const select = (index: number) => {
    if (isEnabled(index)) setRequested(index);
  };

  return {selected, select, setFocusedKey, tabStop};
}

/**
 * The roving tab stop of a list of tabs, with no DOM: the list is one stop in the Tab order, on
 * the tab that has focus, else on the selected one. The tab list state keeps it; so does the
 * stepper, whose selection follows rules of its own.
 */
export function useRovingTabStop({keys, isEnabled, selected}: RovingTabStopOptions): RovingTabStop {
  const [focusedKey, setFocusedKey] = useState<string | null>(null);
  const focusedIndex = focusedKey === null ? -1 : keys.indexOf(focusedKey);
  const tabStop =
    focusedIndex >= 0 && isEnabled(focusedIndex)
      ? focusedIndex
      : isEnabled(selected)
        ? selected
        : keys.findIndex((_, index) => isEnabled(index));
  return {setFocusedKey, tabStop};
}
