'use client';

import checkIcon from '@material-symbols/svg-400/outlined/check.svg?raw';
import {useListNavigation} from '@material-react/cdk/a11y';
import {FormValue} from '@material-react/cdk/forms';
import {composeEventHandlers, useComposedRefs} from '@material-react/cdk/slot';
import {textOfNode, useSelectedValues} from '@material-react/cdk/collections';
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
import {ChipLeading, ChipRemoveButton, type ChipContentProps} from './chip-parts';
import './chips.css';

/** Props of {@link ChipSet}. */
export interface ChipSetProps extends React.HTMLAttributes<HTMLDivElement> {
  /** The set's `Chip`s. */
  children?: ReactNode;
  /** A ref to the `role="list"` element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A set of static chips (`role="list"`), for showing tags or attributes. For chips people choose
 * from use `ChipListbox`; for chips people type in, `ChipGrid`.
 */
export function ChipSet({className, ref, ...props}: ChipSetProps) {
  return (
    <div
      {...props}
      ref={ref}
      role="list"
      className={className ? `mat-chip-set ${className}` : 'mat-chip-set'}
    />
  );
}

/** Props of {@link Chip}. */
export interface ChipProps extends ChipContentProps, React.HTMLAttributes<HTMLDivElement> {
  /**
   * Whether the chip is disabled: dimmed, and its remove button does nothing.
   * @default false
   */
  disabled?: boolean;
  /** The chip's text. */
  children?: ReactNode;
  /** A ref to the chip element. */
  ref?: Ref<HTMLDivElement>;
}

/** A static chip in a `ChipSet` (`role="listitem"`), optionally with a remove button. */
export function Chip({
  avatar,
  icon,
  removable = false,
  onRemove,
  removeLabel,
  disabled = false,
  className,
  children,
  ref,
  ...props
}: ChipProps) {
  return (
    <div
      {...props}
      ref={ref}
      role="listitem"
      aria-disabled={disabled || undefined}
      data-disabled={disabled ? '' : undefined}
      data-removable={removable ? '' : undefined}
      data-has-leading={avatar || icon ? '' : undefined}
      className={className ? `mat-chip ${className}` : 'mat-chip'}
    >
      <ChipLeading avatar={avatar} icon={icon} />
      <span className="mat-chip-label">{children}</span>
      {removable && (
        <ChipRemoveButton
          label={removeLabel ?? `Remove ${textOfNode(children)}`}
          disabled={disabled}
          onRemove={() => onRemove?.()}
        />
      )}
    </div>
  );
}

interface ChipListboxContextValue {
  disabled: boolean;
  isSelected: (value: unknown) => boolean;
  toggle: (value: unknown) => void;
}

const ChipListboxContext = createContext<ChipListboxContextValue | null>(null);

/** Props of {@link ChipListbox}. */
export interface ChipListboxProps<T = string> extends Omit<
  React.HTMLAttributes<HTMLDivElement>,
  'defaultValue' | 'onChange' | 'role'
> {
  /**
   * Whether several chips can be selected at once.
   * @default false
   */
  multiple?: boolean;
  /** The selected values, when you control them. Pair it with `onValueChange`. */
  value?: T[];
  /**
   * The values selected at first, when the listbox keeps its own state.
   * @default []
   */
  defaultValue?: T[];
  /** Called with the new selected values. */
  onValueChange?: (value: T[]) => void;
  /** The name the selected values are submitted under with a form, one entry each. */
  name?: string;
  /** The id of the form the values belong to, when the listbox is outside it. */
  form?: string;
  /**
   * Whether a value must be selected for the listbox's form to be submitted.
   * @default false
   */
  required?: boolean;
  /**
   * Whether every chip is disabled.
   * @default false
   */
  disabled?: boolean;
  /** The listbox's `ChipOption`s. */
  children?: ReactNode;
  /** A ref to the `role="listbox"` element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Selectable filter chips (`role="listbox"`), choosing one (the default) or several (`multiple`).
 * Tab enters at the selected (or first) chip; the arrow keys, Home and End move between chips;
 * Space or Enter toggle the focused one. Its value is an array of the selected values.
 */
export function ChipListbox<T = string>({
  multiple = false,
  value: valueProp,
  defaultValue,
  onValueChange,
  disabled = false,
  name,
  form,
  required = false,
  className,
  onKeyDown,
  onFocus,
  onBlur,
  ref,
  ...props
}: ChipListboxProps<T>) {
  const {selected, isSelected, toggle, setSelected} = useSelectedValues<T>({
    value: valueProp,
    defaultValue,
    onValueChange,
    multiple,
  });
  const [focusWithin, setFocusWithin] = useState(false);
  const navigation = useListNavigation({
    itemSelector: '[role="option"]',
    orientation: 'both',
    wrap: true,
  });
  // The native form side: the selection under `name`, `required`, and a reset to the first one.
  // Validation's focus lands on the listbox, which passes it on to the selected or first option.
  const element = useRef<HTMLDivElement>(null);
  const {invalid, formValueProps} = useSelectionFormValue(
    selected,
    setSelected,
    valueProp === undefined ? defaultValue : undefined,
  );
  const listRef = useComposedRefs<HTMLDivElement>(ref, navigation.ref, element);
  const context = useMemo<ChipListboxContextValue>(
    () => ({
      disabled,
      isSelected: (value) => isSelected(value as T),
      toggle: (value) => toggle(value as T),
    }),
    [disabled, isSelected, toggle],
  );

  // The listbox takes focus only to pass it on to the selected (or first) chip.
  const handleFocus = (event: FocusEvent<HTMLDivElement>) => {
    setFocusWithin(true);
    if (event.target !== event.currentTarget) return;
    const items = navigation.getItems();
    const target = items.findIndex((item) => item.getAttribute('aria-selected') === 'true');
    if (!navigation.focusItem(target >= 0 ? target : 'first')) navigation.focusItem('first');
  };

  return (
    <ChipListboxContext value={context}>
      <div
        {...props}
        ref={listRef}
        role="listbox"
        aria-multiselectable={multiple || undefined}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-disabled={disabled || undefined}
        aria-orientation="horizontal"
        data-invalid={invalid ? '' : undefined}
        tabIndex={focusWithin || disabled ? -1 : 0}
        className={
          className ? `mat-chip-set mat-chip-listbox ${className}` : 'mat-chip-set mat-chip-listbox'
        }
        onKeyDown={composeEventHandlers(onKeyDown, navigation.onKeyDown)}
        onFocus={composeEventHandlers(onFocus, handleFocus)}
        onBlur={composeEventHandlers(onBlur, (event: FocusEvent<HTMLDivElement>) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
            setFocusWithin(false);
          }
        })}
      />
      <FormValue
        {...formValueProps}
        kind="choice"
        name={name}
        form={form}
        required={required}
        disabled={disabled}
        focusRef={element}
      />
    </ChipListboxContext>
  );
}

/** Props of {@link ChipOption}. */
export interface ChipOptionProps<T = string>
  extends
    Pick<ChipContentProps, 'avatar' | 'icon'>,
    Omit<React.HTMLAttributes<HTMLDivElement>, 'role'> {
  /** The value the chip stands for. */
  value: T;
  /**
   * Whether the chip cannot be toggled.
   * @default false
   */
  disabled?: boolean;
  /** The chip's text. */
  children?: ReactNode;
  /** A ref to the `role="option"` element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A selectable chip in a `ChipListbox` (`role="option"` with `aria-selected`). A selected chip
 * shows a check mark in place of its icon.
 */
export function ChipOption<T = string>({
  value,
  disabled: disabledProp = false,
  avatar,
  icon,
  className,
  children,
  onClick,
  onKeyDown,
  ref,
  ...props
}: ChipOptionProps<T>) {
  const listbox = useContext(ChipListboxContext);
  if (!listbox) throw new Error('ChipOption must be inside a ChipListbox.');
  const disabled = disabledProp || listbox.disabled;
  const selected = listbox.isSelected(value);
  return (
    <div
      {...props}
      ref={ref}
      role="option"
      tabIndex={-1}
      aria-selected={selected}
      aria-disabled={disabled || undefined}
      data-selected={selected ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      data-has-leading={selected || avatar || icon ? '' : undefined}
      className={className ? `mat-chip mat-chip-option ${className}` : 'mat-chip mat-chip-option'}
      onClick={composeEventHandlers(onClick, () => {
        if (!disabled) listbox.toggle(value);
      })}
      onKeyDown={composeEventHandlers(onKeyDown, (event: KeyboardEvent<HTMLDivElement>) => {
        if (event.key !== ' ' && event.key !== 'Enter') return;
        event.preventDefault();
        if (!disabled) listbox.toggle(value);
      })}
    >
      {selected ? (
        <span className="mat-chip-icon mat-chip-check">
          <Icon svg={checkIcon} size={18} />
        </span>
      ) : (
        <ChipLeading avatar={avatar} icon={icon} />
      )}
      <span className="mat-chip-label">{children}</span>
    </div>
  );
}
