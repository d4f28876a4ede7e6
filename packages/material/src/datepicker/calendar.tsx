'use client';

import {VisuallyHidden} from '@material-react/cdk/a11y';
import {getDirection} from '@material-react/cdk/bidi';
import {composeEventHandlers, useComposedRefs} from '@material-react/cdk/slot';
import {useControllableState} from '@material-react/cdk/state';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type ReactElement,
} from 'react';
import {useDateLocale} from '../core/date-time/locale';
import {getCalendarKeyTarget} from './calendar-keys';
import {CalendarHeader} from './calendar-header';
import {CalendarMonthView} from './calendar-month-view';
import {CalendarPeriodView} from './calendar-period-view';
import type {CalendarProps, CalendarRangeProps, CalendarSingleProps} from './calendar-props';
import {isSameDay, startOfDay} from './date-math';
import {EMPTY_DATE_RANGE, selectDateInRange, type DateRange} from './date-range';
import {DEFAULT_DATEPICKER_LABELS} from './datepicker-labels';
import {useCalendarState} from './use-calendar-state';
import {useFirstDayOfWeek, useToday} from './use-date-environment';
import './calendar.css';

const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** Internal props the datepickers pass to their calendar. */
export interface CalendarInternalProps {
  /** Called with every day chosen, even the one already selected. */
  onDateSelect?: (date: Date) => void;
}

/**
 * A Material 3 calendar that selects a date, or a range of dates with `selectionMode="range"`.
 * It shows the days of a month as a WAI-ARIA grid, with a header to page through months and a
 * period button that switches to a page of 24 years, then the months of the chosen year. Month
 * and weekday names come from `Intl.DateTimeFormat` in the `locale`.
 *
 * Dates are plain `Date`s at local midnight: `new Date(2024, 0, 5)` is January 5, 2024.
 *
 * ```tsx
 * <Calendar value={date} onValueChange={setDate} min={new Date(2024, 0, 1)} />
 * <Calendar selectionMode="range" value={range} onValueChange={setRange} />
 * ```
 *
 * Keyboard, in the days: the arrows move by a day or a week (Left and Right mirror in
 * right-to-left text), Home and End to the start and end of the week, PageUp and PageDown by a
 * month (with Shift, by a year), Enter and Space choose. Only the active day is in the Tab order.
 */
export function Calendar(props: CalendarRangeProps): ReactElement;
/** A calendar that selects one date (`selectionMode` unset). */
export function Calendar(props: CalendarSingleProps): ReactElement;
export function Calendar(props: CalendarProps & CalendarInternalProps): ReactElement {
  const {
    selectionMode = 'single',
    value,
    defaultValue,
    onValueChange,
    onDateSelect,
    min,
    max,
    dateFilter,
    locale: localeProp,
    firstDayOfWeek: firstDayOfWeekProp,
    today: todayProp,
    view,
    defaultView = 'month',
    onViewChange,
    activeDate,
    defaultActiveDate,
    onActiveDateChange,
    dateClassName,
    labels: labelsProp,
    autoFocus = false,
    className,
    onKeyDown,
    ref,
    ...rest
  } = props;
  const range = selectionMode === 'range';
  const locale = useDateLocale(localeProp);
  const today = useToday(todayProp);
  const firstDayOfWeek = useFirstDayOfWeek(locale, firstDayOfWeekProp);
  const labels = {...DEFAULT_DATEPICKER_LABELS, ...labelsProp};
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const rangeStartId = `${id}-range-start`;
  const rangeEndId = `${id}-range-end`;

  const [selected, setSelected] = useControllableState<Date | null | DateRange>({
    value,
    defaultValue: defaultValue ?? (range ? EMPTY_DATE_RANGE : null),
    onChange: onValueChange as ((value: Date | null | DateRange) => void) | undefined,
  });
  const selection: DateRange = range
    ? ((selected as DateRange | null) ?? EMPTY_DATE_RANGE)
    : {start: selected as Date | null, end: selected as Date | null};

  const state = useCalendarState({
    selectionMode,
    selection,
    onSelect: (date) => {
      if (range) setSelected(selectDateInRange(selection, date));
      else if (!isSameDay(date, selection.start)) setSelected(startOfDay(date));
      onDateSelect?.(startOfDay(date));
    },
    min,
    max,
    dateFilter,
    today,
    firstDayOfWeek,
    activeDate,
    defaultActiveDate,
    onActiveDateChange,
    view,
    defaultView,
    onViewChange,
  });

  const root = useRef<HTMLDivElement | null>(null);
  const rootRef = useComposedRefs<HTMLDivElement>(ref, root);
  const grid = useRef<HTMLTableElement | null>(null);
  // Set when the keyboard moves the active date or switches the view: the new active cell takes
  // focus once it is rendered.
  const focusActiveCell = useRef(autoFocus);
  useIsomorphicLayoutEffect(() => {
    if (!focusActiveCell.current) return;
    const cell = grid.current?.querySelector<HTMLElement>('td[tabindex="0"]');
    if (!cell) return;
    focusActiveCell.current = false;
    if (cell !== cell.ownerDocument.activeElement) cell.focus();
  });

  // Choosing a year or a month shows another grid, whose active cell takes the focus.
  const choose = (date: Date) => {
    if (state.view !== 'month') focusActiveCell.current = true;
    state.choose(date);
  };

  // On the root rather than the grid, so that your onKeyDown runs first and can prevent it.
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const active = state.activeDate;
    if (!active || !grid.current?.contains(event.target as Node)) return;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(active);
      return;
    }
    const target = getCalendarKeyTarget(
      active,
      {key: event.key, shiftKey: event.shiftKey},
      {
        view: state.view,
        direction: getDirection(event.currentTarget),
        firstDayOfWeek,
        min,
        max,
      },
    );
    if (!target) return;
    event.preventDefault();
    focusActiveCell.current = true;
    state.moveActiveDate(target);
  };

  const classes = className ? `mat-calendar ${className}` : 'mat-calendar';
  return (
    <div
      {...rest}
      ref={rootRef}
      // A named calendar (an inline one, with aria-label) is a named group of its controls.
      role={
        rest['aria-label'] !== undefined || rest['aria-labelledby'] !== undefined
          ? 'group'
          : rest.role
      }
      className={classes}
      data-view={state.view}
      data-selection-mode={selectionMode}
      // Composed when the event comes rather than during render: the handler reads refs.
      onKeyDown={(event) => composeEventHandlers(onKeyDown, handleKeyDown)(event)}
    >
      <CalendarHeader
        state={state}
        labels={labels}
        locale={locale}
        min={min}
        max={max}
        labelId={labelId}
        hintId={hintId}
      />
      {state.view === 'month' || !state.activeDate ? (
        <CalendarMonthView
          state={state}
          onChoose={choose}
          range={range}
          selection={selection}
          locale={locale}
          firstDayOfWeek={firstDayOfWeek}
          today={today}
          labelId={labelId}
          rangeStartId={rangeStartId}
          rangeEndId={rangeEndId}
          dateClassName={dateClassName}
          gridRef={grid}
        />
      ) : (
        <CalendarPeriodView
          key={state.view}
          state={state}
          onChoose={choose}
          view={state.view}
          activeDate={state.activeDate}
          selection={selection}
          today={today}
          min={min}
          max={max}
          locale={locale}
          labelId={labelId}
          gridRef={grid}
        />
      )}
      {range && (
        <>
          <VisuallyHidden id={rangeStartId}>{labels.rangeStart}</VisuallyHidden>
          <VisuallyHidden id={rangeEndId}>{labels.rangeEnd}</VisuallyHidden>
        </>
      )}
    </div>
  );
}
