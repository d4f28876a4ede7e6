'use client';

import {useCombobox, useComboboxState} from '@material-react/cdk/combobox';
import {Overlay} from '@material-react/cdk/overlay';
import {composeEventHandlers, useComposedRefs} from '@material-react/cdk/slot';
import {useFormReset} from '@material-react/cdk/forms';
import {useControllableState} from '@material-react/cdk/state';
import {useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactElement} from 'react';
import {Input, useFormField} from '../form-field';
import {collectAutocompleteOptions} from './autocomplete-options';
import {AutocompletePanel} from './autocomplete-panel';
import type {AutocompleteProps} from './autocomplete-props';
import './autocomplete.css';

/**
 * A text input that suggests options as people type, in a panel under the field, following the
 * WAI-ARIA combobox pattern with list autocomplete (built on `useCombobox`). You filter the
 * options: read the text from `onInputValueChange` and render the `AutocompleteOption`s that
 * match. Works inside a `FormField` (which labels and describes it) or alone with an `aria-label`.
 *
 * ```tsx
 * <FormField label="Fruit">
 *   <Autocomplete inputValue={text} onInputValueChange={setText} onValueChange={setFruit}>
 *     {fruits.filter((fruit) => fruit.toLowerCase().includes(text.toLowerCase())).map((fruit) => (
 *       <AutocompleteOption key={fruit} value={fruit}>{fruit}</AutocompleteOption>
 *     ))}
 *   </Autocomplete>
 * </FormField>
 * ```
 *
 * Keyboard: typing, ArrowDown, ArrowUp or Alt+ArrowDown open the panel; ArrowDown/ArrowUp move
 * the active option; Enter chooses it; Escape closes the panel, and on a closed panel clears the
 * text; Alt+ArrowUp closes.
 */
export function Autocomplete<T = string>(props: AutocompleteProps<T>): ReactElement {
  const {
    children,
    inputValue,
    defaultInputValue,
    onInputValueChange,
    value: valueProp,
    defaultValue,
    onValueChange,
    open,
    defaultOpen,
    onOpenChange,
    displayWith,
    compareWith = Object.is,
    autoActiveFirstOption = false,
    requireSelection = false,
    disabled: disabledProp,
    panelClassName,
    className,
    onChange,
    onKeyDown,
    onClick,
    onBlur,
    ref,
    ...inputAttributes
  } = props;
  const field = useFormField();
  const disabled = disabledProp ?? field?.disabled ?? false;
  const {sections, options} = useMemo(() => collectAutocompleteOptions<T>(children), [children]);

  const [value, setValue] = useControllableState<T | null>({
    value: valueProp,
    defaultValue: defaultValue ?? null,
    onChange: onValueChange,
  });
  const findOption = (candidate: T | null) =>
    candidate === null
      ? undefined
      : options.find((option) => compareWith(option.props.value, candidate));
  const display = (candidate: T | null): string => {
    if (candidate === null) return '';
    if (displayWith) return displayWith(candidate);
    const option = findOption(candidate);
    if (option) return option.text;
    return typeof candidate === 'string' || typeof candidate === 'number' ? String(candidate) : '';
  };

  const state = useComboboxState({
    inputValue,
    defaultInputValue: defaultInputValue ?? display(value),
    onInputValueChange,
    open,
    defaultOpen,
    onOpenChange,
    // The chosen option, found among the options shown now, marks it `data-selected`.
    value: findOption(value)?.key ?? null,
  });
  const labelledBy =
    props['aria-labelledby'] ??
    (props['aria-label'] === undefined && field?.hasLabel ? field.labelId : undefined);
  const combobox = useCombobox(state, {
    disabled,
    empty: options.length === 0,
    autoActiveFirstOption,
    fillInputOnChoose: false,
    listboxLabel: props['aria-label'],
    listboxLabelledBy: labelledBy,
    onChoose: (key) => {
      const option = options.find((candidate) => candidate.key === key);
      if (!option) return;
      setValue(option.props.value);
      state.setInputValue(displayWith ? displayWith(option.props.value) : option.text);
    },
  });

  // A value chosen from outside (a form reset, say) shows its text. A value dropped by editing
  // keeps the text, which is what was typed.
  const shownValue = useRef<T | null>(value);
  const setInputValue = state.setInputValue;
  const textOfValue = display(value);
  useEffect(() => {
    if (Object.is(shownValue.current, value)) return;
    shownValue.current = value;
    if (value !== null) setInputValue(textOfValue);
  }, [value, textOfValue, setInputValue]);

  const dropChoice = () => {
    if (value !== null) setValue(null);
  };

  const input = useRef<HTMLInputElement | null>(null);
  const {ref: comboboxRef, ...comboboxInputProps} = combobox.inputProps;
  const inputRef = useComposedRefs<HTMLInputElement>(ref, comboboxRef, input);
  // A form's reset puts the first text and choice back (the input's own reset would show its
  // last text again, which React keeps as its default).
  useFormReset(input, {value, text: state.inputValue}, (initial) => {
    setValue(initial.value);
    setInputValue(initial.text);
  });
  const [anchor, setAnchor] = useState<Element | null>(null);
  // The field's container is the anchor inside a form field, so the panel lines up with it.
  useLayoutEffect(() => {
    setAnchor(input.current?.closest('.mat-form-field-container') ?? input.current);
  }, []);

  const showPanel = combobox.isExpanded;
  return (
    <>
      <Input
        {...inputAttributes}
        {...comboboxInputProps}
        ref={inputRef}
        disabled={disabled || undefined}
        data-state={showPanel ? 'open' : 'closed'}
        className={className ? `mat-autocomplete-input ${className}` : 'mat-autocomplete-input'}
        onChange={composeEventHandlers(onChange, (event) => {
          comboboxInputProps.onChange(event);
          dropChoice();
        })}
        onKeyDown={composeEventHandlers(onKeyDown, (event) => {
          const hadChoice = event.key === 'Escape' && !showPanel && value !== null;
          comboboxInputProps.onKeyDown(event);
          if (hadChoice && event.defaultPrevented) dropChoice();
        })}
        onClick={composeEventHandlers(onClick, comboboxInputProps.onClick)}
        onBlur={composeEventHandlers(onBlur, (event) => {
          comboboxInputProps.onBlur(event);
          if (requireSelection && value === null && state.inputValue !== '') {
            setInputValue('');
          }
        })}
      />
      <Overlay
        open={showPanel}
        anchor={anchor}
        placement="bottom-start"
        matchAnchorWidth="width"
        onDismiss={() => state.setOpen(false)}
        className="mat-autocomplete-pane"
      >
        <AutocompletePanel combobox={combobox} sections={sections} className={panelClassName} />
      </Overlay>
    </>
  );
}
