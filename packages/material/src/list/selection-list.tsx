'use client';

import checkIcon from '@material-symbols/svg-400/outlined/check.svg?raw';
import {useListNavigation} from '@material-react/cdk/a11y';
import {FormValue} from '@material-react/cdk/forms';
import {composeEventHandlers, useComposedRefs} from '@material-react/cdk/slot';
import {useSelectedValues} from '@material-react/cdk/collections';
import {
  createContext,
  useContext,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import {useSelectionFormValue} from '../core/form-control/selection-form-value';
import {Icon} from '../icon';
import {countLines, ListItemLayout, type ListItemContentProps} from './list-item-layout';
import './list.css';

const OPTION_SELECTOR = '[role="option"]';

interface SelectionListContextValue {
  multiple: boolean;
  disabled: boolean;
  indicatorPosition: 'before' | 'after';
  isSelected: (value: unknown) => boolean;
  toggle: (value: unknown) => void;
}

const SelectionListContext = createContext<SelectionListContextValue | null>(null);

/** Props of {@link SelectionList}. */
export interface SelectionListProps<T = string> extends Omit<
  React.HTMLAttributes<HTMLDivElement>,
  'defaultValue' | 'onChange' | 'role'
> {
  /**
   * Whether several options can be selected (check boxes) rather than one (radio buttons).
   * @default true
   */
  multiple?: boolean;
  /**
   * The selected values, when you control them. Pair it with `onValueChange`. A single-selection
   * list holds at most one value.
   */
  value?: T[];
  /**
   * The values selected at first, when the list keeps its own state.
   * @default []
   */
  defaultValue?: T[];
  /** Called with the new selected values. */
  onValueChange?: (value: T[]) => void;
  /** The name the selected values are submitted under with a form, one entry each. */
  name?: string;
  /** The id of the form the values belong to, when the list is outside it. */
  form?: string;
  /**
   * Whether a value must be selected for the list's form to be submitted.
   * @default false
   */
  required?: boolean;
  /**
   * Whether the whole list is disabled.
   * @default false
   */
  disabled?: boolean;
  /**
   * Which side of the text the check box or radio button is on (`before` is the start of the line).
   * @default 'before'
   */
  indicatorPosition?: 'before' | 'after';
  /**
   * Whether a divider separates the options.
   * @default false
   */
  divided?: boolean;
  /** The list's `ListOption`s. */
  children?: ReactNode;
  /** A ref to the `role="listbox"` element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A list whose options can be selected (`role="listbox"`), with check boxes (`multiple`, the
 * default) or radio buttons. Tab enters the list at the selected or first option; Up/Down,
 * Home/End and typing move; Space or Enter toggle; Ctrl+A selects or clears all (multiple).
 *
 * ```tsx
 * <SelectionList aria-label="Toppings" value={toppings} onValueChange={setToppings}>
 *   <ListOption value="cheese">Cheese</ListOption>
 *   <ListOption value="olives">Olives</ListOption>
 * </SelectionList>
 * ```
 */
export function SelectionList<T = string>({
  multiple = true,
  value: valueProp,
  defaultValue,
  onValueChange,
  disabled = false,
  name,
  form,
  required = false,
  indicatorPosition = 'before',
  divided = false,
  className,
  children,
  onKeyDown,
  onFocus,
  onBlur,
  ref,
  ...props
}: SelectionListProps<T>) {
  const {selected, isSelected, toggle, setSelected} = useSelectedValues<T>({
    value: valueProp,
    defaultValue,
    onValueChange,
    multiple,
    // A single-selection list behaves like radio buttons: choosing again keeps the choice.
    deselectable: false,
  });
  const [focusWithin, setFocusWithin] = useState(false);
  const navigation = useListNavigation({itemSelector: OPTION_SELECTOR, typeahead: true});
  // The native form side: the selection under `name`, `required`, and a reset to the first one.
  // Validation's focus lands on the list, which passes it on to the selected or first option.
  const element = useRef<HTMLDivElement>(null);
  const {invalid, formValueProps} = useSelectionFormValue(
    selected,
    setSelected,
    valueProp === undefined ? defaultValue : undefined,
  );
  const listRef = useComposedRefs<HTMLDivElement>(ref, navigation.ref, element);

  const context = useMemo<SelectionListContextValue>(
    () => ({
      multiple,
      disabled,
      indicatorPosition,
      isSelected: (value) => isSelected(value as T),
      toggle: (value) => toggle(value as T),
    }),
    [multiple, disabled, indicatorPosition, isSelected, toggle],
  );

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (
      multiple &&
      !disabled &&
      (event.ctrlKey || event.metaKey) &&
      event.key.toLowerCase() === 'a'
    ) {
      event.preventDefault();
      const values = navigation
        .getItems()
        .filter((item) => item.getAttribute('aria-disabled') !== 'true')
        .map((item) => optionValues.get(item) as T);
      const allSelected = values.every((value) => context.isSelected(value));
      setSelected(allSelected ? [] : values);
      return;
    }
    navigation.onKeyDown(event);
  };

  // The list itself takes focus only to pass it on to the selected (or first) option.
  const handleFocus = (event: FocusEvent<HTMLDivElement>) => {
    setFocusWithin(true);
    if (event.target !== event.currentTarget) return;
    const items = navigation.getItems();
    const target = items.findIndex((item) => item.getAttribute('aria-selected') === 'true');
    if (!navigation.focusItem(target >= 0 ? target : 'first')) navigation.focusItem('first');
  };

  return (
    <SelectionListContext value={context}>
      <div
        {...props}
        ref={listRef}
        role="listbox"
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-multiselectable={multiple || undefined}
        aria-disabled={disabled || undefined}
        aria-orientation="vertical"
        tabIndex={focusWithin || disabled ? -1 : 0}
        data-divided={divided ? '' : undefined}
        data-invalid={invalid ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
        className={
          className ? `mat-list mat-selection-list ${className}` : 'mat-list mat-selection-list'
        }
        onKeyDown={composeEventHandlers(onKeyDown, handleKeyDown)}
        onFocus={composeEventHandlers(onFocus, handleFocus)}
        onBlur={composeEventHandlers(onBlur, (event: FocusEvent<HTMLDivElement>) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
            setFocusWithin(false);
          }
        })}
      >
        {children}
      </div>
      <FormValue
        {...formValueProps}
        kind="choice"
        name={name}
        form={form}
        required={required}
        disabled={disabled}
        focusRef={element}
      />
    </SelectionListContext>
  );
}

/** The value of each rendered option element, for Ctrl+A. */
const optionValues = new WeakMap<Element, unknown>();

/** Props of {@link ListOption}. */
export interface ListOptionProps<T = string>
  extends ListItemContentProps, Omit<React.HTMLAttributes<HTMLDivElement>, 'role'> {
  /** The value the option stands for. */
  value: T;
  /**
   * Whether the option cannot be toggled. It is shown dimmed and skipped by the keyboard.
   * @default false
   */
  disabled?: boolean;
  /** The text typeahead matches against, if the option's text content is not it. */
  textValue?: string;
  /** The text: plain text, or a `ListItemTitle` followed by `ListItemLine`s. */
  children?: ReactNode;
  /** A ref to the option element. */
  ref?: Ref<HTMLDivElement>;
}

/** An option of a `SelectionList` (`role="option"` with `aria-selected`). */
export function ListOption<T = string>({
  value,
  disabled: disabledProp = false,
  textValue,
  icon,
  avatar,
  trailing,
  lines,
  className,
  children,
  onClick,
  onKeyDown,
  ref,
  ...props
}: ListOptionProps<T>) {
  const list = useContext(SelectionListContext);
  if (!list) throw new Error('ListOption must be inside a SelectionList.');
  const disabled = disabledProp || list.disabled;
  const selected = list.isSelected(value);
  const registerValue = (element: HTMLDivElement | null) => {
    if (element) optionValues.set(element, value);
  };
  const composedRef = useComposedRefs<HTMLDivElement>(ref, registerValue);

  const indicator = (
    <span
      className="mat-list-option-indicator"
      data-kind={list.multiple ? 'checkbox' : 'radio'}
      aria-hidden="true"
    >
      {list.multiple && selected && <Icon svg={checkIcon} size={18} />}
    </span>
  );
  return (
    <div
      {...props}
      ref={composedRef}
      role="option"
      tabIndex={-1}
      aria-selected={selected}
      aria-disabled={disabled || undefined}
      data-selected={selected ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      data-text-value={textValue}
      data-lines={lines ?? countLines(children)}
      className={
        className ? `mat-list-item mat-list-option ${className}` : 'mat-list-item mat-list-option'
      }
      onClick={composeEventHandlers(onClick, () => {
        if (!disabled) list.toggle(value);
      })}
      onKeyDown={composeEventHandlers(onKeyDown, (event: KeyboardEvent<HTMLDivElement>) => {
        if (event.key !== ' ' && event.key !== 'Enter') return;
        event.preventDefault();
        if (!disabled) list.toggle(value);
      })}
    >
      <ListItemLayout
        icon={icon}
        avatar={avatar}
        trailing={list.indicatorPosition === 'after' ? indicator : trailing}
        before={list.indicatorPosition === 'before' ? indicator : undefined}
      >
        {children}
      </ListItemLayout>
    </div>
  );
}
