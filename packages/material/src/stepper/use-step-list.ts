'use client';

import {useComposedRefs} from '@material-react/cdk/slot';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import {scrollIntoViewWithin} from '../core/tab-list/scroll-into-view';
import {useRovingTabStop} from '../core/tab-list/tab-list-state';
import {useTabList} from '../core/tab-list/use-tab-list';

/** The ids of the parts of one step. */
export interface StepIds {
  header: string;
  label: string;
  description: string;
  content: string;
}

/** Options of {@link useStepList}. */
export interface StepListOptions {
  /** The key of each step, in order. */
  keys: readonly string[];
  /** The index of the selected step. */
  selected: number;
  /** Whether the headers are a column, each above its content, rather than a row of tabs. */
  vertical: boolean;
}

/** What {@link useStepList} returns. */
export interface StepList {
  /** A callback ref for the stepper's root, which holds the headers and the contents. */
  ref: (element: HTMLElement | null) => void;
  /** Moves focus between the headers; keys pressed in a step's content are left to it. */
  onKeyDown: (event: KeyboardEvent) => void;
  /** The value of each header's `data-stepper-header`, which tells this stepper's headers apart. */
  ownerId: string;
  /** The ids of the parts of the step at an index. */
  ids: (index: number) => StepIds;
  /** The index of the one header in the Tab order. */
  tabStop: number;
  /** Remembers which header has focus (by its step's key), so it stays the tab stop. */
  setFocusedKey: (key: string | null) => void;
  /** For each header: forgets the focused header when focus leaves the headers. */
  onHeaderBlur: (event: FocusEvent) => void;
}

// Every header takes focus, also one the user cannot select yet (it is `aria-disabled`).
const ALWAYS = () => true;

/**
 * The behaviour of a stepper's headers, on the tab list's state and keyboard hooks: the headers
 * are one tab stop (the focused header, else the selected one), moved with the arrow keys (Left
 * and Right in a row, Up and Down in a column), Home and End. Focus alone does not select: the
 * headers are buttons, which Enter and Space press. When a change of step hides the content that
 * had focus, focus goes to the new step's header; a row of headers too wide for the stepper
 * scrolls to keep the selected one in view.
 */
export function useStepList({keys, selected, vertical}: StepListOptions): StepList {
  const ownerId = useId();
  const ids = (index: number): StepIds => ({
    header: `${ownerId}-header-${index}`,
    label: `${ownerId}-label-${index}`,
    description: `${ownerId}-description-${index}`,
    content: `${ownerId}-content-${index}`,
  });

  const {tabStop, setFocusedKey} = useRovingTabStop({keys, isEnabled: ALWAYS, selected});
  const tabList = useTabList(
    {
      itemSelector: `[data-stepper-header="${ownerId}"]`,
      orientation: vertical ? 'vertical' : 'horizontal',
    },
    {setFocusedKey},
  );
  const rootRef = useRef<HTMLElement | null>(null);
  const ref = useComposedRefs(rootRef, tabList.ref);

  // When the content that had focus is hidden by a change of step, focus goes to the new
  // step's header rather than being lost to the page.
  const shownIndex = useRef(selected);
  useLayoutEffect(() => {
    const before = shownIndex.current;
    shownIndex.current = selected;
    if (before === selected) return;
    const document = rootRef.current?.ownerDocument;
    const active = document?.activeElement;
    const hidden = document?.getElementById(`${ownerId}-content-${before}`);
    if (active && hidden?.contains(active)) {
      document?.getElementById(`${ownerId}-header-${selected}`)?.focus();
    }
  }, [selected, ownerId]);

  // A row of headers wider than the stepper scrolls: keep the selected one in view.
  useEffect(() => {
    if (vertical) return;
    const header = rootRef.current?.ownerDocument.getElementById(`${ownerId}-header-${selected}`);
    scrollIntoViewWithin(header, header?.parentElement);
  }, [selected, vertical, ownerId]);

  return {
    ref,
    onKeyDown: tabList.onKeyDown,
    ownerId,
    ids,
    tabStop,
    setFocusedKey,
    onHeaderBlur: tabList.onBlur,
  };
}
