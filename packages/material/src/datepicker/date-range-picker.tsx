'use client';

import calendarIcon from '@material-symbols/svg-400/outlined/date_range.svg?raw';
import {useFormReset} from '@material-react/cdk/forms';
import {useComposedRefs} from '@material-react/cdk/slot';
import {useControllableState} from '@material-react/cdk/state';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
} from 'react';
import {IconButton} from '../button';
import {useDateLocale} from '../core/date-time/locale';
import {useCustomValidity} from '../core/form-control/custom-validity';
import {useFormField} from '../form-field';
import {Icon} from '../icon';
import {Calendar} from './calendar';
import {compareDates, toIsoDateString} from './date-math';
import {EMPTY_DATE_RANGE, type DateRange} from './date-range';
import {DEFAULT_DATEPICKER_LABELS} from './datepicker-labels';
import {DatepickerPopup, useDatepickerPopup} from './datepicker-popup';
import type {DateRangePickerProps} from './datepicker-props';
import {useDateInput, type DateInputError} from './use-date-input';
import './datepicker.css';

const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

const later = (a: Date | null | undefined, b: Date | null | undefined) =>
  a && b ? (compareDates(a, b) >= 0 ? a : b) : (a ?? b);
const earlier = (a: Date | null | undefined, b: Date | null | undefined) =>
  a && b ? (compareDates(a, b) <= 0 ? a : b) : (a ?? b);

/**
 * Two text inputs, for the start and the end of a range of dates, in one `FormField`, with a
 * button that opens a range calendar in a popup. The first choice in the calendar sets the start,
 * the second the end (and closes the popup). Each input reads its text as it is typed; an end
 * before the start (or a start after the end) is an error.
 *
 * ```tsx
 * <FormField label="Trip dates" hint="MM/DD/YYYY – MM/DD/YYYY">
 *   <DateRangePicker value={range} onValueChange={setRange} />
 * </FormField>
 * ```
 *
 * The inputs are in a `role="group"` named by the field's label; each is named by its own label
 * ("Start date", "End date").
 */
export function DateRangePicker(props: DateRangePickerProps): ReactElement {
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
    startName,
    endName,
    className,
    ref,
    ...groupProps
  } = props;
  const field = useFormField();
  const disabled = disabledProp ?? field?.disabled ?? false;
  const required = field?.required ?? false;
  const labels = {...DEFAULT_DATEPICKER_LABELS, ...labelsProp};
  const locale = useDateLocale(localeProp);

  const [range, setRange] = useControllableState<DateRange>({
    value: valueProp,
    defaultValue: defaultValue ?? EMPTY_DATE_RANGE,
    onChange: onValueChange,
  });
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const isOpen = open && !disabled;

  const [errors, setErrors] = useState<[DateInputError | null, DateInputError | null]>([
    null,
    null,
  ]);
  const shared = {locale, dateFilter, formatDate, parseDate};
  const startInput = useDateInput({
    ...shared,
    value: range.start,
    onValueChange: (start) => setRange({start, end: range.end}),
    min,
    max: earlier(max, range.end),
    onInputErrorChange: (error) => setErrors((previous) => [error, previous[1]]),
  });
  const endInput = useDateInput({
    ...shared,
    value: range.end,
    onValueChange: (end) => setRange({start: range.start, end}),
    min: later(min, range.start),
    max,
    onInputErrorChange: (error) => setErrors((previous) => [previous[0], error]),
  });
  const error = errors[0] ?? errors[1];
  const reported = useRef<DateInputError | null>(null);
  useEffect(() => {
    if (reported.current === error) return;
    reported.current = error;
    onInputErrorChange?.(error);
  }, [error, onInputErrorChange]);

  const group = useRef<HTMLDivElement | null>(null);
  const startElement = useRef<HTMLInputElement | null>(null);
  const endElement = useRef<HTMLInputElement | null>(null);
  const startRef = useComposedRefs<HTMLInputElement>(ref, startElement);
  // The form's side: a reset puts the first range back, and refused text blocks the submission.
  useFormReset(
    startElement,
    range,
    (initial) => {
      setRange(initial);
      startInput.rewrite(initial.start);
      endInput.rewrite(initial.end);
    },
    valueProp === undefined ? (defaultValue ?? EMPTY_DATE_RANGE) : undefined,
  );
  const validationMessage = (inputError: DateInputError | null) =>
    inputError === null ? '' : inputError === 'parse' ? labels.invalidDate : labels.unavailableDate;
  useCustomValidity(startElement, validationMessage(startInput.error));
  useCustomValidity(endElement, validationMessage(endInput.error));
  const [anchor, setAnchor] = useState<Element | null>(null);
  useLayoutEffect(() => {
    setAnchor(group.current?.closest('.mat-form-field-container') ?? group.current);
  }, []);

  // The label always floats: the inputs show their placeholders and the dash between them.
  const setHasValue = field?.setHasValue;
  useIsomorphicLayoutEffect(() => setHasValue?.(true), [setHasValue]);
  const registerContainerClick = field?.registerContainerClick;
  useEffect(
    () => registerContainerClick?.(() => startElement.current?.focus()),
    [registerContainerClick],
  );

  const popup = useDatepickerPopup({open: isOpen, onOpenChange: setOpen, anchor});
  const {onClick: openDialog, ...triggerProps} = popup.dialog.triggerProps;
  const labelledBy =
    props['aria-labelledby'] ??
    (props['aria-label'] === undefined && field?.hasLabel ? field.labelId : undefined);

  const openWithKeyboard = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.altKey && event.key === 'ArrowDown' && !disabled) {
      event.preventDefault();
      setOpen(true);
    }
  };
  const inputProps = (text: ReturnType<typeof useDateInput>, label: string) => ({
    className: 'mat-input',
    value: text.text,
    placeholder: label,
    'aria-label': label,
    'aria-describedby': field?.describedBy,
    'aria-invalid': text.error || field?.invalid ? true : undefined,
    'data-invalid': text.error ? '' : undefined,
    'data-input-error': text.error ?? undefined,
    disabled: disabled || undefined,
    required: required || undefined,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => text.setText(event.target.value),
    onBlur: text.reformat,
    onKeyDown: openWithKeyboard,
  });

  return (
    <>
      <div
        {...groupProps}
        ref={group}
        role="group"
        aria-labelledby={labelledBy}
        data-filled=""
        data-disabled={disabled ? '' : undefined}
        className={className ? `mat-date-range-input ${className}` : 'mat-date-range-input'}
      >
        <input {...inputProps(startInput, labels.startDate)} ref={startRef} id={field?.controlId} />
        <span className="mat-date-range-input-separator" aria-hidden="true">
          –
        </span>
        <input {...inputProps(endInput, labels.endDate)} ref={endElement} />
      </div>
      <IconButton
        {...triggerProps}
        aria-label={labels.openCalendar}
        className="mat-datepicker-toggle"
        disabled={disabled}
        onClick={openDialog}
      >
        <Icon svg={calendarIcon} />
      </IconButton>
      {startName !== undefined && (
        <input
          type="hidden"
          name={startName}
          value={range.start ? toIsoDateString(range.start) : ''}
          disabled={disabled || undefined}
        />
      )}
      {endName !== undefined && (
        <input
          type="hidden"
          name={endName}
          value={range.end ? toIsoDateString(range.end) : ''}
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
        <Calendar
          selectionMode="range"
          autoFocus
          value={range}
          onValueChange={(next) => {
            setRange(next);
            if (next.end) setOpen(false);
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
