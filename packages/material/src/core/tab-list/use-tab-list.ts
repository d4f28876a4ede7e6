'use client';

import {useListNavigation} from '@material-react/cdk/a11y';
import type {FocusEvent, KeyboardEvent} from 'react';
import type {RovingTabStop} from './tab-list-state';

/** Options of {@link useTabList}. */
export interface TabListOptions {
  /** A CSS selector matching the tabs inside the element that gets the props. */
  itemSelector: string;
  /**
   * Which arrow keys move between the tabs: Left and Right for a row (mirrored in right-to-left
   * text), Up and Down for a column.
   * @default 'horizontal'
   */
  orientation?: 'horizontal' | 'vertical';
}

/** What {@link useTabList} returns: props for the element that holds the tabs. */
export interface TabListBehaviour {
  /** A callback ref for the element holding the tabs. */
  ref: (element: HTMLElement | null) => void;
  /**
   * Moves focus between the tabs with the arrow keys, Home and End. Keys pressed anywhere but on
   * a tab are left alone, so the element may also hold other content (a step's fields).
   */
  onKeyDown: (event: KeyboardEvent) => void;
  /**
   * Forgets the focused tab when focus leaves the tabs, which puts the tab stop back on the
   * selected one. For the element holding the tabs, or for each tab.
   */
  onBlur: (event: FocusEvent) => void;
}

/**
 * The keyboard behaviour of a list of tabs, shared by tab groups, tab navigation bars and the
 * stepper's headers: the arrow keys move focus to the previous and next enabled tab (wrapping
 * around), Home and End to the first and last; disabled tabs are skipped. Built on
 * `useListNavigation` from `@material-react/cdk/a11y`. What focus does (select the tab, scroll
 * it into view) is up to the tabs' own focus handlers; given the list's {@link RovingTabStop},
 * `onBlur` keeps it up to date.
 */
export function useTabList(
  {itemSelector, orientation = 'horizontal'}: TabListOptions,
  state?: Pick<RovingTabStop, 'setFocusedKey'>,
): TabListBehaviour {
  const navigation = useListNavigation({itemSelector, orientation, wrap: true, typeahead: false});
  const isTab = (element: EventTarget | null) =>
    navigation.getItems().includes(element as HTMLElement);
  return {
    ref: navigation.ref,
    onKeyDown: (event) => {
      if (isTab(event.target)) navigation.onKeyDown(event);
    },
    onBlur: (event) => {
      if (!isTab(event.relatedTarget)) state?.setFocusedKey(null);
    },
  };
}
