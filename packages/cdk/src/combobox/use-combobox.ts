'use client';

import {useCallback, useEffect, useId, useLayoutEffect, useRef} from 'react';
import {announce, isItemDisabled, ListKeyManager} from '../a11y';
import {
  defaultResultsMessage,
  keyOfOption,
  keyToIdPart,
  optionText,
  readOptions,
} from './combobox-dom';
import type {
  Combobox,
  ComboboxInputProps,
  ComboboxListboxProps,
  ComboboxOptionProps,
  ComboboxOptions,
  ComboboxOptionSettings,
} from './combobox-props';
import type {ComboboxKey, ComboboxState} from './combobox-state';

/** Which option to make active once the options of a popup that is opening are rendered. */
type PendingActivation = 'first' | 'last' | null;

/**
 * The behaviour of a combobox, following the WAI-ARIA combobox pattern with list autocomplete:
 * focus stays in the input (`role="combobox"`) while the arrow keys move the active option of a
 * listbox, which the input points at with `aria-activedescendant`. The listbox is a popup, or,
 * with `inline`, a list always shown under the input (a search box, a command palette).
 *
 * Options are read from the listbox in document order on every render, so the list can be
 * filtered, grouped or loaded asynchronously: when it changes, the active option stays if it is
 * still there (or, with `autoActiveFirstOption`, the first one becomes active), and the number of
 * options is announced.
 *
 * ```tsx
 * const state = useComboboxState();
 * const combobox = useCombobox(state, {listboxLabel: 'Fruits'});
 * <input {...combobox.inputProps} aria-label="Fruit" />
 * {combobox.isExpanded && (
 *   <div {...combobox.listboxProps}>
 *     {fruits.map((fruit) => <div key={fruit} {...combobox.getOptionProps(fruit)}>{fruit}</div>)}
 *   </div>
 * )}
 * ```
 *
 * Keyboard: ArrowDown/ArrowUp open the popup at the first/last option or move the active option;
 * Alt+ArrowDown opens without moving, Alt+ArrowUp closes; Enter chooses the active option (a link
 * option is clicked, so it navigates); Escape closes the popup, then clears the input (an inline
 * list leaves Escape alone); Home/End move to the ends with `homeAndEnd`.
 */
export function useCombobox(state: ComboboxState, options: ComboboxOptions = {}): Combobox {
  const {
    inline = false,
    disabled = false,
    empty = false,
    wrap = false,
    homeAndEnd = false,
    autoActiveFirstOption = false,
    fillInputOnChoose = !inline,
    clearOnEscape = true,
    announceResults = true,
    resultsMessage = defaultResultsMessage,
    listboxLabel,
    listboxLabelledBy,
    onChoose,
  } = options;
  const generatedId = useId();
  const id = options.id ?? generatedId;
  const listboxId = `${id}-listbox`;
  const optionIdPrefix = `${id}-option-`;
  const isExpanded = !disabled && (inline || (state.open && !empty));

  const input = useRef<HTMLInputElement | null>(null);
  const listbox = useRef<HTMLElement | null>(null);
  const pending = useRef<PendingActivation>(null);
  const lastKeys = useRef<string | null>(null);
  const managerRef = useRef<ListKeyManager<HTMLElement> | null>(null);
  const latestState = useRef(state);
  useLayoutEffect(() => {
    latestState.current = state;
  });

  const getOptions = useCallback((): HTMLElement[] => {
    const element =
      listbox.current ?? input.current?.ownerDocument.getElementById(listboxId) ?? null;
    return readOptions(element, optionIdPrefix);
  }, [listboxId, optionIdPrefix]);

  const findOption = (key: ComboboxKey) => getOptions().find((item) => keyOfOption(item) === key);

  const activate = useCallback((element: HTMLElement) => {
    const key = keyOfOption(element);
    // Seen at once by a second key press that comes before the next render.
    latestState.current = {...latestState.current, activeKey: key};
    latestState.current.setActiveKey(key);
    // jsdom has no scrollIntoView.
    element.scrollIntoView?.({block: 'nearest'});
  }, []);

  // Created on first use, in an event handler or an effect; it reads the DOM on every key.
  const getManager = () => {
    // Not `??=`, which the React Compiler cannot compile yet: it would leave the hook as written.
    if (managerRef.current === null) {
      managerRef.current = new ListKeyManager(getOptions, {
        typeahead: false,
        skipPredicate: isItemDisabled,
        onActiveItemChange: activate,
      });
    }
    const manager = managerRef.current;
    manager.configure({wrap, homeAndEnd});
    const active = latestState.current.activeKey;
    manager.updateActiveItem(getOptions().findIndex((item) => keyOfOption(item) === active));
    return manager;
  };
  useEffect(() => () => managerRef.current?.destroy(), []);

  const openPopup = (target: PendingActivation) => {
    pending.current = target;
    state.setOpen(true);
  };

  const closePopup = () => {
    pending.current = null;
    state.setOpen(false);
    state.setActiveKey(null);
  };

  const chooseOption = (element: HTMLElement) => {
    const key = keyOfOption(element);
    state.setValue(key);
    if (fillInputOnChoose) state.setInputValue(optionText(element));
    if (!inline) closePopup();
    onChoose?.(key);
  };

  // After every render: the options may have changed under the active one, or a popup that was
  // asked to open with ArrowDown/ArrowUp may now show the options to start from.
  useLayoutEffect(() => {
    const items = getOptions();
    const keys = JSON.stringify(items.map(keyOfOption));
    const changed = keys !== lastKeys.current;
    const firstRun = lastKeys.current === null;
    lastKeys.current = keys;
    const enabled = items.filter((item) => !isItemDisabled(item));
    const target = pending.current;
    if (target && items.length > 0) {
      pending.current = null;
      const item = target === 'first' ? enabled[0] : enabled.at(-1);
      if (item) activate(item);
    } else if (isExpanded) {
      const activeKey = state.activeKey;
      const active = enabled.find((item) => keyOfOption(item) === activeKey);
      if (autoActiveFirstOption && (changed || !active)) {
        const first = enabled[0];
        if (first && first !== active) activate(first);
        else if (!first && activeKey !== null) state.setActiveKey(null);
      } else if (!active && activeKey !== null) {
        state.setActiveKey(null);
      }
    } else if (state.activeKey !== null) {
      state.setActiveKey(null);
    }
    const focused = !!input.current && input.current.ownerDocument.activeElement === input.current;
    // An open popup that is empty still says so.
    const listShown = !disabled && (inline || state.open);
    if (changed && !firstRun && listShown && focused && announceResults) {
      void announce(resultsMessage(items.length), {politeness: 'polite'});
    }
  });

  const inputRef = useCallback((element: HTMLInputElement | null) => {
    input.current = element;
  }, []);
  const listboxRef = useCallback((element: HTMLElement | null) => {
    listbox.current = element;
  }, []);

  const inputProps: ComboboxInputProps = {
    ref: inputRef,
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': isExpanded,
    'aria-controls': isExpanded ? listboxId : undefined,
    'aria-activedescendant':
      isExpanded && state.activeKey !== null
        ? `${optionIdPrefix}${keyToIdPart(state.activeKey)}`
        : undefined,
    autoComplete: 'off',
    disabled: disabled || undefined,
    value: state.inputValue,
    onChange: (event) => {
      pending.current = null;
      state.setInputValue(event.currentTarget.value);
      if (!inline && !state.open) openPopup(null);
    },
    onKeyDown: (event) => {
      if (event.defaultPrevented || disabled || event.nativeEvent.isComposing) return;
      const {key, altKey, ctrlKey, metaKey} = event;
      if (key === 'ArrowDown' || key === 'ArrowUp') {
        if (altKey) {
          if (inline) return;
          event.preventDefault();
          if (key === 'ArrowDown') {
            if (!state.open) openPopup(null);
          } else if (state.open) {
            closePopup();
          }
          return;
        }
        if (ctrlKey || metaKey) return;
        event.preventDefault();
        if (!isExpanded) openPopup(key === 'ArrowDown' ? 'first' : 'last');
        else getManager().onKeydown(event);
      } else if (key === 'Home' || key === 'End') {
        if (!isExpanded || !homeAndEnd || altKey || ctrlKey || metaKey) return;
        event.preventDefault();
        getManager().onKeydown(event);
      } else if (key === 'Enter') {
        if (!isExpanded || state.activeKey === null) return;
        const element = findOption(state.activeKey);
        if (!element || isItemDisabled(element)) return;
        event.preventDefault();
        // A link option navigates the way the page handles a click on it.
        if (element.matches('a[href]')) element.click();
        else chooseOption(element);
      } else if (key === 'Escape') {
        if (inline) return;
        if (isExpanded) {
          event.preventDefault();
          closePopup();
          return;
        }
        // An open popup with nothing to show is closed on the way.
        if (state.open) closePopup();
        if (clearOnEscape && (state.inputValue !== '' || state.value !== null)) {
          event.preventDefault();
          state.setInputValue('');
          state.setValue(null);
        }
      }
    },
    onClick: () => {
      if (!inline && !disabled && !state.open) openPopup(null);
    },
    onBlur: (event) => {
      const next = event.relatedTarget;
      if (next instanceof Node && listbox.current?.contains(next)) return;
      if (!inline && state.open) closePopup();
    },
  };

  const preventFocusLoss = (event: {preventDefault: () => void}) => event.preventDefault();
  const listboxProps: ComboboxListboxProps = {
    ref: listboxRef,
    id: listboxId,
    role: 'listbox',
    'aria-label': listboxLabelledBy ? undefined : listboxLabel,
    'aria-labelledby': listboxLabelledBy,
    onMouseDown: preventFocusLoss,
    onPointerDown: preventFocusLoss,
  };

  const getOptionId = (key: ComboboxKey) => `${optionIdPrefix}${keyToIdPart(key)}`;

  const getOptionProps = (
    key: ComboboxKey,
    settings: ComboboxOptionSettings = {},
  ): ComboboxOptionProps => {
    const optionDisabled = settings.disabled ?? false;
    const active = isExpanded && state.activeKey === key;
    return {
      id: getOptionId(key),
      role: 'option',
      'data-key': key,
      'aria-selected': active,
      'aria-disabled': optionDisabled || undefined,
      'data-active': active ? '' : undefined,
      'data-selected': state.value === key ? '' : undefined,
      'data-disabled': optionDisabled ? '' : undefined,
      'data-text-value': settings.textValue,
      onPointerMove: () => {
        if (!optionDisabled && !active) state.setActiveKey(key);
      },
      onClick: (event) => {
        if (optionDisabled) {
          // A disabled link option must not navigate either.
          event.preventDefault();
          return;
        }
        if (event.defaultPrevented) return;
        chooseOption(event.currentTarget);
      },
    };
  };

  const groupLabelId = (groupKey: string) => `${id}-group-${keyToIdPart(groupKey)}`;

  return {
    inputProps,
    listboxProps,
    getOptionProps,
    getGroupProps: (groupKey) => ({role: 'group', 'aria-labelledby': groupLabelId(groupKey)}),
    getGroupLabelProps: (groupKey) => ({id: groupLabelId(groupKey)}),
    getOptionId,
    choose: (key) => {
      const element = findOption(key);
      if (element && !isItemDisabled(element)) chooseOption(element);
    },
    isExpanded,
    listboxId,
  };
}
