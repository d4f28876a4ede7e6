'use client';

import {useControllableState} from '@material-react/cdk/state';
import {useState} from 'react';
import type {CalendarView} from './calendar-keys';
import {
  addMonths,
  addYears,
  clampDate,
  compareDates,
  createDate,
  getDaysInMonth,
  getYearPageStart,
  isWithinBounds,
  startOfMonth,
  toIsoDateString,
  YEARS_PER_PAGE,
  type DayOfWeek,
} from './date-math';
import {getRangePreview, type DateRange} from './date-range';

/** Options of {@link useCalendarState}. */
export interface CalendarStateOptions {
  /** Whether one date or a range is chosen. */
  selectionMode: 'single' | 'range';
  /** What is chosen: for a single date, both ends hold it. */
  selection: DateRange;
  /** Called with a date that was chosen (never a disabled one). */
  onSelect: (date: Date) => void;
  /** The earliest date that can be chosen. */
  min: Date | null | undefined;
  /** The latest date that can be chosen. */
  max: Date | null | undefined;
  /** Returns `false` for dates that cannot be chosen. */
  dateFilter: ((date: Date) => boolean) | undefined;
  /** Today, or `null` while it is unknown (on the server and while hydrating). */
  today: Date | null;
  /** The first day of the week. */
  firstDayOfWeek: DayOfWeek;
  /** The active date, when controlled. */
  activeDate: Date | null | undefined;
  /** The date active at first, when the active date is not controlled. */
  defaultActiveDate: Date | null | undefined;
  /** Called when the active date moves. */
  onActiveDateChange: ((date: Date) => void) | undefined;
  /** The view, when controlled. */
  view: CalendarView | undefined;
  /** The view at first, when the view is not controlled. */
  defaultView: CalendarView;
  /** Called when the view changes. */
  onViewChange: ((view: CalendarView) => void) | undefined;
}

/** The state of a calendar, from {@link useCalendarState}. */
export interface CalendarState {
  /** The view shown. */
  view: CalendarView;
  /** Switches the view. */
  setView: (view: CalendarView) => void;
  /**
   * The active date: the one tab stop of the grid, whose month (or year, or page of years) is
   * shown. `null` while nothing tells which month to show (no value, no active date, and today
   * still unknown on the server).
   */
  activeDate: Date | null;
  /** Moves the active date, kept between `min` and `max`. */
  moveActiveDate: (date: Date) => void;
  /** Whether a date cannot be chosen: outside `min`–`max` or refused by the filter. */
  isDateDisabled: (date: Date) => boolean;
  /** Whether no day of a month can be chosen. */
  isMonthDisabled: (year: number, month: number) => boolean;
  /** Whether a year lies outside `min`–`max`. */
  isYearDisabled: (year: number) => boolean;
  /** The range previewed while a date is hovered or focused, in range selection. */
  preview: DateRange | null;
  /** Tells which date is hovered or focused, for the preview; `null` when none is. */
  setPreviewDate: (date: Date | null) => void;
  /** Whether there is an earlier period to show. */
  canGoPrevious: boolean;
  /** Whether there is a later period to show. */
  canGoNext: boolean;
  /** Shows the previous month, year or page of years. */
  goPrevious: () => void;
  /** Shows the next month, year or page of years. */
  goNext: () => void;
  /**
   * Chooses a cell of the current view: selects a day, opens the days of a month, or the months
   * of a year. Does nothing for a disabled cell.
   */
  choose: (date: Date) => void;
}

/** The active date the calendar keeps itself, and the selection it was set under. */
interface StoredActiveDate {
  date: Date;
  anchorKey: string;
}

/**
 * The state of a calendar, without markup: the view, the active date (controlled or not), which
 * dates can be chosen, paging and the range preview. The active date follows the selection: when
 * the selected date (or the start of the range) changes, the calendar shows it.
 */
export function useCalendarState(options: CalendarStateOptions): CalendarState {
  const {selection, min, max, dateFilter, today} = options;
  const anchor = selection.start;
  const anchorKey = anchor ? toIsoDateString(anchor) : '';

  const [stored, setStored] = useState<StoredActiveDate | null>(() =>
    options.defaultActiveDate ? {date: options.defaultActiveDate, anchorKey} : null,
  );
  const [view, setView] = useControllableState<CalendarView>({
    value: options.view,
    defaultValue: options.defaultView,
    onChange: options.onViewChange,
  });
  const [previewDate, setPreviewDate] = useState<Date | null>(null);

  const own = stored && stored.anchorKey === anchorKey ? stored.date : null;
  const requested = options.activeDate !== undefined ? options.activeDate : own;
  const base = requested ?? anchor ?? today;
  const activeDate = base ? clampDate(base, min, max) : null;

  const moveActiveDate = (date: Date) => {
    const next = clampDate(date, min, max);
    if (options.activeDate === undefined) setStored({date: next, anchorKey});
    if (!activeDate || compareDates(next, activeDate) !== 0) options.onActiveDateChange?.(next);
  };

  const isDateDisabled = (date: Date) =>
    !isWithinBounds(date, min, max) || (dateFilter ? !dateFilter(date) : false);

  const isMonthDisabled = (year: number, month: number) => {
    const first = createDate(year, month, 1);
    const last = createDate(year, month, getDaysInMonth(year, month));
    if ((max && compareDates(first, max) > 0) || (min && compareDates(last, min) < 0)) return true;
    if (!dateFilter) return false;
    for (
      let day = first;
      compareDates(day, last) <= 0;
      day = createDate(year, month, day.getDate() + 1)
    ) {
      if (!isDateDisabled(day)) return false;
    }
    return true;
  };

  const isYearDisabled = (year: number) =>
    (!!min && year < min.getFullYear()) || (!!max && year > max.getFullYear());

  let canGoPrevious = false;
  let canGoNext = false;
  if (activeDate) {
    const year = activeDate.getFullYear();
    if (view === 'month') {
      const first = startOfMonth(activeDate);
      canGoPrevious = !min || compareDates(min, first) < 0;
      canGoNext = !max || compareDates(max, addMonths(first, 1)) >= 0;
    } else if (view === 'year') {
      canGoPrevious = !min || min.getFullYear() < year;
      canGoNext = !max || max.getFullYear() > year;
    } else {
      const pageStart = getYearPageStart(year, min, max);
      canGoPrevious = !min || min.getFullYear() < pageStart;
      canGoNext = !max || max.getFullYear() > pageStart + YEARS_PER_PAGE - 1;
    }
  }

  const page = (step: 1 | -1) => {
    if (!activeDate) return;
    if (view === 'month') moveActiveDate(addMonths(activeDate, step));
    else if (view === 'year') moveActiveDate(addYears(activeDate, step));
    else moveActiveDate(addYears(activeDate, step * YEARS_PER_PAGE));
  };

  const choose = (date: Date) => {
    if (view === 'month') {
      if (isDateDisabled(date)) return;
      options.onSelect(date);
      moveActiveDate(date);
    } else if (view === 'year') {
      if (isMonthDisabled(date.getFullYear(), date.getMonth())) return;
      moveActiveDate(date);
      setView('month');
    } else {
      if (isYearDisabled(date.getFullYear())) return;
      moveActiveDate(date);
      setView('year');
    }
  };

  return {
    view,
    setView,
    activeDate,
    moveActiveDate,
    isDateDisabled,
    isMonthDisabled,
    isYearDisabled,
    preview: options.selectionMode === 'range' ? getRangePreview(selection, previewDate) : null,
    setPreviewDate,
    canGoPrevious,
    canGoNext,
    goPrevious: () => page(-1),
    goNext: () => page(1),
    choose,
  };
}
