'use client';

import arrowDropDown from '@material-symbols/svg-400/outlined/arrow_drop_down.svg?raw';
import {useSelect, useSelectState} from '@material-react/cdk/combobox';
import {FormValue, useFormReset} from '@material-react/cdk/forms';
import {Overlay, useOpenIntent} from '@material-react/cdk/overlay';
import {composeEventHandlers, joinIds, useComposedRefs} from '@material-react/cdk/slot';
import {
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactElement,
} from 'react';
import {labelOnlyByReference} from '../core/form-control/label-by-reference';
import {useValidationMessage} from '../core/form-control/validation-message';
import {useFormField} from '../form-field';
import {Icon} from '../icon';
import {SelectPanel} from './select-panel';
import type {MultipleSelectProps, SelectProps, SingleSelectProps} from './select-props';
import {collectOptions} from './select-options';
import './select.css';

const EMPTY: never[] = [];

/**
 * A drop-down to choose one or several options, following the WAI-ARIA select-only combobox
 * pattern (built on `useSelect`): focus stays on the trigger (`role="combobox"`) while the arrow
 * keys move through the options of a listbox in an overlay. Works inside a `FormField` (which
 * labels and describes it) or alone with an `aria-label`.
 *
 * ```tsx
 * <FormField label="Fruit">
 *   <Select value={fruit} onValueChange={setFruit}>
 *     <Option value="apple">Apple</Option>
 *     <Option value="pear">Pear</Option>
 *   </Select>
 * </FormField>
 * ```
 *
 * Keyboard: Down/Up/Enter/Space/Alt+Down open; typing picks (closed) or moves to (open) an option
 * by its text; in the panel, Up/Down/Home/End move, Enter or Space choose, Alt+Up or Escape close,
 * Tab chooses the active option (single) and moves on.
 */
export function Select<T = string>(props: MultipleSelectProps<T>): ReactElement;
/** A select that chooses one value (`multiple` unset), with `T | null` as its value. */
export function Select<T = string>(props: SingleSelectProps<T>): ReactElement;
export function Select<T = string>(props: SelectProps<T>): ReactElement {
  const {
    children,
    placeholder,
    disabled: disabledProp,
    required: requiredProp,
    name,
    form,
    compareWith,
    open,
    defaultOpen,
    onOpenChange,
    panelClassName,
    renderValue,
    multiple = false,
    value,
    defaultValue,
    onValueChange,
    className,
    id,
    onKeyDown,
    onClick,
    onBlur,
    ref,
    ...triggerAttributes
  } = props;
  const field = useFormField();
  const disabled = disabledProp ?? field?.disabled ?? false;
  const required = requiredProp ?? field?.required ?? false;

  const {sections, items: options} = useMemo(() => collectOptions<T>(children), [children]);
  const items = useMemo(
    () =>
      options.map((option) => ({
        value: option.props.value,
        text: option.text,
        disabled: option.disabled,
      })),
    [options],
  );
  // The state holds an array of values, whether one or several can be chosen.
  const toArray = (candidate: T | T[] | null | undefined): T[] | undefined =>
    candidate === undefined
      ? undefined
      : candidate === null
        ? EMPTY
        : Array.isArray(candidate) && multiple
          ? candidate
          : [candidate as T];
  const state = useSelectState<T>({
    items,
    multiple,
    disabled,
    value: toArray(value),
    defaultValue: toArray(defaultValue),
    onValueChange: (next) => {
      if (multiple) (onValueChange as ((value: T[]) => void) | undefined)?.(next);
      else (onValueChange as ((value: T | null) => void) | undefined)?.(next[0] ?? null);
    },
    compareWith,
    open,
    defaultOpen,
    onOpenChange,
  });
  const labelledBy =
    props['aria-labelledby'] ??
    (props['aria-label'] === undefined && field?.hasLabel ? field.labelId : undefined);
  const select = useSelect(state, {
    listboxLabel: props['aria-label'],
    listboxLabelledBy: labelledBy,
  });
  const {isOpen} = state;
  const selectedOptions = state.selectedIndexes.map((index) => options[index]!);
  const hasValue = selectedOptions.length > 0;

  const trigger = useRef<HTMLDivElement | null>(null);
  const triggerRef = useComposedRefs<HTMLDivElement>(ref, trigger);
  // The native form side: the value under `name`, `required` seen by the form's validation,
  // and a reset back to the first value.
  const validity = useRef<HTMLInputElement>(null);
  useFormReset(validity, state.value, state.setValue, toArray(defaultValue));
  const validation = useValidationMessage(field);
  const invalid =
    props['aria-invalid'] ?? (field?.invalid || validation.invalid ? true : undefined);
  const [anchor, setAnchor] = useState<Element | null>(null);
  // The field's container is the anchor inside a form field, so the panel lines up with it.
  useLayoutEffect(() => {
    setAnchor(trigger.current?.closest('.mat-form-field-container') ?? trigger.current);
  }, []);

  // The panel is made ready, hidden, once the pointer reaches the field or focus enters it, so
  // that the press that opens it only places and shows it.
  const prerender = useOpenIntent(anchor, !disabled);

  const setHasValue = field?.setHasValue;
  useLayoutEffect(() => {
    setHasValue?.(hasValue || !!placeholder);
  }, [setHasValue, hasValue, placeholder]);

  const registerContainerClick = field?.registerContainerClick;
  const toggleFromContainer = useEffectEvent(() => {
    trigger.current?.focus();
    state.toggle();
  });
  useEffect(() => registerContainerClick?.(() => toggleFromContainer()), [registerContainerClick]);

  const display = hasValue
    ? (renderValue?.(selectedOptions.map((option) => option.props.value)) ??
      selectedOptions.map((option, index) => (
        <span key={option.index}>
          {index > 0 && ', '}
          {option.props.children}
        </span>
      )))
    : placeholder;

  return (
    <>
      <div
        {...triggerAttributes}
        ref={triggerRef}
        id={id ?? field?.controlId}
        {...select.triggerProps}
        aria-labelledby={labelledBy}
        aria-describedby={joinIds(field?.describedBy, props['aria-describedby'])}
        aria-invalid={invalid}
        aria-required={required || undefined}
        data-state={isOpen ? 'open' : 'closed'}
        data-disabled={disabled ? '' : undefined}
        data-placeholder={hasValue ? undefined : ''}
        data-filled={hasValue || placeholder ? '' : undefined}
        className={className ? `mat-select ${className}` : 'mat-select'}
        onKeyDown={composeEventHandlers(onKeyDown, select.triggerProps.onKeyDown)}
        onClick={composeEventHandlers(onClick, select.triggerProps.onClick)}
        onBlur={onBlur}
      >
        <span className="mat-select-value" {...select.valueProps}>
          {display}
        </span>
        <Icon className="mat-select-arrow" svg={arrowDropDown} />
      </div>
      <FormValue
        ref={validity}
        kind="choice"
        name={name}
        form={form}
        value={state.value.length > 0 ? state.value.map(String) : ''}
        required={required}
        disabled={disabled}
        focusRef={trigger}
        onValidationMessage={validation.onValidationMessage}
      />
      <Overlay
        open={isOpen}
        anchor={anchor}
        placement="bottom-start"
        matchAnchorWidth="min-width"
        onDismiss={state.close}
        className="mat-select-pane"
        prerender={prerender}
      >
        <SelectPanel
          select={select}
          sections={sections}
          multiple={multiple}
          isSelected={(option) => state.isSelected(option.index)}
          className={panelClassName}
        />
      </Overlay>
    </>
  );
}

// Its trigger is a `div role="combobox"`, which no `<label for>` can point at.
labelOnlyByReference(Select);
