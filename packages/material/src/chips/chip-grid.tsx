'use client';

import {useListNavigation} from '@material-react/cdk/a11y';
import {isElementOf, textOfNode} from '@material-react/cdk/collections';
import {FormValue} from '@material-react/cdk/forms';
import {composeEventHandlers, useComposedRefs} from '@material-react/cdk/slot';
import {
  Children,
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import {useDerivedRef} from '../core/derived-ref';
import {Input, useFormField, type InputProps} from '../form-field';
import {ChipLeading, ChipRemoveButton, type ChipContentProps} from './chip-parts';
import './chips.css';

const ACTION_SELECTOR = '.mat-chip-row-action';
const CELL_SELECTOR = `${ACTION_SELECTOR}, .mat-chip-row .mat-chip-remove`;

/** Finds the chip input that belongs with a grid: in the same form field, else a sibling. */
function findChipInput(grid: Element): HTMLInputElement | null {
  const scope = grid.closest('.mat-form-field') ?? grid.parentElement;
  return scope?.querySelector<HTMLInputElement>('.mat-chip-input') ?? null;
}

interface ChipGridContextValue {
  /** Called before a row asks to be removed, so focus can move to its neighbour afterwards. */
  willRemove: (row: Element) => void;
}

const ChipGridContext = createContext<ChipGridContextValue | null>(null);

/** Props of {@link ChipGrid}. */
export interface ChipGridProps extends Omit<React.HTMLAttributes<HTMLDivElement>, 'role'> {
  /** The grid's `ChipRow`s. */
  children?: ReactNode;
  /**
   * The name the chips are submitted under with a form: one entry per chip, its `value` (or its
   * text).
   */
  name?: string;
  /** The id of the form the chips belong to, when the grid is outside it. */
  form?: string;
  /**
   * Whether at least one chip is required for the form to be submitted. Inside a required
   * `FormField` it is required too. What is typed in the `ChipInput` does not count: it is not
   * a chip yet.
   */
  required?: boolean;
  /** A ref to the `role="grid"` element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Chips people enter and remove, such as tags or recipients (`role="grid"` with a row per chip).
 * Put it next to a `ChipInput`, usually both inside a `FormField`, which names the grid.
 *
 * Keyboard: Tab enters at a chip, Left/Right move between chips and their remove buttons,
 * Home/End go to the ends, Backspace or Delete remove the focused chip and focus its neighbour (or
 * the input once none is left). Backspace in the empty input goes to the last chip.
 *
 * ```tsx
 * <FormField label="Tags">
 *   <ChipGrid>
 *     {tags.map((tag) => <ChipRow key={tag} removable onRemove={() => remove(tag)}>{tag}</ChipRow>)}
 *   </ChipGrid>
 *   <ChipInput onAdd={add} placeholder="New tag…" />
 * </FormField>
 * ```
 */
export function ChipGrid({
  name,
  form,
  required: requiredProp,
  className,
  onKeyDown,
  onFocus,
  onBlur,
  ref,
  ...props
}: ChipGridProps) {
  const field = useFormField();
  const required = requiredProp ?? field?.required ?? false;
  const disabled = field?.disabled ?? false;
  const grid = useRef<HTMLDivElement | null>(null);
  // Validation's focus goes to the input, where a chip is added.
  const inputTarget = useDerivedRef(grid, findChipInput);
  const [focusWithin, setFocusWithin] = useState(false);
  const navigation = useListNavigation({
    itemSelector: CELL_SELECTOR,
    orientation: 'horizontal',
    typeahead: false,
  });
  const gridRef = useComposedRefs<HTMLDivElement>(ref, navigation.ref, grid);
  const pendingFocus = useRef<number | null>(null);

  // After a chip is removed, focus goes to the chip that took its place, or to the input.
  useLayoutEffect(() => {
    const index = pendingFocus.current;
    const element = grid.current;
    if (index === null || !element) return;
    pendingFocus.current = null;
    const actions = element.querySelectorAll<HTMLElement>(ACTION_SELECTOR);
    const target = actions[Math.min(index, actions.length - 1)];
    if (target) target.focus();
    else findChipInput(element)?.focus();
  });

  const context = useMemo<ChipGridContextValue>(
    () => ({
      willRemove: (row) => {
        const rows = Array.from(grid.current?.querySelectorAll('.mat-chip-row') ?? []);
        pendingFocus.current = Math.max(0, rows.indexOf(row));
      },
    }),
    [],
  );

  // The grid takes focus only to pass it on: to the first chip, or the last when coming back
  // from the input after it.
  const handleFocus = (event: FocusEvent<HTMLDivElement>) => {
    setFocusWithin(true);
    if (event.target !== event.currentTarget) return;
    const from = event.relatedTarget;
    const fromAfter =
      from instanceof Node &&
      !!(event.currentTarget.compareDocumentPosition(from) & Node.DOCUMENT_POSITION_FOLLOWING);
    const actions = event.currentTarget.querySelectorAll<HTMLElement>(ACTION_SELECTOR);
    const target = fromAfter ? actions[actions.length - 1] : actions[0];
    target?.focus();
  };

  const labelled = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined;
  return (
    <ChipGridContext value={context}>
      <div
        aria-labelledby={!labelled && field?.hasLabel ? field.labelId : undefined}
        {...props}
        ref={gridRef}
        role="grid"
        aria-disabled={disabled || undefined}
        aria-required={required || undefined}
        // Without chips the grid is not a tab stop; the input is.
        tabIndex={focusWithin || Children.count(props.children) === 0 ? -1 : 0}
        className={
          className ? `mat-chip-set mat-chip-grid ${className}` : 'mat-chip-set mat-chip-grid'
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
        name={name}
        form={form}
        value={chipValues(props.children)}
        required={required}
        disabled={disabled}
        focusRef={inputTarget}
        onValidationMessage={field?.reportValidationMessage}
      />
    </ChipGridContext>
  );
}

/** The values of a grid's chips, in order: each `ChipRow`'s `value`, or its text. */
function chipValues(children: ReactNode): string[] {
  return Children.toArray(children)
    .filter((child) => isElementOf(child, ChipRow))
    .map((row) => row.props.value ?? textOfNode(row.props.children));
}

/** Props of {@link ChipRow}. */
export interface ChipRowProps
  extends ChipContentProps, Omit<React.HTMLAttributes<HTMLDivElement>, 'role'> {
  /**
   * Whether the chip is disabled: dimmed, skipped by the keyboard and not removable.
   * @default false
   */
  disabled?: boolean;
  /** The chip's text. */
  children?: ReactNode;
  /** What the chip submits with its grid's `name`. By default its text. */
  value?: string;
  /** A ref to the `role="row"` element. */
  ref?: Ref<HTMLDivElement>;
}

/** A chip in a `ChipGrid` (`role="row"`), with its text and its remove button as cells. */
export function ChipRow({
  avatar,
  icon,
  removable = false,
  onRemove,
  removeLabel,
  disabled = false,
  className,
  children,
  // Read by the grid from its children.
  value: _value,
  onKeyDown,
  ref,
  ...props
}: ChipRowProps) {
  const grid = useContext(ChipGridContext);
  if (!grid) throw new Error('ChipRow must be inside a ChipGrid.');

  const remove = (row: Element) => {
    if (disabled || !removable) return;
    grid.willRemove(row);
    onRemove?.();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Backspace' && event.key !== 'Delete') return;
    event.preventDefault();
    remove(event.currentTarget);
  };

  return (
    <div
      {...props}
      ref={ref}
      role="row"
      aria-disabled={disabled || undefined}
      data-disabled={disabled ? '' : undefined}
      data-removable={removable ? '' : undefined}
      data-has-leading={avatar || icon ? '' : undefined}
      className={className ? `mat-chip mat-chip-row ${className}` : 'mat-chip mat-chip-row'}
      onKeyDown={composeEventHandlers(onKeyDown, handleKeyDown)}
    >
      <span role="gridcell" className="mat-chip-cell">
        <span className="mat-chip-row-action" tabIndex={-1} aria-disabled={disabled || undefined}>
          <ChipLeading avatar={avatar} icon={icon} />
          <span className="mat-chip-label">{children}</span>
        </span>
      </span>
      {removable && (
        <span role="gridcell" className="mat-chip-cell">
          <ChipRemoveButton
            label={removeLabel ?? `Remove ${textOfNode(children)}`}
            disabled={disabled}
            tabIndex={-1}
            onRemove={(button) => {
              const row = button.closest('.mat-chip-row');
              if (row) remove(row);
            }}
          />
        </span>
      )}
    </div>
  );
}

/** Props of {@link ChipInput}. */
export interface ChipInputProps extends InputProps {
  /**
   * Called with the trimmed text when a separator key is pressed (or on blur with `addOnBlur`) and
   * the text is not empty. An uncontrolled input then clears itself; clear a controlled one here.
   */
  onAdd?: (value: string) => void;
  /**
   * The keys that turn the typed text into a chip.
   * @default ['Enter']
   */
  separatorKeys?: string[];
  /**
   * Whether leaving the input also adds what was typed.
   * @default false
   */
  addOnBlur?: boolean;
}

/**
 * The text input that adds chips to a `ChipGrid`. It is an `Input`, so inside a `FormField` it
 * takes the field's label and description.
 */
export function ChipInput({
  onAdd,
  separatorKeys = ['Enter'],
  addOnBlur = false,
  className,
  onKeyDown,
  onBlur,
  ...props
}: ChipInputProps) {
  const add = (input: HTMLInputElement) => {
    const text = input.value.trim();
    if (text) onAdd?.(text);
    if (props.value === undefined) input.value = '';
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    if (separatorKeys.includes(event.key)) {
      event.preventDefault();
      add(input);
    } else if (
      event.key === 'Backspace' &&
      input.value === '' &&
      input.selectionStart === 0 &&
      input.selectionEnd === 0
    ) {
      const scope = input.closest('.mat-form-field') ?? input.parentElement;
      const actions = scope?.querySelectorAll<HTMLElement>(`.mat-chip-grid ${ACTION_SELECTOR}`);
      const last = actions?.[actions.length - 1];
      if (last) {
        event.preventDefault();
        last.focus();
      }
    }
  };

  return (
    <Input
      {...props}
      // The grid is what a required field needs filled, not the text being typed.
      required={props.required ?? false}
      className={className ? `mat-chip-input ${className}` : 'mat-chip-input'}
      onKeyDown={composeEventHandlers(onKeyDown, handleKeyDown)}
      onBlur={composeEventHandlers(onBlur, (event) => {
        if (addOnBlur) add(event.currentTarget);
      })}
    />
  );
}
