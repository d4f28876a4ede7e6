import arrowDropDown from '@material-symbols/svg-400/outlined/arrow_drop_down.svg?raw';
import {ListKeyManager} from '@material-react/cdk/a11y';
import {Overlay} from '@material-react/cdk/overlay';
import {useControllableState} from '@material-react/cdk/state';
import {composeEventHandlers, useComposedRefs} from '@material-react/cdk/slot';
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
} from 'react';
import {joinIds, labelOnlyByReference, useFormField} from '../form-field';
import {Icon} from '../icon';
import {SelectPanel} from './select-panel';
import type {MultipleSelectProps, SelectProps, SingleSelectProps} from './select-props';
import {collectOptions, type CollectedOption} from './select-options';
import './select.css';

const EMPTY: never[] = [];

/**
 * A drop-down to choose one or several options, following the WAI-ARIA select-only combobox
 * pattern: focus stays on the trigger (`role="combobox"`) while the arrow keys move through the
 * options of a listbox in an overlay. Works inside a `FormField` (which labels and describes it)
 * or alone with an `aria-label`.
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
    compareWith = Object.is,
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    panelClassName,
    renderValue,
    multiple = false,
    value: valueProp,
    defaultValue,
    onValueChange,
    className,
    id: idProp,
    onKeyDown,
    onClick,
    onBlur,
    ref,
    ...triggerProps
  } = props;
  const field = useFormField();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const valueId = `${id}-value`;
  const disabled = disabledProp ?? field?.disabled ?? false;
  const required = requiredProp ?? field?.required ?? false;

  const toArray = (value: T | T[] | null | undefined): T[] | undefined =>
    value === undefined
      ? undefined
      : value === null
        ? EMPTY
        : Array.isArray(value) && multiple
          ? value
          : [value as T];
  const [selected, setSelected] = useControllableState<T[]>({
    value: toArray(valueProp),
    defaultValue: toArray(defaultValue) ?? EMPTY,
    onChange: (next) => {
      if (multiple) (onValueChange as ((value: T[]) => void) | undefined)?.(next);
      else (onValueChange as ((value: T | null) => void) | undefined)?.(next[0] ?? null);
    },
  });
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const isOpen = open && !disabled;

  const {sections, options} = useMemo(() => collectOptions<T>(children), [children]);
  const isSelected = useCallback(
    (option: CollectedOption<T>) =>
      selected.some((value) => compareWith(option.props.value, value)),
    [selected, compareWith],
  );
  const selectedOptions = options.filter(isSelected);
  const [activeIndex, setActiveIndex] = useState(-1);

  const trigger = useRef<HTMLDivElement | null>(null);
  const triggerRef = useComposedRefs<HTMLDivElement>(ref, trigger);
  const [anchor, setAnchor] = useState<Element | null>(null);

  const choose = (option: CollectedOption<T>) => {
    if (option.disabled) return;
    if (!multiple) {
      setSelected([option.props.value]);
      return;
    }
    // Keeps the chosen values in option order.
    const chosen = !isSelected(option);
    setSelected(
      options
        .filter((other) => (other === option ? chosen : isSelected(other)))
        .map((other) => other.props.value),
    );
  };

  const handleActiveChange = (option: CollectedOption<T>) => {
    setActiveIndex(option.index);
    // Typing on a closed single select picks the option, like a native select.
    if (!isOpen && !multiple) choose(option);
  };
  const latest = useRef({options, handleActiveChange});
  useLayoutEffect(() => {
    latest.current = {options, handleActiveChange};
  });
  const managerRef = useRef<ListKeyManager<CollectedOption<T>> | null>(null);
  // Created on first use, in an event handler; it reads the current options on every key.
  const getKeyManager = () =>
    (managerRef.current ??= new ListKeyManager(() => latest.current.options, {
      skipPredicate: (option) => option.disabled,
      getLabel: (option) => option.text,
      onActiveItemChange: (option) => latest.current.handleActiveChange(option),
    }));
  useEffect(() => () => managerRef.current?.destroy(), []);

  const openPanel = (target: 'selected' | 'first' | 'last' = 'selected') => {
    if (disabled) return;
    const enabled = options.filter((option) => !option.disabled);
    const firstSelected = enabled.find(isSelected);
    const active =
      target === 'last'
        ? enabled.at(-1)
        : target === 'selected' && firstSelected
          ? firstSelected
          : enabled[0];
    // Set directly rather than through the key manager, which would pick it on a closed select.
    getKeyManager().updateActiveItem(active?.index ?? -1);
    setActiveIndex(active?.index ?? -1);
    setOpen(true);
  };

  const closePanel = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  const activeOption = isOpen ? options[activeIndex] : undefined;

  const handleKeyDown = composeEventHandlers(onKeyDown, (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const keyManager = getKeyManager();
    const {key, altKey} = event;
    if (!isOpen) {
      if (key === 'ArrowDown' || key === 'ArrowUp' || key === 'Enter' || key === ' ') {
        event.preventDefault();
        openPanel();
      } else if (key === 'Home' || key === 'End') {
        event.preventDefault();
        openPanel(key === 'Home' ? 'first' : 'last');
      } else if (!altKey && !event.ctrlKey && !event.metaKey && [...key].length === 1) {
        keyManager.updateActiveItem(selectedOptions[0]?.index ?? -1);
        if (keyManager.onKeydown(event)) {
          event.preventDefault();
          if (multiple) setOpen(true);
        }
      }
      return;
    }
    if (key === 'Escape' || (altKey && key === 'ArrowUp')) {
      event.preventDefault();
      if (altKey && activeOption && !multiple) choose(activeOption);
      closePanel();
    } else if (key === 'Tab') {
      if (activeOption && !multiple) choose(activeOption);
      closePanel();
    } else if (key === 'Enter' || (key === ' ' && !keyManager.isTyping)) {
      event.preventDefault();
      if (activeOption) choose(activeOption);
      if (!multiple) closePanel();
    } else {
      keyManager.updateActiveItem(activeIndex);
      if (keyManager.onKeydown(event)) event.preventDefault();
    }
  });

  // The field's container is the anchor inside a form field, so the panel lines up with it.
  useLayoutEffect(() => {
    setAnchor(trigger.current?.closest('.mat-form-field-container') ?? trigger.current);
  }, []);

  const setHasValue = field?.setHasValue;
  const hasValue = selectedOptions.length > 0;
  useLayoutEffect(() => {
    setHasValue?.(hasValue || !!placeholder);
  }, [setHasValue, hasValue, placeholder]);

  const registerContainerClick = field?.registerContainerClick;
  const toggleFromContainer = useEffectEvent(() => {
    trigger.current?.focus();
    if (isOpen) closePanel();
    else openPanel();
  });
  useEffect(() => registerContainerClick?.(() => toggleFromContainer()), [registerContainerClick]);

  const labelledBy =
    props['aria-labelledby'] ??
    (props['aria-label'] === undefined && field?.hasLabel ? field.labelId : undefined);
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
        {...triggerProps}
        ref={triggerRef}
        id={idProp ?? field?.controlId}
        role="combobox"
        tabIndex={disabled ? -1 : 0}
        aria-haspopup="listbox"
        aria-expanded={isOpen}
        aria-controls={isOpen ? listboxId : undefined}
        aria-activedescendant={activeOption ? `${id}-option-${activeOption.index}` : undefined}
        aria-labelledby={labelledBy}
        aria-describedby={joinIds(field?.describedBy, props['aria-describedby'])}
        aria-invalid={props['aria-invalid'] ?? (field?.invalid ? true : undefined)}
        aria-required={required || undefined}
        aria-disabled={disabled || undefined}
        data-state={isOpen ? 'open' : 'closed'}
        data-disabled={disabled ? '' : undefined}
        data-placeholder={hasValue ? undefined : ''}
        data-filled={hasValue || placeholder ? '' : undefined}
        className={className ? `mat-select ${className}` : 'mat-select'}
        onKeyDown={handleKeyDown}
        onClick={composeEventHandlers(onClick, () => {
          if (disabled) return;
          if (isOpen) closePanel();
          else openPanel();
        })}
        onBlur={onBlur}
      >
        <span className="mat-select-value" id={valueId}>
          {display}
        </span>
        <Icon className="mat-select-arrow" svg={arrowDropDown} />
      </div>
      {name !== undefined &&
        (selected.length > 0 ? selected.map(String) : ['']).map((value, index) => (
          <input key={index} type="hidden" name={name} form={form} value={value} />
        ))}
      <Overlay
        open={isOpen}
        anchor={anchor}
        placement="bottom-start"
        onDismiss={closePanel}
        className="mat-select-pane"
      >
        <SelectPanel
          id={id}
          listboxId={listboxId}
          sections={sections}
          multiple={multiple}
          activeIndex={activeIndex}
          isSelected={isSelected}
          anchor={anchor}
          labelledBy={labelledBy}
          label={props['aria-label']}
          className={panelClassName}
          onChoose={(option) => {
            choose(option);
            setActiveIndex(option.index);
            if (!multiple) closePanel();
          }}
          onHover={(option) => {
            if (!option.disabled) setActiveIndex(option.index);
          }}
        />
      </Overlay>
    </>
  );
}

// Its trigger is a `div role="combobox"`, which no `<label for>` can point at.
labelOnlyByReference(Select);
