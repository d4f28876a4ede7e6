'use client';

import calendarIcon from '@material-symbols/svg-400/outlined/calendar_today.svg?raw';
import {composeEventHandlers, useComposedRefs} from '@material-react/cdk/slot';
import {useControllableState} from '@material-react/cdk/state';
import {useFormReset} from '@material-react/cdk/forms';
import {useLayoutEffect, useRef, useState, type ReactElement} from 'react';
import {useCustomValidity} from '../core/form-control/custom-validity';
import {IconButton} from '../button';
import {useDateLocale} from '../core/date-time/locale';
import {Input, useFormField} from '../form-field';
import {Icon} from '../icon';
import {Calendar, type CalendarInternalProps} from './calendar';
import type {CalendarSingleProps} from './calendar-props';
import {toIsoDateString} from './date-math';
import {DEFAULT_DATEPICKER_LABELS} from './datepicker-labels';
import {DatepickerPopup, useDatepickerPopup} from './datepicker-popup';
import type {DatepickerProps} from './datepicker-props';
import {useDateInput} from './use-date-input';
import './datepicker.css';

/** The calendar, with the internal prop the datepicker closes its popup with. */
const PopupCalendar = Calendar as (
  props: CalendarSingleProps & CalendarInternalProps,
) => ReactElement;

/**
 * A text input for a date with a button that opens a calendar in a popup, for a `FormField`.
 * People type the date in the locale's numeric form (read as they type, written out in full on
 * blur) or choose it in the calendar. The value is a `Date` at local midnight, or `null`.
 *
 * ```tsx
 * <FormField label="Appointment" error={error && 'Enter a date as MM/DD/YYYY'}>
 *   <Datepicker value={date} onValueChange={setDate} onInputErrorChange={setError} />
 * </FormField>
 * ```
 *
 * The toggle button ("Open calendar") or Alt+ArrowDown in the input opens the popup: a modal
 * dialog under the field whose calendar takes focus on the selected date (or today). Choosing a
 * date, Escape or a click outside close it, and focus goes back where it was.
 */
export function Datepicker(props: DatepickerProps): ReactElement {
  const {
    value: valueProp,
    defaultValue,
    onValueChange,
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    min,
    max,
    dateFilter,
    locale: localeProp,
    firstDayOfWeek,
    today,
    dateClassName,
    defaultView,
    defaultActiveDate,
    formatDate,
    parseDate,
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
    ref,
    ...inputProps
  } = props;
  const field = useFormField();
  const disabled = disabledProp ?? field?.disabled ?? false;
  const labels = {...DEFAULT_DATEPICKER_LABELS, ...labelsProp};
  const locale = useDateLocale(localeProp);

  const [value, setValue] = useControllableState<Date | null>({
    value: valueProp,
    defaultValue: defaultValue ?? null,
    onChange: onValueChange,
  });
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const isOpen = open && !disabled;

  const dateInput = useDateInput({
    value,
    onValueChange: setValue,
    locale,
    min,
    max,
    dateFilter,
    formatDate,
    parseDate,
    onInputErrorChange,
  });

  const input = useRef<HTMLInputElement | null>(null);
  const inputRef = useComposedRefs<HTMLInputElement>(ref, input);
  // The form's side: a reset puts the first date back, and refused text blocks the submission.
  useFormReset(
    input,
    value,
    (initial) => {
      setValue(initial);
      dateInput.rewrite(initial);
    },
    valueProp === undefined ? (defaultValue ?? null) : undefined,
  );
  useCustomValidity(
    input,
    dateInput.error === null
      ? ''
      : dateInput.error === 'parse'
        ? labels.invalidDate
        : labels.unavailableDate,
  );
  const [anchor, setAnchor] = useState<Element | null>(null);
  // Inside a form field the popup lines up with the field's container.
  useLayoutEffect(() => {
    setAnchor(input.current?.closest('.mat-form-field-container') ?? input.current);
  }, []);

  const popup = useDatepickerPopup({open: isOpen, onOpenChange: setOpen, anchor});
  const {onClick: openDialog, ...triggerProps} = popup.dialog.triggerProps;
  const labelledBy =
    props['aria-labelledby'] ??
    (props['aria-label'] === undefined && field?.hasLabel ? field.labelId : undefined);

  return (
    <>
      <Input
        {...inputProps}
        ref={inputRef}
        form={form}
        value={dateInput.text}
        disabled={disabled || undefined}
        aria-invalid={dateInput.error ? true : props['aria-invalid']}
        data-invalid={dateInput.error ? '' : undefined}
        data-input-error={dateInput.error ?? undefined}
        className={className ? `mat-datepicker-input ${className}` : 'mat-datepicker-input'}
        onChange={composeEventHandlers(onChange, (event) => dateInput.setText(event.target.value))}
        onBlur={composeEventHandlers(onBlur, dateInput.reformat)}
        onKeyDown={composeEventHandlers(onKeyDown, (event) => {
          if (event.altKey && event.key === 'ArrowDown' && !disabled) {
            event.preventDefault();
            setOpen(true);
          }
        })}
      />
      <IconButton
        {...triggerProps}
        aria-label={labels.openCalendar}
        className="mat-datepicker-toggle"
        disabled={disabled}
        onClick={openDialog}
      >
        <Icon svg={calendarIcon} />
      </IconButton>
      {name !== undefined && (
        <input
          type="hidden"
          name={name}
          form={form}
          value={value ? toIsoDateString(value) : ''}
          disabled={disabled || undefined}
        />
      )}
      <DatepickerPopup
        popup={popup}
        labelledBy={labelledBy}
        label={props['aria-label'] ?? labels.calendar}
        closeLabel={labels.closeCalendar}
        className={panelClassName}
      >
        <PopupCalendar
          autoFocus
          value={value}
          onDateSelect={(date) => {
            setValue(date);
            setOpen(false);
          }}
          min={min}
          max={max}
          dateFilter={dateFilter}
          locale={locale}
          // The popup lives outside the page: it says which language it speaks.
          lang={localeProp}
          firstDayOfWeek={firstDayOfWeek}
          today={today}
          dateClassName={dateClassName}
          defaultView={defaultView}
          defaultActiveDate={defaultActiveDate}
          labels={labels}
        />
      </DatepickerPopup>
    </>
  );
}
