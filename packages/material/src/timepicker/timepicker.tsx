'use client';

import scheduleIcon from '@material-symbols/svg-400/outlined/schedule.svg?raw';
import {useCombobox, useComboboxState} from '@material-react/cdk/combobox';
import {Overlay} from '@material-react/cdk/overlay';
import {composeEventHandlers, useComposedRefs} from '@material-react/cdk/slot';
import {useControllableState} from '@material-react/cdk/state';
import {useFormReset} from '@material-react/cdk/forms';
import {useEffectEvent, useLayoutEffect, useRef, useState, type ReactElement} from 'react';
import {useCustomValidity} from '../core/form-control/custom-validity';
import {IconButton} from '../button';
import {useDateLocale} from '../core/date-time/locale';
import {Input, useFormField} from '../form-field';
import {Icon} from '../icon';
import {
  formatTime,
  generateTimeOptions,
  getTimeOfDay,
  MINUTES_PER_DAY,
  parseInterval,
  setTimeOfDay,
  toIsoTimeString,
  toTimeOfDay,
} from './time-format';
import {TimepickerPanel, type TimepickerPanelOption} from './timepicker-panel';
import {DEFAULT_TIMEPICKER_LABELS, type TimepickerProps} from './timepicker-props';
import {useTimeInput} from './use-time-input';
import './timepicker.css';

const DEFAULT_INTERVAL = 30;

/** The times to list: the explicit ones within range (once each), or one every interval. */
function listTimes(
  options: TimepickerProps['options'],
  interval: number | string,
  min: number | null,
  max: number | null,
): number[] {
  if (!options) {
    return generateTimeOptions(
      parseInterval(interval) ?? DEFAULT_INTERVAL,
      min ?? 0,
      max ?? MINUTES_PER_DAY - 1,
    );
  }
  const times = new Set<number>();
  for (const option of options) {
    const time = toTimeOfDay(option);
    if (time === null || (min !== null && time < min) || (max !== null && time > max)) continue;
    times.add(time);
  }
  return [...times];
}

/**
 * A text input for a time of day with a list of times to choose from, for a `FormField`. People
 * type the time in the locale's way ("9:30 PM", "21:30", or short forms like "930") or pick it
 * from the list, which follows the WAI-ARIA combobox pattern. The value is a `Date`: choosing a
 * time keeps its day and changes its hours and minutes.
 *
 * ```tsx
 * <FormField label="Start" error={error && 'Enter a time like 9:30 AM'}>
 *   <Timepicker value={start} onValueChange={setStart} onInputErrorChange={setError} />
 * </FormField>
 * ```
 *
 * Keyboard: ArrowDown/ArrowUp open the list (on the chosen time, else the first/last) and move
 * through it; Enter chooses the active time; Escape closes; typing moves the active option to
 * the typed time when the list has it. The toggle button ("Open time options") opens and closes
 * the list too, and keeps focus in the input; it is not in the Tab sequence (`tabindex="-1"`), as
 * the combobox pattern asks, since the keys open the list from the input.
 */
export function Timepicker(props: TimepickerProps): ReactElement {
  const {
    value: valueProp,
    defaultValue,
    onValueChange,
    open: openProp,
    defaultOpen,
    onOpenChange,
    interval = DEFAULT_INTERVAL,
    options: optionsProp,
    min,
    max,
    locale: localeProp,
    onInputErrorChange,
    disabled: disabledProp,
    labels: labelsProp,
    panelClassName,
    name,
    form,
    className,
    onChange,
    onBlur,
    onKeyDown,
    onClick,
    ref,
    ...inputProps
  } = props;
  const field = useFormField();
  const disabled = disabledProp ?? field?.disabled ?? false;
  const labels = {...DEFAULT_TIMEPICKER_LABELS, ...labelsProp};
  const locale = useDateLocale(localeProp);

  const [value, setValue] = useControllableState<Date | null>({
    value: valueProp,
    defaultValue: defaultValue ?? null,
    onChange: onValueChange,
  });
  const minTime = toTimeOfDay(min);
  const maxTime = toTimeOfDay(max);
  const options: TimepickerPanelOption[] = listTimes(optionsProp, interval, minTime, maxTime).map(
    (time) => ({key: String(time), time, label: formatTime(time, locale)}),
  );
  const keyOfTime = (time: number | null) =>
    time !== null && options.some((option) => option.time === time) ? String(time) : null;

  const timeInput = useTimeInput({
    value,
    onValueChange: setValue,
    locale,
    min: minTime,
    max: maxTime,
    onInputErrorChange,
  });

  const state = useComboboxState({
    inputValue: timeInput.text,
    onInputValueChange: timeInput.setText,
    open: openProp,
    defaultOpen,
    onOpenChange,
    value: keyOfTime(value ? getTimeOfDay(value) : null),
  });
  const labelledBy =
    props['aria-labelledby'] ??
    (props['aria-label'] === undefined && field?.hasLabel ? field.labelId : undefined);
  const combobox = useCombobox(state, {
    disabled,
    empty: options.length === 0,
    fillInputOnChoose: false,
    clearOnEscape: false,
    // Typing does not filter the list, so there is no count of results to tell.
    announceResults: false,
    listboxLabel: props['aria-label'] ?? labels.timeOptions,
    listboxLabelledBy: labelledBy,
    onChoose: (key) => {
      setValue(setTimeOfDay(value ?? new Date(), Number(key)));
      // The same time typed another way ("930") is written out in full.
      timeInput.reformat();
    },
  });
  const isExpanded = combobox.isExpanded;

  // As the list opens, and whenever the typed time changes, the option for that time (if the
  // list has it) becomes active and scrolls into view.
  const typedKey = keyOfTime(timeInput.typedTime);
  const wasExpanded = useRef(false);
  const {setActiveKey} = state;
  const {getOptionId} = combobox;
  // Only a change of the typed time, or opening, moves the active option; the arrows do the rest:
  // the state and the combobox are read here, as they are, without running the effect again.
  const showTypedTime = useEffectEvent((key: string | null, opened: boolean) => {
    if (key !== null) {
      setActiveKey(key);
      document.getElementById(getOptionId(key))?.scrollIntoView?.({block: 'nearest'});
    } else if (!opened) {
      setActiveKey(null);
    }
  });
  useLayoutEffect(() => {
    const opened = isExpanded && !wasExpanded.current;
    wasExpanded.current = isExpanded;
    if (isExpanded) showTypedTime(typedKey, opened);
  }, [isExpanded, typedKey]);

  const input = useRef<HTMLInputElement | null>(null);
  const {ref: comboboxRef, ...comboboxInputProps} = combobox.inputProps;
  const inputRef = useComposedRefs<HTMLInputElement>(ref, comboboxRef, input);
  // The form's side: a reset puts the first time back, and refused text blocks the submission.
  useFormReset(
    input,
    value,
    (initial) => {
      setValue(initial);
      timeInput.rewrite(initial);
    },
    valueProp === undefined ? (defaultValue ?? null) : undefined,
  );
  useCustomValidity(
    input,
    timeInput.error === null
      ? ''
      : timeInput.error === 'parse'
        ? labels.invalidTime
        : labels.unavailableTime,
  );
  const [anchor, setAnchor] = useState<Element | null>(null);
  // Inside a form field the list lines up with the field's container.
  useLayoutEffect(() => {
    setAnchor(input.current?.closest('.mat-form-field-container') ?? input.current);
  }, []);

  const invalid = timeInput.error !== null;
  return (
    <>
      <Input
        {...inputProps}
        {...comboboxInputProps}
        // The list is not filtered by the text; typing only moves the active option.
        aria-autocomplete="none"
        ref={inputRef}
        form={form}
        disabled={disabled || undefined}
        aria-invalid={invalid ? true : props['aria-invalid']}
        data-invalid={invalid ? '' : undefined}
        data-input-error={timeInput.error ?? undefined}
        data-state={isExpanded ? 'open' : 'closed'}
        className={className ? `mat-timepicker-input ${className}` : 'mat-timepicker-input'}
        onChange={composeEventHandlers(onChange, comboboxInputProps.onChange)}
        onClick={composeEventHandlers(onClick, comboboxInputProps.onClick)}
        onBlur={composeEventHandlers(onBlur, (event) => {
          comboboxInputProps.onBlur(event);
          timeInput.reformat();
        })}
        onKeyDown={composeEventHandlers(onKeyDown, (event) => {
          comboboxInputProps.onKeyDown(event);
          // Enter with no active option keeps the typed time, closes the list and tidies the text.
          if (event.key === 'Enter' && !event.defaultPrevented && isExpanded) {
            event.preventDefault();
            state.setOpen(false);
            timeInput.reformat();
          }
        })}
      />
      <IconButton
        aria-label={labels.openTimeOptions}
        aria-haspopup="listbox"
        aria-expanded={isExpanded}
        aria-controls={isExpanded ? combobox.listboxId : undefined}
        className="mat-timepicker-toggle"
        disabled={disabled}
        // Not a tab stop of its own, as in the WAI-ARIA combobox pattern: the keyboard opens the
        // list from the input. Pressing it leaves focus in the input, where the keys drive the list.
        tabIndex={-1}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => {
          input.current?.focus();
          state.setOpen(!state.open);
        }}
      >
        <Icon svg={scheduleIcon} />
      </IconButton>
      {name !== undefined && (
        <input
          type="hidden"
          name={name}
          form={form}
          value={value ? toIsoTimeString(getTimeOfDay(value)) : ''}
          disabled={disabled || undefined}
        />
      )}
      <Overlay
        open={isExpanded}
        anchor={anchor}
        placement="bottom-start"
        matchAnchorWidth="min-width"
        onDismiss={() => state.setOpen(false)}
        className="mat-timepicker-pane"
      >
        <TimepickerPanel
          combobox={combobox}
          options={options}
          lang={localeProp}
          className={panelClassName}
        />
      </Overlay>
    </>
  );
}
