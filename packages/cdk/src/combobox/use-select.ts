'use client';

import {useCallback, useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent} from 'react';
import {ListKeyManager} from '../a11y';
import type {SelectAria, SelectOptionProps, UseSelectOptions} from './select-props';
import type {SelectItem, SelectState} from './select-state';

/**
 * The behaviour of a select-only combobox, following the WAI-ARIA pattern of that name: focus
 * stays on a trigger (`role="combobox"`) that shows the chosen value, while the arrow keys move
 * the active option of a listbox in a popup, which the trigger points at with
 * `aria-activedescendant`. Options come from the state's `items`, so typeahead finds them while
 * the popup is closed.
 *
 * ```tsx
 * const state = useSelectState({items});
 * const select = useSelect(state, {listboxLabel: 'Fruit'});
 * <div {...select.triggerProps} aria-label="Fruit">
 *   <span {...select.valueProps}>{state.selectedIndexes.map((index) => items[index].text)}</span>
 * </div>
 * {state.isOpen && (
 *   <div {...select.listboxProps}>
 *     {items.map((item, index) => <div key={index} {...select.getOptionProps(index)}>{item.text}</div>)}
 *   </div>
 * )}
 * ```
 *
 * Keyboard, closed: ArrowDown, ArrowUp, Enter, Space and Alt+ArrowDown open at the chosen option;
 * Home and End open at the first and last; typing chooses the option whose text starts with what
 * was typed (a multiple select opens at it instead). Open: ArrowUp/ArrowDown/Home/End and typing
 * move the active option; Enter or Space chooses it (a single select closes); Alt+ArrowUp chooses
 * it (single) and closes; Escape closes without choosing; Tab chooses it (single), closes and lets
 * focus move on.
 */
export function useSelect<T>(state: SelectState<T>, options: UseSelectOptions = {}): SelectAria {
  const {listboxLabel, listboxLabelledBy} = options;
  const generatedId = useId();
  const id = options.id ?? generatedId;
  const listboxId = `${id}-listbox`;
  const getOptionId = (index: number) => `${id}-option-${index}`;
  const {items, multiple, disabled, isOpen, activeIndex} = state;
  const activeItem = isOpen ? items[activeIndex] : undefined;

  // A key manager outlives renders; it reads the latest items and state through this ref.
  const latest = useRef(state);
  useLayoutEffect(() => {
    latest.current = state;
  });
  const managerRef = useRef<ListKeyManager<SelectItem<T>> | null>(null);
  // Created on first use, in an event handler. Not with `??=`, which the React Compiler cannot
  // compile yet: it would leave the hook as written.
  const getKeyManager = () => {
    if (managerRef.current === null) {
      managerRef.current = new ListKeyManager(() => latest.current.items, {
        skipPredicate: (item) => item.disabled,
        getLabel: (item) => item.text,
        onActiveItemChange: (_item, index) => {
          const current = latest.current;
          current.setActiveIndex(index);
          // Typing on a closed single select chooses the option, like a native select.
          if (!current.isOpen && !current.multiple) current.choose(index);
        },
      });
    }
    return managerRef.current;
  };
  useEffect(() => () => managerRef.current?.destroy(), []);

  const listbox = useRef<HTMLElement | null>(null);
  const listboxRef = useCallback((element: HTMLElement | null) => {
    listbox.current = element;
  }, []);
  const revealOption = useCallback(
    (index: number) => {
      if (index < 0) return;
      const option = listbox.current?.ownerDocument.getElementById(`${id}-option-${index}`);
      // jsdom has no scrollIntoView.
      option?.scrollIntoView?.({block: 'nearest'});
    },
    [id],
  );
  // The active option stays in view as it moves. When the listbox opens, it has no size yet: a
  // popup gets its height from where it is placed (the room left beside its trigger), after this
  // render. So the listbox's size is watched while it is open, and the active option scrolled into
  // view whenever it changes, its first size included. Scrolling at once would place the option
  // within a height the listbox may not keep, and measure a popup not yet placed.
  const watchesSize = typeof ResizeObserver === 'function';
  const wasOpen = useRef(false);
  useLayoutEffect(() => {
    const opening = isOpen && !wasOpen.current;
    wasOpen.current = isOpen;
    if (isOpen && !(opening && watchesSize)) revealOption(activeIndex);
  }, [isOpen, activeIndex, revealOption, watchesSize]);
  useLayoutEffect(() => {
    const element = listbox.current;
    if (!isOpen || !element || !watchesSize) return;
    const observer = new ResizeObserver(() => revealOption(latest.current.activeIndex));
    observer.observe(element);
    return () => observer.disconnect();
  }, [isOpen, revealOption, watchesSize]);

  const chooseActive = () => {
    if (activeItem) state.choose(activeIndex);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (disabled) return;
    const keyManager = getKeyManager();
    const {key, altKey, ctrlKey, metaKey} = event;
    if (!isOpen) {
      if (key === 'ArrowDown' || key === 'ArrowUp' || key === 'Enter' || key === ' ') {
        event.preventDefault();
        state.open();
      } else if (key === 'Home' || key === 'End') {
        event.preventDefault();
        state.open(key === 'Home' ? 'first' : 'last');
      } else if (!altKey && !ctrlKey && !metaKey && [...key].length === 1) {
        // Typeahead starts after the chosen option.
        keyManager.updateActiveItem(state.selectedIndexes[0] ?? -1);
        if (keyManager.onKeydown(event)) {
          event.preventDefault();
          if (multiple) state.open(null);
        }
      }
      return;
    }
    if (key === 'Escape' || (altKey && key === 'ArrowUp')) {
      event.preventDefault();
      if (altKey && !multiple) chooseActive();
      state.close();
    } else if (key === 'Tab') {
      if (!multiple) chooseActive();
      state.close();
    } else if (key === 'Enter' || (key === ' ' && !keyManager.isTyping)) {
      event.preventDefault();
      chooseActive();
      if (!multiple) state.close();
    } else {
      keyManager.updateActiveItem(activeIndex);
      if (keyManager.onKeydown(event)) event.preventDefault();
    }
  };

  const getOptionProps = (index: number): SelectOptionProps => {
    const item = items[index];
    const optionDisabled = item?.disabled ?? false;
    const selected = state.isSelected(index);
    return {
      id: getOptionId(index),
      role: 'option',
      'aria-selected': selected,
      'aria-disabled': optionDisabled || undefined,
      'data-active': index === activeIndex ? '' : undefined,
      'data-selected': selected ? '' : undefined,
      'data-disabled': optionDisabled ? '' : undefined,
      onClick: () => {
        if (optionDisabled) return;
        state.choose(index);
        state.setActiveIndex(index);
        if (!multiple) state.close();
      },
      onPointerMove: () => {
        if (!optionDisabled && index !== activeIndex) state.setActiveIndex(index);
      },
    };
  };

  const preventFocusLoss = (event: {preventDefault: () => void}) => event.preventDefault();
  const groupLabelId = (groupIndex: number) => `${id}-group-${groupIndex}`;

  return {
    triggerProps: {
      role: 'combobox',
      tabIndex: disabled ? -1 : 0,
      'aria-haspopup': 'listbox',
      'aria-expanded': isOpen,
      'aria-controls': isOpen ? listboxId : undefined,
      'aria-activedescendant': activeItem ? getOptionId(activeIndex) : undefined,
      'aria-disabled': disabled || undefined,
      onKeyDown,
      onClick: () => {
        if (!disabled) state.toggle();
      },
    },
    valueProps: {id: `${id}-value`},
    listboxProps: {
      ref: listboxRef,
      id: listboxId,
      role: 'listbox',
      'aria-labelledby': listboxLabelledBy,
      'aria-label': listboxLabelledBy ? undefined : listboxLabel,
      'aria-multiselectable': multiple || undefined,
      onPointerDown: preventFocusLoss,
      onMouseDown: preventFocusLoss,
    },
    getOptionProps,
    getGroupProps: (groupIndex) => ({role: 'group', 'aria-labelledby': groupLabelId(groupIndex)}),
    getGroupLabelProps: (groupIndex) => ({id: groupLabelId(groupIndex)}),
    getOptionId,
    listboxId,
  };
}
