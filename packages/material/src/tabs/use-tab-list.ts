import {useListNavigation} from '@material-react/cdk/a11y';

/** What {@link useTabList} returns: props for the element that holds the tabs. */
export interface TabListBehaviour {
  /** A callback ref for the element holding the tabs. */
  ref: (element: HTMLElement | null) => void;
  /** Moves focus between the tabs with the arrow keys, Home and End. */
  onKeyDown: (event: React.KeyboardEvent) => void;
}

/**
 * The keyboard behaviour of a row of tabs, shared by tab groups and tab navigation bars: Left
 * and Right move focus to the previous and next enabled tab (swapped in right-to-left text, and
 * wrapping around), Home and End to the first and last; disabled tabs are skipped. Built on
 * `useListNavigation` from `@material-react/cdk/a11y`. What focus does (select the tab, scroll
 * it into view) is up to the tabs' own focus handlers.
 */
export function useTabList(itemSelector: string): TabListBehaviour {
  const navigation = useListNavigation({
    itemSelector,
    orientation: 'horizontal',
    wrap: true,
    typeahead: false,
  });
  return {ref: navigation.ref, onKeyDown: navigation.onKeyDown};
}
