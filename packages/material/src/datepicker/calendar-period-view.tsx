'use client';

import type {Ref} from 'react';
import {formatMonthYear, formatYear, getMonthNames} from './date-format';
import {
  createDate,
  getDaysInMonth,
  getYearPageStart,
  PERIODS_PER_ROW,
  YEARS_PER_PAGE,
} from './date-math';
import type {DateRange} from './date-range';
import type {CalendarState} from './use-calendar-state';

/** Props of {@link CalendarPeriodView}. */
export interface CalendarPeriodViewProps {
  /** The calendar's state. */
  state: CalendarState;
  /** Chooses the date of a clicked cell. */
  onChoose: (date: Date) => void;
  /** Which periods the grid holds: the months of a year, or a page of years. */
  view: 'year' | 'multi-year';
  /** The active date, whose year (or page of years) is shown. */
  activeDate: Date;
  /** What is selected: the months or years holding either end are marked selected. */
  selection: DateRange;
  /** Today, or `null` while unknown. */
  today: Date | null;
  /** The earliest date that can be chosen, which lines up the pages of years. */
  min: Date | null | undefined;
  /** The latest date that can be chosen, which lines up the pages of years. */
  max: Date | null | undefined;
  /** The locale for names. */
  locale: string;
  /** The id of the element that names the grid. */
  labelId: string;
  /** A ref to the grid. */
  gridRef: Ref<HTMLTableElement>;
}

interface PeriodCell {
  /** The date the active date becomes when the cell is chosen. */
  date: Date;
  /** The short text shown. */
  text: string;
  /** The full name for assistive technology. */
  name: string;
  /** Whether the cell holds the active date. */
  active: boolean;
  /** Whether the cell holds a selected date. */
  selected: boolean;
  /** Whether the cell holds today. */
  current: boolean;
  /** Whether the period has no date that can be chosen. */
  disabled: boolean;
}

/** The date in `year` and `month` closest to the active date's day. */
function withDay(year: number, month: number, day: number): Date {
  return createDate(year, month, Math.min(day, getDaysInMonth(year, month)));
}

function yearCells(props: CalendarPeriodViewProps): PeriodCell[] {
  const {activeDate, selection, today, locale, state} = props;
  const year = activeDate.getFullYear();
  const short = getMonthNames(locale, 'short');
  const isIn = (date: Date | null, month: number) =>
    !!date && date.getFullYear() === year && date.getMonth() === month;
  return short.map((text, month) => ({
    date: withDay(year, month, activeDate.getDate()),
    text,
    name: formatMonthYear(createDate(year, month, 1), locale),
    active: activeDate.getMonth() === month,
    selected: isIn(selection.start, month) || isIn(selection.end, month),
    current: isIn(today, month),
    disabled: state.isMonthDisabled(year, month),
  }));
}

function multiYearCells(props: CalendarPeriodViewProps): PeriodCell[] {
  const {activeDate, selection, today, locale, state, min, max} = props;
  const first = getYearPageStart(activeDate.getFullYear(), min, max);
  return Array.from({length: YEARS_PER_PAGE}, (_, index) => {
    const year = first + index;
    const text = formatYear(year, locale);
    return {
      date: withDay(year, activeDate.getMonth(), activeDate.getDate()),
      text,
      name: text,
      active: activeDate.getFullYear() === year,
      selected: selection.start?.getFullYear() === year || selection.end?.getFullYear() === year,
      current: today?.getFullYear() === year,
      disabled: state.isYearDisabled(year),
    };
  });
}

/**
 * The months of a year, or a page of 24 years, as a WAI-ARIA grid of four columns. Choosing a
 * year shows its months; choosing a month shows its days.
 */
export function CalendarPeriodView(props: CalendarPeriodViewProps) {
  const {state, onChoose, view, labelId, gridRef} = props;
  const cells = view === 'year' ? yearCells(props) : multiYearCells(props);
  const rows = Array.from({length: Math.ceil(cells.length / PERIODS_PER_ROW)}, (_, row) =>
    cells.slice(row * PERIODS_PER_ROW, (row + 1) * PERIODS_PER_ROW),
  );
  return (
    <table
      ref={gridRef}
      role="grid"
      className="mat-calendar-table mat-calendar-period-table"
      aria-labelledby={labelId}
      data-view={view}
    >
      <tbody>
        {rows.map((row, rowIndex) => (
          <tr key={rowIndex}>
            {row.map((cell, column) => (
              <td
                key={column}
                tabIndex={cell.active ? 0 : -1}
                aria-label={cell.name === cell.text ? undefined : cell.name}
                aria-selected={cell.selected}
                aria-disabled={cell.disabled || undefined}
                aria-current={cell.current ? 'date' : undefined}
                data-active={cell.active ? '' : undefined}
                data-selected={cell.selected ? '' : undefined}
                data-disabled={cell.disabled ? '' : undefined}
                data-today={cell.current ? '' : undefined}
                className="mat-calendar-cell mat-calendar-period-cell"
                onClick={() => onChoose(cell.date)}
                onFocus={() => {
                  if (!cell.active) state.moveActiveDate(cell.date);
                }}
              >
                <span className="mat-calendar-cell-content">{cell.text}</span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
