'use client';

import {useCallback, useEffect, useLayoutEffect, useRef} from 'react';
import {ListKeyManager, type ListOrientation} from './list-key-manager';
import {getDirection} from '../bidi';

/** Options of {@link useListNavigation}. */
export interface ListNavigationOptions {
  /** A CSS selector matching the items inside the container, in document order. */
  itemSelector: string;
  /**
   * Whether navigation wraps from the last item to the first and back.
   * @default false
   */
  wrap?: boolean;
  /**
   * Which arrow keys move: Up/Down, Left/Right (mirrored for right-to-left text) or both.
   * @default 'vertical'
   */
  orientation?: ListOrientation;
  /**
   * Whether typing moves focus to the next item whose text starts with what was typed. An item's
   * text is its `data-text-value` attribute, else its text content.
   * @default true
   */
  typeahead?: boolean;
  /**
   * Whether the hook keeps a roving `tabindex`: the focused item gets `tabindex="0"` and the other
   * items `-1`, so Tab enters the list at the last focused item. Render the first item with
   * `tabIndex={0}` and the others with `-1`.
   * @default false
   */
  rovingTabIndex?: boolean;
  /**
   * Whether the arrow keys, Home, End and typeahead pass over disabled items (see
   * {@link isItemDisabled}). With `false` they stop on them too, as the WAI-ARIA menu pattern
   * recommends so that screen reader users learn the items exist; activating them stays up to
   * the items.
   * @default true
   */
  skipDisabled?: boolean;
}

/** What {@link useListNavigation} returns. */
export interface ListNavigation {
  /** A callback ref for the element that contains the items. */
  ref: (element: HTMLElement | null) => void;
  /** The keydown handler for the container. */
  onKeyDown: (event: React.KeyboardEvent) => void;
  /**
   * Focuses the first or last item (enabled, unless `skipDisabled` is `false`), or the item at an
   * index. Returns whether an item was focused (there may be none to focus).
   */
  focusItem: (target: 'first' | 'last' | number) => boolean;
  /** The current items, in document order. */
  getItems: () => HTMLElement[];
}

/** Whether an item element is disabled and skipped by keyboard navigation. */
export function isItemDisabled(element: Element): boolean {
  return (
    element.getAttribute('aria-disabled') === 'true' ||
    element.hasAttribute('disabled') ||
    element.hasAttribute('data-disabled')
  );
}

function itemLabel(element: HTMLElement): string {
  return element.dataset['textValue'] ?? element.textContent ?? '';
}

/**
 * Keyboard navigation among the focusable items of a DOM container, built on
 * {@link ListKeyManager}: arrow keys, Home/End and typeahead move focus, skipping disabled items
 * (`aria-disabled="true"`, `disabled` or `data-disabled`) unless `skipDisabled` is `false`.
 */
export function useListNavigation(options: ListNavigationOptions): ListNavigation {
  const containerRef = useRef<HTMLElement | null>(null);
  const optionsRef = useRef(options);
  useLayoutEffect(() => {
    optionsRef.current = options;
  });
  const managerRef = useRef<ListKeyManager<HTMLElement> | null>(null);

  const getItems = useCallback((): HTMLElement[] => {
    const container = containerRef.current;
    if (!container) return [];
    return Array.from(container.querySelectorAll<HTMLElement>(optionsRef.current.itemSelector));
  }, []);

  const getManager = useCallback((): ListKeyManager<HTMLElement> => {
    // Not `??=`, which the React Compiler cannot compile yet: it would leave the hook as written.
    if (managerRef.current === null) {
      managerRef.current = new ListKeyManager(getItems, {
        skipPredicate: (item) => optionsRef.current.skipDisabled !== false && isItemDisabled(item),
        getLabel: itemLabel,
        onActiveItemChange: (item) => {
          if (optionsRef.current.rovingTabIndex) {
            for (const other of getItems()) other.tabIndex = other === item ? 0 : -1;
          }
          item.focus();
        },
      });
    }
    const {wrap = false, orientation = 'vertical', typeahead = true} = optionsRef.current;
    const container = containerRef.current;
    const direction = container ? getDirection(container) : 'ltr';
    managerRef.current.configure({wrap, orientation, typeahead, direction});
    return managerRef.current;
  }, [getItems]);

  useEffect(() => () => managerRef.current?.destroy(), []);

  const syncActiveItem = useCallback(
    (manager: ListKeyManager<HTMLElement>) => {
      const focused = containerRef.current?.ownerDocument.activeElement;
      manager.updateActiveItem(getItems().findIndex((item) => item === focused));
    },
    [getItems],
  );

  const onKeyDown = useCallback(
    (event: React.KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const manager = getManager();
      syncActiveItem(manager);
      if (manager.onKeydown(event)) event.preventDefault();
    },
    [getManager, syncActiveItem],
  );

  const focusItem = useCallback(
    (target: 'first' | 'last' | number): boolean => {
      const manager = getManager();
      syncActiveItem(manager);
      if (target === 'first') manager.setFirstItemActive();
      else if (target === 'last') manager.setLastItemActive();
      else manager.setActiveItem(target);
      const active = manager.activeItem;
      return !!active && active === containerRef.current?.ownerDocument.activeElement;
    },
    [getManager, syncActiveItem],
  );

  const ref = useCallback((element: HTMLElement | null) => {
    containerRef.current = element;
  }, []);

  return {ref, onKeyDown, focusItem, getItems};
}
