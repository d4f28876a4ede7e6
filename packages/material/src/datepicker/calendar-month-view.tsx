'use client';

import {VisuallyHidden} from '@material-react/cdk/a11y';
import type {Ref} from 'react';
import {formatDayOfMonth, formatFullDate, getWeekdayNames} from './date-format';
import {
  buildMonthGrid,
  compareDates,
  getWeekdayOrder,
  isSameDay,
  toIsoDateString,
  WEEKS_PER_MONTH_GRID,
  type DayOfWeek,
} from './date-math';
import {isInDateRange, type DateRange} from './date-range';
import type {CalendarState} from './use-calendar-state';

/** Props of {@link CalendarMonthView}. */
export interface CalendarMonthViewProps {
  /** The calendar's state. */
  state: CalendarState;
  /** Chooses the date of a clicked cell. */
  onChoose: (date: Date) => void;
  /** Whether a range is selected, which makes the grid multi-selectable. */
  range: boolean;
  /** What is selected: for a single date, both ends hold it. */
  selection: DateRange;
  /** The locale for names. */
  locale: string;
  /** The first day of the week. */
  firstDayOfWeek: DayOfWeek;
  /** Today, or `null` while unknown. */
  today: Date | null;
  /** The id of the element that names the grid (the month and year). */
  labelId: string;
  /** The id of the text that describes the first day of a range. */
  rangeStartId: string;
  /** The id of the text that describes the last day of a range. */
  rangeEndId: string;
  /** Extra class names for a day's cell. */
  dateClassName: ((date: Date) => string | undefined) | undefined;
  /** A ref to the grid. */
  gridRef: Ref<HTMLTableElement>;
}

const EMPTY_MONTH: null[][] = Array.from({length: WEEKS_PER_MONTH_GRID}, () =>
  Array.from({length: 7}, () => null),
);

/** Data attributes that say where a day stands in a range, for the range band's styles. */
function rangeAttributes(date: Date, range: DateRange | null, prefix: 'range' | 'preview') {
  if (!range?.start || !isInDateRange(date, range)) return {};
  const isStart = compareDates(date, range.start) === 0;
  // A range with only its start ends there too.
  const isEnd = compareDates(date, range.end ?? range.start) === 0;
  return {
    [`data-${prefix}-start`]: isStart ? '' : undefined,
    [`data-${prefix}-end`]: isEnd ? '' : undefined,
    [`data-in-${prefix}`]: '',
  };
}

/**
 * The days of the active month as a WAI-ARIA grid: a `<table role="grid">` named by the month
 * and year, weekday column headers (abbreviated on screen, in full for assistive technology)
 * and one focusable cell per day (a `gridcell`: browsers give a grid's `<td>` that role, so it
 * carries none), of which only the active one is in the Tab order.
 */
export function CalendarMonthView({
  state,
  onChoose,
  range,
  selection,
  locale,
  firstDayOfWeek,
  today,
  labelId,
  rangeStartId,
  rangeEndId,
  dateClassName,
  gridRef,
}: CalendarMonthViewProps) {
  const {activeDate, preview} = state;
  const order = getWeekdayOrder(firstDayOfWeek);
  const narrow = getWeekdayNames(locale, 'narrow');
  const long = getWeekdayNames(locale, 'long');
  const weeks = activeDate
    ? buildMonthGrid(activeDate.getFullYear(), activeDate.getMonth(), firstDayOfWeek)
    : EMPTY_MONTH;
  const selectedRange: DateRange | null = range
    ? selection
    : selection.start && {start: selection.start, end: selection.start};

  // Cells are keyed by position, so focus stays in the grid while the month changes.
  const renderDay = (date: Date, column: number) => {
    const disabled = state.isDateDisabled(date);
    const active = isSameDay(date, activeDate);
    const selected = isInDateRange(date, selectedRange);
    const isStart = range && isSameDay(date, selection.start);
    const isEnd = range && isSameDay(date, selection.end);
    const extraClass = dateClassName?.(date);
    return (
      <td
        key={column}
        tabIndex={active ? 0 : -1}
        aria-label={formatFullDate(date, locale)}
        aria-selected={selected}
        aria-disabled={disabled || undefined}
        aria-current={isSameDay(date, today) ? 'date' : undefined}
        aria-describedby={isStart ? rangeStartId : isEnd ? rangeEndId : undefined}
        data-date={toIsoDateString(date)}
        data-active={active ? '' : undefined}
        data-selected={selected ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
        data-today={isSameDay(date, today) ? '' : undefined}
        {...(range ? rangeAttributes(date, selection, 'range') : {})}
        {...(range ? rangeAttributes(date, preview, 'preview') : {})}
        className={extraClass ? `mat-calendar-cell ${extraClass}` : 'mat-calendar-cell'}
        onClick={() => onChoose(date)}
        onFocus={() => {
          if (!active) state.moveActiveDate(date);
          if (range) state.setPreviewDate(date);
        }}
        onMouseEnter={range ? () => state.setPreviewDate(date) : undefined}
      >
        <span className="mat-calendar-cell-content">{formatDayOfMonth(date, locale)}</span>
      </td>
    );
  };

  return (
    <table
      ref={gridRef}
      role="grid"
      className="mat-calendar-table"
      aria-labelledby={labelId}
      aria-multiselectable={range || undefined}
      data-view="month"
      onMouseLeave={range ? () => state.setPreviewDate(null) : undefined}
      onBlur={
        range
          ? (event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null))
                state.setPreviewDate(null);
            }
          : undefined
      }
    >
      <thead>
        <tr>
          {order.map((day) => (
            <th key={day} scope="col" className="mat-calendar-weekday">
              <span aria-hidden="true">{narrow[day]}</span>
              <VisuallyHidden>{long[day]}</VisuallyHidden>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, row) => (
          <tr key={row}>
            {week.map((date, column) =>
              date ? (
                renderDay(date, column)
              ) : (
                <td key={column} className="mat-calendar-cell-empty" />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
