'use client';

import {isItemDisabled, useListNavigation} from '@material-react/cdk/a11y';
import {useSelectedValues} from '@material-react/cdk/collections';
import {FormValue} from '@material-react/cdk/forms';
import {composeEventHandlers, useComposedRefs} from '@material-react/cdk/slot';
import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  type FocusEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import {useDerivedRef} from '../core/derived-ref';
import {useSelectionFormValue} from '../core/form-control/selection-form-value';
import {
  ButtonToggleGroupContext,
  type ButtonToggleGroupContextValue,
} from './button-toggle-context';
import './button-toggle.css';

/** The props every {@link ButtonToggleGroup} takes, whether it selects one value or several. */
export interface ButtonToggleGroupBaseProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'defaultValue' | 'onChange' | 'role' | 'aria-orientation'
> {
  /**
   * Whether every toggle of the group is disabled. A disabled group submits nothing with a form.
   * @default false
   */
  disabled?: boolean;
  /**
   * The form field name. With it, a hidden input per selected value submits the value (as a
   * string) with the form the group is in.
   */
  name?: string;
  /** The id of the form the value belongs to, when the group is outside it. */
  form?: string;
  /**
   * Whether a toggle must be selected for the group's form to be submitted.
   * @default false
   */
  required?: boolean;
  /**
   * Whether selected toggles show no check mark with single selection.
   * @default false
   */
  hideSingleSelectionIndicator?: boolean;
  /**
   * Whether selected toggles show no check mark with multiple selection.
   * @default false
   */
  hideMultipleSelectionIndicator?: boolean;
  /**
   * Whether the toggles are stacked in a column rather than laid out in a row.
   * @default false
   */
  vertical?: boolean;
  /**
   * The look of the group: `standard` is the Material 3 outlined segmented button.
   * @default 'standard'
   */
  appearance?: 'standard';
  /** The accessible name of the group, when no visible text names it. */
  'aria-label'?: string;
  /** The id of a visible element whose text names the group, such as a heading. */
  'aria-labelledby'?: string;
  /** The `ButtonToggle`s. */
  children?: ReactNode;
  /** A ref to the group element (`role="radiogroup"` or `role="group"`). */
  ref?: Ref<HTMLDivElement>;
}

/** Props of a {@link ButtonToggleGroup} that selects one value: a radio group. */
export interface ButtonToggleGroupSingleProps<T = string> extends ButtonToggleGroupBaseProps {
  /**
   * Whether several toggles can be selected at once.
   * @default false
   */
  multiple?: false;
  /** The selected value, or `null` for none. Setting it makes the group controlled. */
  value?: T | null;
  /**
   * The value selected at first, when the group is uncontrolled.
   * @default null
   */
  defaultValue?: T | null;
  /**
   * Called with the newly selected value when the user selects a toggle. Choosing the toggle that
   * is already selected changes nothing, so it is not called then.
   */
  onValueChange?: (value: T) => void;
}

/** Props of a {@link ButtonToggleGroup} that selects any number of values (`multiple`). */
export interface ButtonToggleGroupMultipleProps<T = string> extends ButtonToggleGroupBaseProps {
  /** Whether several toggles can be selected at once: `true` here. */
  multiple: true;
  /** The selected values. Setting it makes the group controlled. */
  value?: T[];
  /**
   * The values selected at first, when the group is uncontrolled.
   * @default []
   */
  defaultValue?: T[];
  /** Called with the new selected values, in the order they were selected, on every toggle. */
  onValueChange?: (value: T[]) => void;
}

/**
 * Props of {@link ButtonToggleGroup}: {@link ButtonToggleGroupSingleProps} by default, or
 * {@link ButtonToggleGroupMultipleProps} with `multiple`.
 */
export type ButtonToggleGroupProps<T = string> =
  ButtonToggleGroupSingleProps<T> | ButtonToggleGroupMultipleProps<T>;

const NO_VALUES: never[] = [];

const TOGGLE_SELECTOR = '.mat-button-toggle';

/** Where validation sends focus: the toggle that holds the tab stop, or the first enabled one. */
function focusableToggle(group: HTMLElement): HTMLElement | null {
  const enabled = Array.from(group.querySelectorAll<HTMLElement>(TOGGLE_SELECTOR)).filter(
    (item) => !isItemDisabled(item),
  );
  return enabled.find((item) => item.tabIndex === 0) ?? enabled[0] ?? null;
}

/**
 * A Material 3 segmented group of toggle buttons, selecting one value (the default) or several
 * (`multiple`). With single selection it is a `role="radiogroup"` of `role="radio"` buttons with
 * one tab stop: the arrow keys, Home and End move the selection. With multiple selection it is a
 * `role="group"` of `aria-pressed` buttons, each reached with Tab. Name it with `aria-label` or
 * `aria-labelledby`.
 *
 * ```tsx
 * <ButtonToggleGroup aria-label="View" defaultValue="list">
 *   <ButtonToggle value="list">List</ButtonToggle>
 *   <ButtonToggle value="grid">Grid</ButtonToggle>
 * </ButtonToggleGroup>
 * ```
 */
export function ButtonToggleGroup<T = string>(
  props: ButtonToggleGroupMultipleProps<T>,
): ReactElement;
/** A group that selects one value (`multiple` unset), with `T | null` as its value. */
export function ButtonToggleGroup<T = string>(props: ButtonToggleGroupSingleProps<T>): ReactElement;
export function ButtonToggleGroup<T = string>(props: ButtonToggleGroupProps<T>): ReactElement {
  const {
    multiple = false,
    value: valueProp,
    defaultValue,
    onValueChange,
    disabled = false,
    name,
    form,
    required = false,
    hideSingleSelectionIndicator = false,
    hideMultipleSelectionIndicator = false,
    vertical = false,
    appearance = 'standard',
    className,
    children,
    onKeyDown,
    onBlur,
    ref,
    ...rest
  } = props;

  // Single selection keeps its value as a list of at most one, so one hook serves both modes.
  const controlled = useMemo(() => {
    if (valueProp === undefined) return undefined;
    if (multiple) return valueProp as T[];
    return valueProp === null ? NO_VALUES : [valueProp as T];
  }, [valueProp, multiple]);
  const initial = multiple
    ? ((defaultValue as T[] | undefined) ?? NO_VALUES)
    : defaultValue === undefined || defaultValue === null
      ? NO_VALUES
      : [defaultValue as T];
  const {selected, isSelected, toggle, setSelected} = useSelectedValues<T>({
    value: controlled,
    defaultValue: initial,
    onValueChange: (next) => {
      if (multiple) (onValueChange as ((value: T[]) => void) | undefined)?.(next);
      else if (next.length > 0) (onValueChange as ((value: T) => void) | undefined)?.(next[0]!);
    },
    multiple,
    // A selected radio stays selected when chosen again.
    deselectable: false,
  });

  const navigation = useListNavigation({
    itemSelector: TOGGLE_SELECTOR,
    orientation: 'both',
    wrap: true,
    typeahead: false,
    rovingTabIndex: !multiple,
  });
  const {getItems} = navigation;
  const group = useRef<HTMLDivElement | null>(null);
  const groupRef = useComposedRefs<HTMLDivElement>(ref, navigation.ref, group);

  // The native form side: the selection under `name`, `required`, and a reset to the first one.
  const {invalid, formValueProps} = useSelectionFormValue(
    selected,
    setSelected,
    valueProp === undefined ? initial : undefined,
  );
  const focusTarget = useDerivedRef(group, focusableToggle);

  // The roving tab stop (single selection): the focused toggle, else the selected one, else the
  // first enabled one. It lives in the DOM, where focus and disabled states are, and is set after
  // every render; the server renders no tabindex, so every toggle is tabbable until hydration.
  const syncTabStops = useCallback(
    (ignoreFocus = false) => {
      const items = getItems();
      if (multiple) {
        for (const item of items) item.tabIndex = 0;
        return;
      }
      const enabled = items.filter((item) => !isItemDisabled(item));
      const focused = ignoreFocus ? null : items[0]?.ownerDocument.activeElement;
      const stop =
        enabled.find((item) => item === focused) ??
        enabled.find((item) => item.getAttribute('aria-checked') === 'true') ??
        enabled[0];
      for (const item of items) item.tabIndex = item === stop ? 0 : -1;
    },
    [multiple, getItems],
  );
  useLayoutEffect(() => syncTabStops());

  const showIndicator = multiple ? !hideMultipleSelectionIndicator : !hideSingleSelectionIndicator;
  const context = useMemo<ButtonToggleGroupContextValue>(
    () => ({
      multiple,
      disabled,
      showIndicator,
      isSelected: (value) => isSelected(value as T),
      toggle: (value) => toggle(value as T),
      syncTabStops: () => syncTabStops(),
    }),
    [multiple, disabled, showIndicator, isSelected, toggle, syncTabStops],
  );

  // With single selection, a key that moves focus to another toggle selects it, by a click as
  // the browser does for native radios: the toggle's own onClick can still prevent it.
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (multiple) return;
    const document = event.currentTarget.ownerDocument;
    const before = document.activeElement;
    navigation.onKeyDown(event);
    const after = document.activeElement;
    if (after !== before)
      getItems()
        .find((item) => item === after)
        ?.click();
  };

  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    // Leaving the group puts the tab stop back on the selected toggle.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) syncTabStops(true);
  };

  const orientation = vertical ? 'vertical' : 'horizontal';
  return (
    <div
      {...rest}
      ref={groupRef}
      role={multiple ? 'group' : 'radiogroup'}
      aria-disabled={disabled || undefined}
      aria-required={(!multiple && required) || undefined}
      aria-invalid={(!multiple && invalid) || undefined}
      aria-orientation={multiple ? undefined : orientation}
      data-orientation={orientation}
      data-appearance={appearance}
      data-multiple={multiple ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      data-invalid={invalid ? '' : undefined}
      className={className ? `mat-button-toggle-group ${className}` : 'mat-button-toggle-group'}
      onKeyDown={composeEventHandlers(onKeyDown, handleKeyDown)}
      onBlur={composeEventHandlers(onBlur, handleBlur)}
    >
      <ButtonToggleGroupContext value={context}>{children}</ButtonToggleGroupContext>
      <FormValue
        {...formValueProps}
        kind={multiple ? 'choice' : 'radio'}
        name={name}
        form={form}
        required={required}
        disabled={disabled}
        focusRef={focusTarget}
      />
    </div>
  );
}
